import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/database';

/**
 * Puts a second person into an account's company straight into the database, for rules that need
 * a team before the team screens exist. The member cannot sign in (no usable password or seed).
 */
export async function addMember(db: Db, ownerEmail: string, options: { isOwner: boolean }) {
  const owner = await db
    .selectFrom('consumers')
    .select(['company_id', 'project_id'])
    .where('email', '=', ownerEmail)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  const now = new Date();
  await db
    .insertInto('consumers')
    .values({
      id,
      company_id: owner.company_id,
      project_id: owner.project_id,
      email: `member.${randomBytes(4).toString('hex')}@example.com`,
      firstname: 'Mem',
      lastname: 'Ber',
      mobile: '+49 1701234567 DE',
      street: 'Street 1',
      postal: '10117',
      city: 'Berlin',
      country: 'Germany',
      is_owner: options.isOwner,
      password_hash: 'not-a-hash',
      password_changed_at: now,
      totp_secret: 'not-a-secret',
      totp_last_step: null,
      last_success_login_at: null,
      last_success_ip: null,
      last_failed_login_at: null,
      last_failed_ip: null,
      created_at: now,
    })
    .execute();
  return id;
}
