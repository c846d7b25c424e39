import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { CompaniesTable, NewConsumer, ProjectsTable } from '../../db/schema';

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('consumers').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function insertCompanyWithOwner(
  db: Db,
  company: Insertable<CompaniesTable>,
  project: Insertable<ProjectsTable>,
  owner: NewConsumer,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('companies').values(company).execute();
    await trx.insertInto('projects').values(project).execute();
    await trx.insertInto('consumers').values(owner).execute();
  });
}

export function personalDetails(db: Db, consumerId: string) {
  return db
    .selectFrom('consumers')
    .innerJoin('companies', 'companies.id', 'consumers.company_id')
    .innerJoin('projects', 'projects.id', 'consumers.project_id')
    .select([
      'consumers.firstname',
      'consumers.lastname',
      'consumers.email',
      'consumers.mobile',
      'consumers.street',
      'consumers.postal',
      'consumers.city',
      'consumers.country',
      'consumers.last_success_login_at',
      'consumers.last_success_ip',
      'consumers.last_failed_login_at',
      'consumers.last_failed_ip',
      'companies.name as companyname',
      'projects.name as projectname',
      'projects.description as projectdescription',
    ])
    .where('consumers.id', '=', consumerId)
    .executeTakeFirst();
}

export type PersonalDetailsRow = NonNullable<Awaited<ReturnType<typeof personalDetails>>>;

/** PostgreSQL's unique_violation, raised when two registrations of one e-mail race. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
