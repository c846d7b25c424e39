import type { Db } from '../../db/database';

export function listAccounts(db: Db, filter: { email?: string; limit: number }) {
  let query = db
    .selectFrom('consumers')
    .innerJoin('companies', 'companies.id', 'consumers.company_id')
    .select([
      'consumers.id',
      'consumers.email',
      'consumers.firstname',
      'consumers.lastname',
      'consumers.is_owner',
      'consumers.created_at',
      'consumers.last_success_login_at',
      'consumers.password_reset_required',
      'companies.id as company_id',
      'companies.name as company_name',
    ])
    .orderBy('consumers.created_at', 'desc')
    .orderBy('consumers.id')
    .limit(filter.limit);
  if (filter.email)
    query = query.where('consumers.email', 'like', `%${filter.email.replace(/[%_\\]/g, '\\$&')}%`);
  return query.execute();
}

export function listCompanies(db: Db, limit: number) {
  return db
    .selectFrom('companies')
    .leftJoin('consumers', 'consumers.company_id', 'companies.id')
    .select((eb) => [
      'companies.id',
      'companies.name',
      'companies.multi_consumers_auth',
      'companies.admin_with_multi_consumer_auth_limit',
      'companies.created_at',
      eb.fn.count<string>('consumers.id').as('members'),
    ])
    .groupBy('companies.id')
    .orderBy('companies.created_at', 'desc')
    .limit(limit)
    .execute();
}

export async function setMultiConsumer(
  db: Db,
  companyId: string,
  enabled: boolean,
  limit: number,
): Promise<boolean> {
  const result = await db
    .updateTable('companies')
    .set({ multi_consumers_auth: enabled, admin_with_multi_consumer_auth_limit: limit })
    .where('id', '=', companyId)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
