import { InsertQueryNode, type KyselyPlugin, ValuesNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  type TestDatabase,
  testDatabaseKind,
} from '../../../test/test-support/test-database';
import type { Db } from '../../db/database';
import { UsedAssertions } from './used-assertions';

const LATER = new Date('2030-01-01T00:00:00Z');

/**
 * The statements a database is sent, with the rows of each; the first `failing` of them fail, and
 * each answer waits for `answered` (a slow database).
 */
function counted(db: Db, { failing = 0, answered = Promise.resolve() } = {}) {
  const seen = { statements: 0, rows: [] as number[] };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      seen.statements += 1;
      if (seen.statements <= failing) throw new Error('the database is unreachable');
      if (InsertQueryNode.is(node) && node.values && ValuesNode.is(node.values))
        seen.rows.push(node.values.values.length);
      return node;
    },
    transformResult: async ({ result }) => {
      await answered;
      return result;
    },
  };
  return { db: db.withPlugin(plugin), seen };
}

const storedKeys = async (db: Db, prefix: string) =>
  (await db.selectFrom('used_client_assertions').select('key').where('key', 'like', `${prefix}%`).execute())
    .map(({ key }) => key)
    .sort();

// Issue 20, parts 3 and 6: each assertion is accepted once, and those that arrive together are
// recorded in one statement.
describe(`the used assertions (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.drop());

  it('accepts each key once, also when it is asked for twice while one statement is written', async () => {
    const { db, seen } = counted(database.db);
    const used = new UsedAssertions(db);
    const answers = await Promise.all([
      used.firstUse('twice a', LATER),
      used.firstUse('twice b', LATER),
      used.firstUse('twice a', LATER),
      used.firstUse('twice a', LATER),
    ]);
    expect(answers).toEqual([true, true, false, false]);
    expect(seen.statements).toBe(1);
    expect(await storedKeys(database.db, 'twice ')).toEqual(['twice a', 'twice b']);
    expect(await used.firstUse('twice b', LATER)).toBe(false);
  });

  it('writes those that arrive during a statement together in the next, up to 1,000 a statement', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { db, seen } = counted(database.db, { answered });
    const used = new UsedAssertions(db);
    const key = (n: number) => `many ${String(n).padStart(4, '0')}`;
    const first = used.firstUse(key(0), LATER);
    // Asked one task later each, as grants arrive, while the first statement is being answered.
    const rest: Promise<boolean>[] = [];
    for (let n = 1; n < 2_500; n += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      rest.push(used.firstUse(key(n), LATER));
    }
    expect(seen.rows).toEqual([1]);
    answer();
    expect([await first, ...(await Promise.all(rest))].every(Boolean)).toBe(true);
    expect(seen.rows).toEqual([1, 1_000, 1_000, 499]);
    expect(await storedKeys(database.db, 'many ')).toHaveLength(2_500);
  });

  it('accepts a key once across instances asking for it at the same time', async () => {
    const here = new UsedAssertions(database.db);
    const there = new UsedAssertions(await database.openAnother());
    const answers = await Promise.all([
      here.firstUse('shared', LATER),
      there.firstUse('shared', LATER),
      here.firstUse('shared', LATER),
      there.firstUse('shared', LATER),
    ]);
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a key asked for again while its first use waits, without waiting for the statement', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { db } = counted(database.db, { answered });
    const used = new UsedAssertions(db);
    let firstSettled = false;
    const first = used.firstUse('waiting', LATER).finally(() => {
      firstSettled = true;
    });
    expect(await used.firstUse('waiting', LATER)).toBe(false);
    expect(firstSettled).toBe(false);
    answer();
    expect(await first).toBe(true);
  });

  it('fails the first use in a failed statement, records none, and writes the next', async () => {
    const { db } = counted(database.db, { failing: 1 });
    const used = new UsedAssertions(db);
    const failed = await Promise.allSettled([
      used.firstUse('failed a', LATER),
      used.firstUse('failed b', LATER),
      used.firstUse('failed a', LATER),
    ]);
    // The third is the same assertion sent twice at once: refused as a replay, not as a failure.
    expect(failed.map((answer) => answer.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    expect(failed[2]).toEqual({ status: 'fulfilled', value: false });
    expect(await storedKeys(database.db, 'failed ')).toEqual([]);
    expect(await used.firstUse('failed a', LATER)).toBe(true);
    expect(await used.firstUse('failed a', LATER)).toBe(false);
  });
});
