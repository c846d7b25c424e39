import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** News for every company, or addressed to this one: the only news a member may ever see. */
const visibleTo = (companyId: string) => (eb: ExpressionBuilder<Database, 'news'>) =>
  eb.or([
    eb('news.all_companies', '=', true),
    eb.exists(
      eb
        .selectFrom('news_companies')
        .select('news_companies.news_id')
        .whereRef('news_companies.news_id', '=', 'news.id')
        .where('news_companies.company_id', '=', companyId),
    ),
  ]);

export async function countVisible(db: Db, companyId: string): Promise<number> {
  const row = await db
    .selectFrom('news')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(visibleTo(companyId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Newest first, with the caller's own answer (if any). */
export function visiblePage(
  db: Db,
  viewer: { companyId: string; consumerId: string },
  offset: number,
  limit: number,
) {
  return db
    .selectFrom('news')
    .leftJoin('news_answers', (join) =>
      join
        .onRef('news_answers.news_id', '=', 'news.id')
        .on('news_answers.consumer_id', '=', viewer.consumerId),
    )
    .select([
      'news.id',
      'news.subject',
      'news.created_at',
      'news.terms_and_conditions',
      'news_answers.accepted',
    ])
    .where(visibleTo(viewer.companyId))
    .orderBy('news.created_at', 'desc')
    .orderBy('news.id')
    .offset(offset)
    .limit(limit)
    .execute();
}

export function visibleItem(db: Db, viewer: { companyId: string; consumerId: string }, newsId: string) {
  return db
    .selectFrom('news')
    .leftJoin('news_answers', (join) =>
      join
        .onRef('news_answers.news_id', '=', 'news.id')
        .on('news_answers.consumer_id', '=', viewer.consumerId),
    )
    .select([
      'news.id',
      'news.subject',
      'news.body',
      'news.created_at',
      'news.terms_and_conditions',
      'news_answers.accepted',
    ])
    .where('news.id', '=', newsId)
    .where(visibleTo(viewer.companyId))
    .executeTakeFirst();
}

export async function attachmentsOf(db: Db, newsId: string) {
  const rows = await db
    .selectFrom('news_attachments')
    .select(['filename', 'content_type', 'content'])
    .where('news_id', '=', newsId)
    .orderBy('position')
    .execute();
  // PGlite hands back a Uint8Array, node-postgres a Buffer: one shape for the presenter.
  return rows.map((row) => ({ ...row, content: Buffer.from(row.content) }));
}

/** Records an answer unless there already is one; false when the caller had answered before. */
export async function insertAnswer(
  db: Db,
  answer: { news_id: string; consumer_id: string; accepted: number; answered_at: Date },
): Promise<boolean> {
  const result = await db
    .insertInto('news_answers')
    .values(answer)
    .onConflict((oc) => oc.columns(['news_id', 'consumer_id']).doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}

export async function deleteAnswer(db: Db, newsId: string, consumerId: string): Promise<void> {
  await db
    .deleteFrom('news_answers')
    .where('news_id', '=', newsId)
    .where('consumer_id', '=', consumerId)
    .execute();
}

export async function answerOf(db: Db, newsId: string, consumerId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('news_answers')
    .select('accepted')
    .where('news_id', '=', newsId)
    .where('consumer_id', '=', consumerId)
    .executeTakeFirst();
  return row?.accepted;
}

export async function existingCompanies(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('companies').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export interface NewNews {
  id: string;
  subject: string;
  body: string;
  terms_and_conditions: boolean;
  all_companies: boolean;
  created_at: Date;
  companyIds: readonly string[];
  attachments: ReadonlyArray<{ id: string; filename: string; content_type: string; content: Buffer }>;
}

/** The news item, its audience and its files: all or nothing. */
export async function insertNews(db: Db, news: NewNews): Promise<void> {
  const { companyIds, attachments, ...row } = news;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('news').values(row).execute();
    if (companyIds.length > 0) {
      await trx
        .insertInto('news_companies')
        .values(companyIds.map((company_id) => ({ news_id: news.id, company_id })))
        .execute();
    }
    for (const [position, file] of attachments.entries()) {
      await trx
        .insertInto('news_attachments')
        .values({ ...file, news_id: news.id, position })
        .execute();
    }
  });
}

/** For operators: every news item with its audience size, files and answers. */
export function listAll(db: Db, limit: number) {
  return db
    .selectFrom('news')
    .select((eb) => [
      'news.id',
      'news.subject',
      'news.created_at',
      'news.terms_and_conditions',
      'news.all_companies',
      eb
        .selectFrom('news_companies')
        .select((sub) => sub.fn.countAll<string>().as('n'))
        .whereRef('news_companies.news_id', '=', 'news.id')
        .as('companies'),
      eb
        .selectFrom('news_attachments')
        .select((sub) => sub.fn.countAll<string>().as('n'))
        .whereRef('news_attachments.news_id', '=', 'news.id')
        .as('attachments'),
      eb
        .selectFrom('news_answers')
        .select((sub) => sub.fn.countAll<string>().as('n'))
        .whereRef('news_answers.news_id', '=', 'news.id')
        .where('news_answers.accepted', '=', 1)
        .as('accepted'),
    ])
    .orderBy('news.created_at', 'desc')
    .orderBy('news.id')
    .limit(limit)
    .execute();
}

export async function deleteNews(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('news').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows === 1n;
}
