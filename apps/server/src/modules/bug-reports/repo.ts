import type { BugListOrder } from '@ddp/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { BugReportFilesTable, BugReportsTable } from '../../db/schema';

type NewReport = Insertable<BugReportsTable>;
type NewFile = Omit<BugReportFilesTable, 'report_id'>;

/** The report and its files in one transaction: all of it is stored, or nothing. */
export async function insertReport(db: Db, report: NewReport, files: readonly NewFile[]): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const { report_number } = await trx
      .insertInto('bug_reports')
      .values(report)
      .returning('report_number')
      .executeTakeFirstOrThrow();
    if (files.length > 0) {
      await trx
        .insertInto('bug_report_files')
        .values(files.map((file) => ({ ...file, report_id: report.id })))
        .execute();
    }
    return report_number;
  });
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
    .select(['name', 'content_type', 'size', 'content'])
    .where('report_id', '=', reportId)
    .orderBy('position')
    .execute();
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
