import type { BugListOrder } from '@ddp/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { BugReportFilesTable, BugReportsTable } from '../../db/schema';

type NewReport = Insertable<BugReportsTable>;
type NewFile = Omit<BugReportFilesTable, 'report_id'>;

/** The size of the pieces new attachments are stored in, one statement each. */
export const CHUNK_BYTES = 384 * 1024;

/**
 * Locks the reporter's row until the transaction ends, so that the reports of one account are
 * counted and stored one after another on every instance; sign-ins (which only reference the row)
 * are not held up.
 */
export async function lockReporter(db: Db, consumerId: string): Promise<void> {
  await db.selectFrom('consumers').select('id').where('id', '=', consumerId).forNoKeyUpdate().execute();
}

/** What counts against the account's limits: attachment bytes stored, and reports since `since`. */
export async function usageOf(db: Db, consumerId: string, since: Date, perWindow: number) {
  const [stored, limiting] = await Promise.all([
    db
      .selectFrom('bug_report_files')
      .innerJoin('bug_reports', 'bug_reports.id', 'bug_report_files.report_id')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('bug_report_files.size'), eb.lit(0)).as('bytes'))
      .where('bug_reports.consumer_id', '=', consumerId)
      .executeTakeFirstOrThrow(),
    // The report that used up the window's last place, if there is one: the window frees a place
    // when it gets old enough.
    db
      .selectFrom('bug_reports')
      .select('created_at')
      .where('consumer_id', '=', consumerId)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .offset(perWindow - 1)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { bytes: Number(stored.bytes), windowFullSince: limiting?.created_at };
}

export async function insertReport(db: Db, report: NewReport): Promise<string> {
  const { report_number } = await db
    .insertInto('bug_reports')
    .values(report)
    .returning('report_number')
    .executeTakeFirstOrThrow();
  return report_number;
}

/** A file row and its content, written piece by piece as `pieces` yields them. */
export async function insertFile(
  db: Db,
  file: NewFile & { report_id: string },
  pieces: AsyncIterable<Uint8Array>,
): Promise<void> {
  await db.insertInto('bug_report_files').values(file).execute();
  let seq = 0;
  for await (const data of pieces) {
    await db
      .insertInto('bug_report_chunks')
      .values({ file_id: file.id, seq, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) })
      .execute();
    seq += 1;
  }
}

const listColumns = ['report_number', 'title', 'priority', 'created_at', 'status'] as const;

export async function consumerReports(
  db: Db,
  consumerId: string,
  paging: { offset: number; limit: number; order: BugListOrder },
) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('bug_reports')
      .select(listColumns)
      .where('consumer_id', '=', consumerId)
      .orderBy('created_at', paging.order)
      .orderBy('report_number', paging.order)
      .offset(paging.offset)
      .limit(paging.limit)
      .execute(),
    db
      .selectFrom('bug_reports')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('consumer_id', '=', consumerId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function reportByNumber(db: Db, reportNumber: string) {
  return db
    .selectFrom('bug_reports')
    .selectAll()
    .where('report_number', '=', reportNumber)
    .executeTakeFirst();
}

export function reportFiles(db: Db, reportId: string) {
  return db
    .selectFrom('bug_report_files')
    .select(['id', 'name', 'content_type', 'size'])
    .where('report_id', '=', reportId)
    .orderBy('position')
    .execute();
}

/** One stored piece of a file, or undefined past its end. */
export async function fileChunk(db: Db, fileId: string, seq: number): Promise<Uint8Array | undefined> {
  const row = await db
    .selectFrom('bug_report_chunks')
    .select('data')
    .where('file_id', '=', fileId)
    .where('seq', '=', seq)
    .executeTakeFirst();
  return row?.data;
}

export function allReports(db: Db, filter: { status?: string; companyId?: string }) {
  let query = db
    .selectFrom('bug_reports')
    .innerJoin('companies', 'companies.id', 'bug_reports.company_id')
    .leftJoin('bug_report_files', 'bug_report_files.report_id', 'bug_reports.id')
    .select((eb) => [
      'bug_reports.report_number',
      'bug_reports.title',
      'bug_reports.priority',
      'bug_reports.status',
      'bug_reports.consumer_email',
      'bug_reports.created_at',
      'companies.id as company_id',
      'companies.name as company_name',
      eb.fn.count<string>('bug_report_files.id').as('files'),
    ])
    .groupBy(['bug_reports.id', 'companies.id'])
    .orderBy('bug_reports.created_at', 'desc')
    .orderBy('bug_reports.report_number', 'desc');
  if (filter.status) query = query.where('bug_reports.status', '=', filter.status);
  if (filter.companyId) query = query.where('bug_reports.company_id', '=', filter.companyId);
  return query.execute();
}

export async function setStatus(db: Db, reportId: string, status: string, at: Date): Promise<void> {
  await db.updateTable('bug_reports').set({ status, updated_at: at }).where('id', '=', reportId).execute();
}
