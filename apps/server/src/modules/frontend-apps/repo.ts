import type { Db } from '../../db/database';

/**
 * The apps a company sees: its own, or, when it has none, the default apps (company_id NULL).
 * One query, so a company never sees a mix of both.
 */
export function appsOfCompany(db: Db, companyId: string) {
  return db
    .selectFrom('frontend_apps')
    .select(['name', 'url'])
    .where((eb) =>
      eb.or([
        eb('company_id', '=', companyId),
        eb.and([
          eb('company_id', 'is', null),
          eb.not(
            eb.exists(
              eb.selectFrom('frontend_apps as own').select('own.id').where('own.company_id', '=', companyId),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('created_at')
    .orderBy('name')
    .execute();
}

export async function insertApp(
  db: Db,
  app: { id: string; company_id: string | null; name: string; url: string; created_at: Date },
): Promise<boolean> {
  const inserted = await db
    .insertInto('frontend_apps')
    .values(app)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export function allApps(db: Db, companyId?: string | null) {
  let query = db
    .selectFrom('frontend_apps')
    .leftJoin('companies', 'companies.id', 'frontend_apps.company_id')
    .select([
      'frontend_apps.id',
      'frontend_apps.company_id',
      'companies.name as company_name',
      'frontend_apps.name',
      'frontend_apps.url',
      'frontend_apps.created_at',
    ])
    .orderBy('companies.name')
    .orderBy('frontend_apps.created_at');
  if (companyId === null) query = query.where('frontend_apps.company_id', 'is', null);
  else if (companyId !== undefined) query = query.where('frontend_apps.company_id', '=', companyId);
  return query.execute();
}

export async function deleteApp(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('frontend_apps').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

/** The demo seed's condition: nobody uses this database yet. */
export async function isUnused(db: Db): Promise<boolean> {
  const apps = await db.selectFrom('frontend_apps').select('id').limit(1).execute();
  const companies = await db.selectFrom('companies').select('id').limit(1).execute();
  return apps.length === 0 && companies.length === 0;
}
