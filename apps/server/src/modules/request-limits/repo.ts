import type { Db } from '../../db/database';

export interface RequestWindow {
  hits: number;
  started_at: Date;
}

/**
 * Counts one call for `key` in one statement: within the window that began less than `windowMs`
 * before `now` the count goes up, else a new window begins with this call. Concurrent calls on any
 * instance each get their own count, as the row is updated in place.
 */
export async function countCall(db: Db, key: string, now: Date, windowMs: number): Promise<RequestWindow> {
  const cutoff = new Date(now.getTime() - windowMs);
  return db
    .insertInto('request_windows')
    .values({ key, started_at: now, hits: 1 })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet((eb) => {
        const current = eb('request_windows.started_at', '>', cutoff);
        return {
          hits: eb
            .case()
            .when(current)
            .then(eb('request_windows.hits', '+', 1))
            .else(1)
            .end(),
          started_at: eb
            .case()
            .when(current)
            .then(eb.ref('request_windows.started_at'))
            .else(eb.ref('excluded.started_at'))
            .end(),
        };
      }),
    )
    .returning(['hits', 'started_at'])
    .executeTakeFirstOrThrow();
}

/** The window of `key` as it stands, without counting anything. */
export async function readWindow(db: Db, key: string): Promise<RequestWindow | undefined> {
  return db
    .selectFrom('request_windows')
    .select(['hits', 'started_at'])
    .where('key', '=', key)
    .executeTakeFirst();
}

/** The windows of several keys as they stand, by key; a key never counted is missing. */
export async function readWindows(db: Db, keys: readonly string[]): Promise<Map<string, RequestWindow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .selectFrom('request_windows')
    .select(['key', 'hits', 'started_at'])
    .where('key', 'in', [...keys])
    .execute();
  return new Map(rows.map((row) => [row.key, { hits: row.hits, started_at: row.started_at }]));
}
