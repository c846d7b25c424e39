import type { Selectable } from 'kysely';
import { type Db, inTransaction } from '../../db/database';
import type { TotpEnrolmentsTable } from '../../db/schema';

export type EnrolmentRow = Selectable<TotpEnrolmentsTable>;

/** The account's one set-up under way: a new one replaces it (a new sign-in, a new start). */
export async function putEnrolment(db: Db, row: EnrolmentRow): Promise<void> {
  await db
    .insertInto('totp_enrolments')
    .values(row)
    .onConflict((oc) =>
      oc.column('consumer_id').doUpdateSet({
        session_id: row.session_id,
        purpose: row.purpose,
        mail_code_hash: row.mail_code_hash,
        sealed_secret: row.sealed_secret,
        expires_at: row.expires_at,
        created_at: row.created_at,
      }),
    )
    .execute();
}

export function findEnrolment(db: Db, consumerId: string): Promise<EnrolmentRow | undefined> {
  return db
    .selectFrom('totp_enrolments')
    .selectAll()
    .where('consumer_id', '=', consumerId)
    .executeTakeFirst();
}

/** The mailbox is proven: the new key, kept for this set-up only. */
export async function setEnrolmentSecret(
  db: Db,
  consumerId: string,
  sessionId: string,
  sealedSecret: string,
): Promise<void> {
  await db
    .updateTable('totp_enrolments')
    .set({ sealed_secret: sealedSecret })
    .where('consumer_id', '=', consumerId)
    .where('session_id', '=', sessionId)
    .execute();
}

/**
 * The first authenticator is confirmed: its key becomes the account's, its code's step is used, and
 * the set-up ends. Only while the account still waits for it: of two racing confirmations one wins.
 */
export async function adoptFirstSecret(db: Db, consumerId: string, sealedSecret: string, step: number) {
  const updated = await db
    .updateTable('consumers')
    .set({ totp_secret: sealedSecret, totp_last_step: step, totp_enrolment_due: null })
    .where('id', '=', consumerId)
    .where('totp_enrolment_due', '=', true)
    .executeTakeFirst();
  await db.deleteFrom('totp_enrolments').where('consumer_id', '=', consumerId).execute();
  return updated.numUpdatedRows === 1n;
}

/**
 * Settings: the new authenticator replaces the old one, the set-up ends, and every session but the
 * one that confirmed it (and every pending sign-in) ends with the old authenticator. False when the
 * set-up was gone (another request finished or replaced it).
 */
export async function replaceFromSettings(
  db: Db,
  consumerId: string,
  sessionId: string,
  sealedSecret: string,
  step: number,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const ended = await trx
      .deleteFrom('totp_enrolments')
      .where('consumer_id', '=', consumerId)
      .where('session_id', '=', sessionId)
      .where('purpose', '=', 'change')
      .where('sealed_secret', '=', sealedSecret)
      .returning('consumer_id')
      .executeTakeFirst();
    if (!ended) return false;
    await trx
      .updateTable('consumers')
      .set({ totp_secret: sealedSecret, totp_last_step: step, totp_enrolment_due: null })
      .where('id', '=', consumerId)
      .execute();
    await trx
      .deleteFrom('sessions')
      .where('consumer_id', '=', consumerId)
      .where('id', '!=', sessionId)
      .execute();
    return true;
  });
}
