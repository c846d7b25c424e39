import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig } from './config';

describe('DATABASE_CONNECT_TIMEOUT_MS and DATABASE_QUERY_TIMEOUT_MS', () => {
  it('default to 3 s to connect and 10 s per statement', () => {
    expect(loadConfig({}).database).toEqual({ connectTimeoutMs: 3_000, queryTimeoutMs: 10_000 });
  });

  it('take whole milliseconds', () => {
    const config = loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '500', DATABASE_QUERY_TIMEOUT_MS: '2500' });
    expect(config.database).toEqual({ connectTimeoutMs: 500, queryTimeoutMs: 2_500 });
  });

  it('refuse anything else with a sentence each, never a silent fallback', () => {
    expect(configProblemsOf({ DATABASE_CONNECT_TIMEOUT_MS: '2s', DATABASE_QUERY_TIMEOUT_MS: '0' })).toEqual([
      'DATABASE_CONNECT_TIMEOUT_MS must be a whole number from 100 to 60000 (got "2s")',
      'DATABASE_QUERY_TIMEOUT_MS must be a whole number from 100 to 600000 (got "0")',
    ]);
  });
});
