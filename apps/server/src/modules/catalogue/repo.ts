import type { Db } from '../../db/database';

export function listServices(db: Db, kind: 'basic' | 'advanced', grantedTo?: string) {
  let query = db
    .selectFrom('api_services')
    .select(['service_id', 'version', 'display_text', 'document'])
    .where('kind', '=', kind)
    .where('retired_at', 'is', null)
    .orderBy('display_text')
    .orderBy('version', 'desc');
  if (grantedTo !== undefined) {
    query = query.where('service_id', 'in', (eb) =>
      eb.selectFrom('service_grants').select('service_id').where('company_id', '=', grantedTo),
    );
  }
  return query.execute();
}

export function findDocument(db: Db, kind: 'basic' | 'advanced', serviceId: string, version: string) {
  return db
    .selectFrom('api_services')
    .select(['document', 'display_text'])
    .where('kind', '=', kind)
    .where('service_id', '=', serviceId)
    .where('version', '=', version)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
}

export async function isGranted(db: Db, companyId: string, serviceId: string): Promise<boolean> {
  const row = await db
    .selectFrom('service_grants')
    .select('service_id')
    .where('company_id', '=', companyId)
    .where('service_id', '=', serviceId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Publishing the same service id and version again replaces its document. */
export async function upsertService(
  db: Db,
  service: {
    id: string;
    service_id: string;
    version: string;
    kind: 'basic' | 'advanced';
    display_text: string;
    document: string;
    published_at: Date;
  },
): Promise<void> {
  await db
    .insertInto('api_services')
    .values({ ...service, retired_at: null })
    .onConflict((oc) =>
      oc.columns(['service_id', 'version']).doUpdateSet({
        kind: service.kind,
        display_text: service.display_text,
        document: service.document,
        published_at: service.published_at,
        retired_at: null,
      }),
    )
    .execute();
}

export async function retireService(
  db: Db,
  serviceId: string,
  version: string | undefined,
  at: Date,
): Promise<number> {
  let query = db
    .updateTable('api_services')
    .set({ retired_at: at })
    .where('service_id', '=', serviceId)
    .where('retired_at', 'is', null);
  if (version) query = query.where('version', '=', version);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

export function allServices(db: Db) {
  return db
    .selectFrom('api_services')
    .select(['service_id', 'version', 'kind', 'display_text', 'published_at', 'retired_at'])
    .orderBy('service_id')
    .orderBy('version')
    .execute();
}

export async function grant(db: Db, companyId: string, serviceId: string, at: Date): Promise<void> {
  await db
    .insertInto('service_grants')
    .values({ company_id: companyId, service_id: serviceId, granted_at: at })
    .onConflict((oc) => oc.columns(['company_id', 'service_id']).doNothing())
    .execute();
}

export async function companyExists(db: Db, companyId: string): Promise<boolean> {
  const row = await db.selectFrom('companies').select('id').where('id', '=', companyId).executeTakeFirst();
  return row !== undefined;
}

export async function serviceExists(db: Db, serviceId: string, kind: 'basic' | 'advanced'): Promise<boolean> {
  const row = await db
    .selectFrom('api_services')
    .select('id')
    .where('service_id', '=', serviceId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row !== undefined;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const services = await db.selectFrom('api_services').select('id').limit(1).execute();
  const companies = await db.selectFrom('companies').select('id').limit(1).execute();
  return services.length === 0 && companies.length === 0;
}
