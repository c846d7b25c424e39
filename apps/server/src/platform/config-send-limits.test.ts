import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../test-support/config-problems';
import { loadConfig } from './config';

describe('limits on what an account sends', () => {
  it('keeps 200 MiB of attachments and 20 bug reports an hour per account', () => {
    expect(loadConfig({}).bugReports).toEqual({ quotaBytes: 200 * 1024 * 1024, perHour: 20 });
  });

  it('takes other values from BUG_REPORT_QUOTA_MB and BUG_REPORT_RATE_PER_HOUR', () => {
    const config = loadConfig({ BUG_REPORT_QUOTA_MB: '1024', BUG_REPORT_RATE_PER_HOUR: '5' });
    expect(config.bugReports).toEqual({ quotaBytes: 1024 * 1024 * 1024, perHour: 5 });
  });

  it('refuses values that are no whole number above zero', () => {
    expect(configProblemsOf({ BUG_REPORT_QUOTA_MB: '0', BUG_REPORT_RATE_PER_HOUR: '2.5' })).toEqual([
      'BUG_REPORT_QUOTA_MB must be a whole number from 1 to 1000000 (got "0")',
      'BUG_REPORT_RATE_PER_HOUR must be a whole number from 1 to 1000000 (got "2.5")',
    ]);
  });
});
