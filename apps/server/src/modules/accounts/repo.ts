import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { CompaniesTable, NewConsumer, ProjectsTable } from '../../db/schema';

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const row = await db.selectFrom('consumers').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function insertCompany(db: Db, company: Insertable<CompaniesTable>): Promise<void> {
  await db.insertInto('companies').values(company).execute();
}

export async function insertProject(db: Db, project: Insertable<ProjectsTable>): Promise<void> {
  await db.insertInto('projects').values(project).execute();
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

export async function updateDetails(
  db: Db,
  consumerId: string,
  details: {
    firstname: string;
    lastname: string;
    mobile: string;
    street: string;
    postal: string;
    city: string;
    country: string;
  },
): Promise<void> {
  await db.updateTable('consumers').set(details).where('id', '=', consumerId).execute();
}

/** Locks the company's members for the rest of the transaction: two Owners cannot leave at once. */
export function lockMembers(db: Db, companyId: string) {
  return db
    .selectFrom('consumers')
    .select(['id', 'is_owner'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** Deletes a consumer; sessions and reset links go with it by cascade. */
export async function deleteConsumer(db: Db, consumerId: string): Promise<void> {
  await db.deleteFrom('consumers').where('id', '=', consumerId).execute();
}

/** Deletes a company and, by cascade, its project and everything of it. */
export async function deleteCompany(db: Db, companyId: string): Promise<void> {
  await db.deleteFrom('companies').where('id', '=', companyId).execute();
}

export async function insertConsumer(db: Db, consumer: NewConsumer): Promise<void> {
  await db.insertInto('consumers').values(consumer).execute();
}

export function companyAddress(db: Db, companyId: string) {
  return db
    .selectFrom('companies')
    .select(['street', 'postal', 'city', 'country'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export function companySettings(db: Db, companyId: string) {
  return db
    .selectFrom('companies')
    .select(['multi_consumers_auth', 'admin_with_multi_consumer_auth_limit'])
    .where('id', '=', companyId)
    .executeTakeFirst();
}
