import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig } from './config';

describe('lifetime of the jwtToken given to front-end apps', () => {
  it('defaults to the shared cookies’ 30 minutes', () => {
    expect(loadConfig({}).frontendAppTokenMs).toBe(30 * 60_000);
  });

  it('reads FRONTEND_APPS_TOKEN_MINUTES', () => {
    expect(loadConfig({ FRONTEND_APPS_TOKEN_MINUTES: '5' }).frontendAppTokenMs).toBe(5 * 60_000);
  });

  it('refuses a lifetime beyond the cookie that carries it', () => {
    expect(configProblemsOf({ FRONTEND_APPS_TOKEN_MINUTES: '31' })).toEqual([
      'FRONTEND_APPS_TOKEN_MINUTES must be a whole number from 1 to 30 (got "31")',
    ]);
  });
});
