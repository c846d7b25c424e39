import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Statuses that still wait for the operator: the ones the start page counts as open. */
export const OPEN_REQUEST_STATUSES = ['Pending', 'In review'] as const;
export const OPEN_BUG_STATUSES = ['Pending', 'In progress'] as const;

/**
 * Everything the start page shows, in one statement: the caller's row with their company's, and
 * one scalar subquery per fact or count. Each subquery walks one index (credentials by consumer
 * and by company, consumers by company, invitations by company, news answers by consumer,
 * advanced requests by company, bug reports by consumer); the member count stops at two.
 */
export function startSummary(db: Db, viewer: { consumerId: string; companyId: string }) {
  const { consumerId, companyId } = viewer;
  return db
    .selectFrom('consumers')
    .innerJoin('companies', 'companies.id', 'consumers.company_id')
    .where('consumers.id', '=', consumerId)
    .where('consumers.company_id', '=', companyId)
    .select((eb) => [
      'companies.first_token_at',
      'companies.first_api_call_at',
      'consumers.start_checklist_dismissed_at',
      eb
        .exists(eb.selectFrom('credentials').select(sql.lit(1).as('one')).where('company_id', '=', companyId))
        .as('company_has_client'),
      eb
        .selectFrom('credentials')
        .select(eb.fn.countAll<string>().as('n'))
        .where('consumer_id', '=', consumerId)
        .where('pending_view', '=', false)
        .as('own_clients'),
      eb
        .selectFrom('credentials')
        .select(eb.fn.countAll<string>().as('n'))
        .where('consumer_id', '=', consumerId)
        .where('pending_view', '=', true)
        .as('secrets_to_view'),
      sql<string>`(SELECT count(*) FROM (SELECT 1 FROM consumers WHERE company_id = ${companyId} LIMIT 2) AS two)`.as(
        'members_up_to_two',
      ),
      eb
        .exists(eb.selectFrom('invitations').select(sql.lit(1).as('one')).where('company_id', '=', companyId))
        .as('invitation_sent'),
      eb
        .selectFrom('news')
        .select(eb.fn.countAll<string>().as('n'))
        .where('news.terms_and_conditions', '=', true)
        .where((news) =>
          news.or([
            news('news.all_companies', '=', true),
            news.exists(
              news
                .selectFrom('news_companies')
                .select('news_companies.news_id')
                .whereRef('news_companies.news_id', '=', 'news.id')
                .where('news_companies.company_id', '=', companyId),
            ),
          ]),
        )
        .where((news) =>
          news.not(
            news.exists(
              news
                .selectFrom('news_answers')
                .select('news_answers.news_id')
                .whereRef('news_answers.news_id', '=', 'news.id')
                .where('news_answers.consumer_id', '=', consumerId),
            ),
          ),
        )
        .as('terms_to_answer'),
      eb
        .selectFrom('advanced_requests')
        .select(eb.fn.countAll<string>().as('n'))
        .where('company_id', '=', companyId)
        .where('status', 'in', OPEN_REQUEST_STATUSES)
        .as('open_requests'),
      eb
        .selectFrom('bug_reports')
        .select(eb.fn.countAll<string>().as('n'))
        .where('consumer_id', '=', consumerId)
        .where('status', 'in', OPEN_BUG_STATUSES)
        .as('open_bug_reports'),
    ])
    .executeTakeFirst();
}

export type StartSummaryRow = NonNullable<Awaited<ReturnType<typeof startSummary>>>;

/**
 * Set once, on the company of the client: a later call finds the column set and changes no row.
 * `first_token_at` for a token the token service issued, `first_api_call_at` for a call the sample
 * API accepted.
 */
export async function recordFirst(
  db: Db,
  fact: 'first_token_at' | 'first_api_call_at',
  clientId: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('companies')
    .set({ [fact]: at })
    .where(fact, 'is', null)
    .where('id', '=', (eb) =>
      eb.selectFrom('credentials').select('company_id').where('client_id', '=', clientId),
    )
    .execute();
}

export async function setLanguage(db: Db, consumerId: string, language: 'en' | 'de'): Promise<void> {
  await db.updateTable('consumers').set({ language }).where('id', '=', consumerId).execute();
}

export async function dismissChecklist(db: Db, consumerId: string, at: Date): Promise<void> {
  await db
    .updateTable('consumers')
    .set({ start_checklist_dismissed_at: at })
    .where('id', '=', consumerId)
    .where('start_checklist_dismissed_at', 'is', null)
    .execute();
}
