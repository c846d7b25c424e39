import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresForTests } from '../../test/test-support/postgres-only';
import { CHANGE_CHANNEL, type ChangeFeed, postgresChangeFeed } from './change-feed';

const url = postgresForTests('the change feed barrier test');

describe.runIf(url)('the change feed on PostgreSQL', () => {
  let feed: ChangeFeed;
  let writer: pg.Pool;
  const heard = new Set<string>();
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  let unsubscribe: () => void;

  beforeAll(async () => {
    process.on('warning', onWarning);
    writer = new pg.Pool({ connectionString: url, max: 8 });
    feed = postgresChangeFeed(url!, { connectTimeoutMs: 3_000 });
    unsubscribe = feed.subscribe({ changed: (payload) => heard.add(payload), lost: () => {} });
    for (let waited = 0; !feed.live; waited += 50) {
      if (waited > 10_000) throw new Error('the change feed did not start listening');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  afterAll(async () => {
    unsubscribe();
    await writer.end();
    process.off('warning', onWarning);
  });

  it('has each writer hear its own notice by the time its sync returns, with many writers at once', async () => {
    const writes = Array.from({ length: 40 }, (_, i) => `barrier-test:${i}`);
    const missed = await Promise.all(
      writes.map(async (payload) => {
        await writer.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
        await feed.sync();
        return heard.has(payload) ? null : payload;
      }),
    );
    expect(missed.filter(Boolean)).toEqual([]);
    // The barriers share statements instead of overlapping them on the one listening connection.
    expect(warnings.filter((warning) => /client\.query\(\)/.test(warning))).toEqual([]);
  });
});
