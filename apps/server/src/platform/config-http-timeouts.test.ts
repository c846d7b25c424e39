import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig } from './config';

describe('REQUEST_TIMEOUT_SECONDS, HEADERS_TIMEOUT_SECONDS, CONNECTION_TIMEOUT_SECONDS, KEEP_ALIVE_TIMEOUT_SECONDS', () => {
  it('take whole seconds', () => {
    const config = loadConfig({
      REQUEST_TIMEOUT_SECONDS: '300',
      HEADERS_TIMEOUT_SECONDS: '20',
      CONNECTION_TIMEOUT_SECONDS: '120',
      KEEP_ALIVE_TIMEOUT_SECONDS: '5',
    });
    expect(config.http).toEqual({
      requestMs: 300_000,
      headersMs: 20_000,
      connectionMs: 120_000,
      keepAliveMs: 5_000,
    });
  });

  it('refuse a value that is no whole number of seconds', () => {
    expect(configProblemsOf({ REQUEST_TIMEOUT_SECONDS: '0', KEEP_ALIVE_TIMEOUT_SECONDS: '1.5' })).toEqual([
      'REQUEST_TIMEOUT_SECONDS must be a whole number from 1 to 3600 (got "0")',
      'KEEP_ALIVE_TIMEOUT_SECONDS must be a whole number from 1 to 3600 (got "1.5")',
    ]);
  });

  it('refuse headers that may take longer than the whole request', () => {
    expect(configProblemsOf({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '6' })).toEqual([
      'HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
    ]);
  });

  it('refuse a connection bound that a call waiting for the database would outlast', () => {
    const problem =
      'CONNECTION_TIMEOUT_SECONDS must be longer than DATABASE_CONNECT_TIMEOUT_MS and DATABASE_QUERY_TIMEOUT_MS together, or a call waiting for the database loses its connection before its answer';
    expect(configProblemsOf({ CONNECTION_TIMEOUT_SECONDS: '13' })).toEqual([problem]);
    expect(configProblemsOf({ CONNECTION_TIMEOUT_SECONDS: '14' })).toEqual([]);
    expect(configProblemsOf({ DATABASE_QUERY_TIMEOUT_MS: '60000' })).toEqual([problem]);
  });
});
