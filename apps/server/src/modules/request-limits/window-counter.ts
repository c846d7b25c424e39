import type { Db } from '../../db/database';
import { countCall, type RequestWindow, readWindows } from './repo';

/**
 * Fixed windows counted in the database every instance shares, for other modules' limits (a
 * plan's calls per minute): the same counter as the per-address limits, under the caller's key.
 */
export const windowCounter = (db: Db) => ({
  count: (key: string, now: Date, windowMs: number): Promise<RequestWindow> =>
    countCall(db, key, now, windowMs),
  readAll: (keys: readonly string[]): Promise<Map<string, RequestWindow>> => readWindows(db, keys),
});
