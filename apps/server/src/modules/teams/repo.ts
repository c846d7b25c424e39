import type { Db } from '../../db/database';

export async function countMembers(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('consumers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function membersPage(db: Db, companyId: string, offset: number, limit: number) {
  return db
    .selectFrom('consumers')
    .select(['id', 'firstname', 'lastname', 'email', 'created_at', 'is_owner', 'is_dummy'])
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Locks the company's members for the rest of the transaction: role changes and deletions queue up. */
export function lockMembers(db: Db, companyId: string) {
  return db
    .selectFrom('consumers')
    .select(['id', 'is_owner'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export async function setOwner(db: Db, consumerId: string, isOwner: boolean): Promise<void> {
  await db.updateTable('consumers').set({ is_owner: isOwner }).where('id', '=', consumerId).execute();
}

export function namesOf(db: Db, consumerId: string) {
  return db
    .selectFrom('consumers')
    .select(['firstname', 'lastname', 'email'])
    .where('id', '=', consumerId)
    .executeTakeFirst();
}

export async function deleteMember(db: Db, consumerId: string): Promise<void> {
  await db.deleteFrom('consumers').where('id', '=', consumerId).execute();
}

export function companyOf(db: Db, companyId: string) {
  return db
    .selectFrom('companies')
    .innerJoin('projects', 'projects.company_id', 'companies.id')
    .select([
      'companies.name',
      'companies.street',
      'companies.postal',
      'companies.city',
      'companies.country',
      'companies.multi_consumers_auth',
      'companies.admin_with_multi_consumer_auth_limit',
      'projects.name as project_name',
      'projects.description as project_description',
      'projects.purpose',
    ])
    .where('companies.id', '=', companyId)
    .executeTakeFirstOrThrow();
}

/** Locks the company row, so that concurrent dummy creations count one after another. */
export function lockCompany(db: Db, companyId: string) {
  return db
    .selectFrom('companies')
    .select(['multi_consumers_auth', 'admin_with_multi_consumer_auth_limit'])
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function countDummies(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('consumers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('company_id', '=', companyId)
    .where('is_dummy', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function emailsLike(db: Db, local: string, domain: string): Promise<Set<string>> {
  const escaped = local.replace(/[%_\\]/g, '\\$&');
  const rows = await db
    .selectFrom('consumers')
    .select('email')
    .where('email', 'like', `${escaped}%@${domain.replace(/[%_\\]/g, '\\$&')}`)
    .execute();
  return new Set(rows.map((r) => r.email));
}

/** A newer invitation of the same address to the same company voids the older ones. */
export async function replaceInvitation(
  db: Db,
  invitation: {
    id: string;
    company_id: string;
    project_id: string;
    invited_by: string;
    email: string;
    firstname: string;
    lastname: string;
    is_owner: boolean;
    token_hash: string;
    created_at: Date;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('invitations')
      .where('email', '=', invitation.email)
      .where('company_id', '=', invitation.company_id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('invitations')
      .values({ ...invitation, used_at: null })
      .execute();
  });
}

export function findInvitation(db: Db, tokenHash: string) {
  return db.selectFrom('invitations').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Uses the invitation, if it still has that token (a resend in the meantime gives it a new one). */
export async function consumeInvitation(db: Db, id: string, tokenHash: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

const PENDING_COLUMNS = ['id', 'email', 'firstname', 'lastname', 'is_owner', 'created_at'] as const;

/** The company's invitations not used yet, newest first. */
export function pendingInvitations(db: Db, companyId: string) {
  return db
    .selectFrom('invitations')
    .select(PENDING_COLUMNS)
    .where('company_id', '=', companyId)
    .where('used_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
}

/** One unused invitation, only within the company named. */
export function pendingInvitation(db: Db, companyId: string, id: string) {
  return db
    .selectFrom('invitations')
    .select(PENDING_COLUMNS)
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
}

/** A new token and send time for an unused invitation; the old token matches nothing after it. */
export async function renewInvitation(
  db: Db,
  id: string,
  values: { invited_by: string; token_hash: string; created_at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set(values)
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function withdrawInvitation(db: Db, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('invitations')
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

/** Locks the Owner's row: the invitations of one Owner are counted one after another on every instance. */
export async function lockInviter(db: Db, consumerId: string): Promise<void> {
  await db.selectFrom('consumers').select('id').where('id', '=', consumerId).forNoKeyUpdate().execute();
}

/** When the send that used up the window's last place went out, if one did. */
export async function sendThatFilledWindow(
  db: Db,
  inviterId: string,
  since: Date,
  perWindow: number,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('invitation_sends')
    .select('sent_at')
    .where('inviter_id', '=', inviterId)
    .where('sent_at', '>', since)
    .orderBy('sent_at', 'desc')
    .offset(perWindow - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.sent_at;
}

/** Counts one send; the Owner's sends that left the window are forgotten on the way. */
export async function recordSend(db: Db, inviterId: string, at: Date, since: Date): Promise<void> {
  await db
    .deleteFrom('invitation_sends')
    .where('inviter_id', '=', inviterId)
    .where('sent_at', '<=', since)
    .execute();
  await db.insertInto('invitation_sends').values({ inviter_id: inviterId, sent_at: at }).execute();
}
