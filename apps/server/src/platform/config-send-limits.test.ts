import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig } from './config';

describe('limits on what an account sends', () => {
  it('keeps 200 MiB of attachments and 20 bug reports an hour per account, and 20 invitations an hour per Owner', () => {
    const config = loadConfig({});
    expect(config.bugReports).toEqual({ quotaBytes: 200 * 1024 * 1024, perHour: 20 });
    expect(config.invitationsPerHour).toBe(20);
  });

  it('takes other values from BUG_REPORT_QUOTA_MB, BUG_REPORT_RATE_PER_HOUR and INVITATIONS_PER_HOUR', () => {
    const config = loadConfig({
      BUG_REPORT_QUOTA_MB: '1024',
      BUG_REPORT_RATE_PER_HOUR: '5',
      INVITATIONS_PER_HOUR: '50',
    });
    expect(config.bugReports).toEqual({ quotaBytes: 1024 * 1024 * 1024, perHour: 5 });
    expect(config.invitationsPerHour).toBe(50);
  });

  it('refuses values that are no whole number above zero', () => {
    expect(
      configProblemsOf({
        BUG_REPORT_QUOTA_MB: '0',
        BUG_REPORT_RATE_PER_HOUR: '2.5',
        INVITATIONS_PER_HOUR: 'many',
      }),
    ).toEqual([
      'BUG_REPORT_QUOTA_MB must be a whole number from 1 to 1000000 (got "0")',
      'BUG_REPORT_RATE_PER_HOUR must be a whole number from 1 to 1000000 (got "2.5")',
      'INVITATIONS_PER_HOUR must be a whole number from 1 to 1000000 (got "many")',
    ]);
  });
});
