import type { Db } from '../../db/database';

export async function insertRequest(
  db: Db,
  request: { id: string; company_id: string; consumer_id: string; description: string; created_at: Date },
): Promise<string> {
  const row = await db
    .insertInto('advanced_requests')
    .values({ ...request, service_id: null, status: 'Pending', updated_at: request.created_at })
    .returning('request_number')
    .executeTakeFirstOrThrow();
  return String(row.request_number);
}

export function companyRequests(db: Db, companyId: string) {
  return db
    .selectFrom('advanced_requests')
    .leftJoin('api_services', (join) =>
      join
        .onRef('api_services.service_id', '=', 'advanced_requests.service_id')
        .on('api_services.kind', '=', 'advanced'),
    )
    .select([
      'advanced_requests.request_number',
      'advanced_requests.description',
      'advanced_requests.created_at',
      'advanced_requests.status',
      'advanced_requests.service_id',
      (eb) => eb.fn.max('api_services.display_text').as('service_name'),
    ])
    .where('advanced_requests.company_id', '=', companyId)
    .groupBy([
      'advanced_requests.request_number',
      'advanced_requests.description',
      'advanced_requests.created_at',
      'advanced_requests.status',
      'advanced_requests.service_id',
    ])
    .orderBy('advanced_requests.created_at', 'desc')
    .orderBy('advanced_requests.request_number', 'desc')
    .execute();
}

export function allRequests(db: Db, status?: string) {
  let query = db
    .selectFrom('advanced_requests')
    .innerJoin('companies', 'companies.id', 'advanced_requests.company_id')
    .select([
      'advanced_requests.request_number',
      'advanced_requests.description',
      'advanced_requests.status',
      'advanced_requests.service_id',
      'advanced_requests.created_at',
      'companies.id as company_id',
      'companies.name as company_name',
    ])
    .orderBy('advanced_requests.created_at', 'desc');
  if (status) query = query.where('advanced_requests.status', '=', status);
  return query.execute();
}

export function byNumber(db: Db, requestNumber: string) {
  return db
    .selectFrom('advanced_requests')
    .selectAll()
    .where('request_number', '=', requestNumber)
    .executeTakeFirst();
}

export async function setStatus(
  db: Db,
  id: string,
  status: string,
  serviceId: string | null,
  at: Date,
): Promise<void> {
  await db
    .updateTable('advanced_requests')
    .set({ status, service_id: serviceId, updated_at: at })
    .where('id', '=', id)
    .execute();
}
