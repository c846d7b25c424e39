import type { AuditArea, AuditEventType } from '@ddp/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuditEventsTable } from '../../db/schema';

export interface AuditRow {
  company_id: string;
  at: Date;
  actor_id: string | null;
  actor: string;
  address: string | null;
  type: AuditEventType;
  target: string | null;
  details: Readonly<Record<string, unknown>>;
}

/** One statement for a whole batch: the writer's flush. */
export async function insertEvents(db: Db, rows: readonly AuditRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('audit_events')
    .values(rows.map((row) => ({ ...row, details: JSON.stringify(row.details) })))
    .execute();
}

export interface AuditQuery {
  companyId?: string;
  area?: AuditArea;
  type?: AuditEventType;
  /** Part of the actor's e-mail, any case. */
  actor?: string;
  since?: Date;
  until?: Date;
  /** The id of the last event of the page before. */
  before?: string;
  limit: number;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first, by time and then by id, so that a page never repeats nor skips an event. */
export async function listEvents(db: Db, query: AuditQuery) {
  let select = db
    .selectFrom('audit_events')
    .select(['id', 'company_id', 'at', 'actor_id', 'actor', 'address', 'type', 'target', 'details'])
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.companyId) select = select.where('company_id', '=', query.companyId);
  if (query.type) select = select.where('type', '=', query.type);
  else if (query.area) select = select.where('type', 'like', `${query.area}.%`);
  if (query.actor) select = select.where('actor', 'ilike', `%${likeEscaped(query.actor)}%`);
  if (query.since) select = select.where('at', '>=', query.since);
  if (query.until) select = select.where('at', '<', query.until);
  const { before, companyId } = query;
  if (before) {
    // The page's last event, looked up in the same company only: a cursor says nothing of others.
    const pageEnd = sql`SELECT page_end.at, page_end.id FROM audit_events page_end WHERE page_end.id = ${before}`;
    const sameCompany = companyId ? sql` AND page_end.company_id = ${companyId}` : sql``;
    select = select.where(sql<boolean>`(at, id) < (${pageEnd}${sameCompany})`);
  }
  return select.execute();
}

export type AuditEventRow = Awaited<ReturnType<typeof listEvents>>[number];

export interface PersonalQuery {
  consumerId: string;
  companyId: string;
  email: string;
  since: Date;
  before?: string | undefined;
  limit: number;
}

/**
 * A person's security events, newest first: what they did or met (sign-ins, failures, locks,
 * changes, sessions ended, secrets viewed) and what an operator did to their account.
 */
export async function listPersonalEvents(db: Db, query: PersonalQuery) {
  let select = db
    .selectFrom('audit_events')
    .select(['id', 'company_id', 'at', 'actor_id', 'actor', 'address', 'type', 'target', 'details'])
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', query.consumerId),
        eb.and([
          eb('actor_id', 'is', null),
          eb('company_id', '=', query.companyId),
          eb('target', '=', query.email),
        ]),
      ]),
    )
    .where((eb) => eb.or([eb('type', 'like', 'security.%'), eb('type', '=', 'credential.secret_viewed')]))
    .where('at', '>=', query.since)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit);
  if (query.before) {
    // Only one of the person's own events is a cursor: another's would tell its time.
    const pageEnd = sql`SELECT page_end.at, page_end.id FROM audit_events page_end WHERE page_end.id = ${query.before}
      AND (page_end.actor_id = ${query.consumerId}
        OR (page_end.actor_id IS NULL AND page_end.company_id = ${query.companyId} AND page_end.target = ${query.email}))`;
    select = select.where(sql<boolean>`(at, id) < (${pageEnd})`);
  }
  return select.execute();
}
export type { AuditEventsTable };

/** Events older than `before`, at most `batch` of them: the retention, in short statements. */
export async function deleteEventsBefore(db: Db, before: Date, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('audit_events')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('audit_events')
        .select('id')
        .where('at', '<', before)
        .limit(batch)
        .forUpdate()
        .skipLocked(),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
