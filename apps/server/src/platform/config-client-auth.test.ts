import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig } from './config';

describe('limits of client authentication at the token service', () => {
  it('defaults to 20 wrong secrets per client id and address, 5 minutes, 60 a minute per address', () => {
    expect(loadConfig({}).oauth).toMatchObject({
      clientFailureLimit: 20,
      clientLockMs: 5 * 60_000,
      addressFailuresPerMinute: 60,
    });
  });

  it('reads each limit from the environment', () => {
    const config = loadConfig({
      CLIENT_AUTH_MAX_FAILURES: '5',
      CLIENT_AUTH_LOCK_MINUTES: '15',
      CLIENT_AUTH_FAILURES_PER_MINUTE: '200',
    });
    expect(config.oauth).toMatchObject({
      clientFailureLimit: 5,
      clientLockMs: 15 * 60_000,
      addressFailuresPerMinute: 200,
    });
  });

  it('names each bad value', () => {
    expect(
      configProblemsOf({
        CLIENT_AUTH_MAX_FAILURES: '0',
        CLIENT_AUTH_LOCK_MINUTES: 'soon',
        CLIENT_AUTH_FAILURES_PER_MINUTE: '-1',
      }),
    ).toEqual([
      'CLIENT_AUTH_MAX_FAILURES must be a whole number from 1 to 1000000 (got "0")',
      'CLIENT_AUTH_LOCK_MINUTES must be a whole number from 1 to 1440 (got "soon")',
      'CLIENT_AUTH_FAILURES_PER_MINUTE must be a whole number from 1 to 1000000 (got "-1")',
    ]);
  });
});
