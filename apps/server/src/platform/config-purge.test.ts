import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig } from './config';

describe('PURGE_INTERVAL_SECONDS, PURGE_AFTER_HOURS and DEV_MAILBOX_KEEP', () => {
  it('purge every 15 minutes what stopped counting a day ago, and keep the newest 1,000 mails', () => {
    expect(loadConfig({}).purge).toEqual({ intervalMs: 900_000, keepMs: 86_400_000, devMailboxKeep: 1_000 });
  });

  it('let an instance leave the purge to others with an interval of 0', () => {
    expect(loadConfig({ PURGE_INTERVAL_SECONDS: '0' }).purge.intervalMs).toBe(0);
  });

  it('refuse anything else in a sentence each', () => {
    expect(
      configProblemsOf({ PURGE_INTERVAL_SECONDS: '-1', PURGE_AFTER_HOURS: '0', DEV_MAILBOX_KEEP: 'all' }),
    ).toEqual([
      'PURGE_INTERVAL_SECONDS must be a whole number from 0 to 86400 (got "-1")',
      'PURGE_AFTER_HOURS must be a whole number from 1 to 8760 (got "0")',
      'DEV_MAILBOX_KEEP must be a whole number from 1 to 1000000 (got "all")',
    ]);
  });
});

describe('AUDIT_LOG_RETENTION_DAYS', () => {
  it('keeps the audit log a year, for ever with 0, and says so when the value is none of these', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_LOG_RETENTION_DAYS: '0' }).auditRetentionDays).toBe(0);
    expect(loadConfig({ AUDIT_LOG_RETENTION_DAYS: '2555' }).auditRetentionDays).toBe(2555);
    expect(configProblemsOf({ AUDIT_LOG_RETENTION_DAYS: '1y' })).toEqual([
      'AUDIT_LOG_RETENTION_DAYS must be a whole number from 0 to 36500 (got "1y")',
    ]);
  });
});

describe('USAGE_SAMPLE_API_CALLS', () => {
  it('records the sample API’s own calls unless told not to, and says so when the value is neither', () => {
    expect(loadConfig({}).recordSampleApiCalls).toBe(true);
    expect(loadConfig({ USAGE_SAMPLE_API_CALLS: 'false' }).recordSampleApiCalls).toBe(false);
    expect(loadConfig({ USAGE_SAMPLE_API_CALLS: 'true' }).recordSampleApiCalls).toBe(true);
    expect(configProblemsOf({ USAGE_SAMPLE_API_CALLS: 'no' })).toEqual([
      'USAGE_SAMPLE_API_CALLS must be true or false (got "no")',
    ]);
  });
});
