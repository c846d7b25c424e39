import type { Db } from '../../db/database';

export interface UsageRow {
  at: Date;
  event_key: string;
  client_id: string;
  company_id: string;
  operation: string;
  status: number;
  latency_ms: number;
  bytes: number;
}

/** The company of each client id given that exists. */
export async function companiesOf(db: Db, clientIds: readonly string[]): Promise<Map<string, string>> {
  if (clientIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('credentials')
    .select(['client_id', 'company_id'])
    .where('client_id', 'in', [...clientIds])
    .execute();
  return new Map(rows.map((row) => [row.client_id, row.company_id]));
}

/** One statement per batch; a record already stored is skipped. Returns how many were new. */
export async function insertCalls(db: Db, rows: readonly UsageRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await db
    .insertInto('usage_calls')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['at', 'event_key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
}
