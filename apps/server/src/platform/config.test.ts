import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig } from './config';

describe('configuration from the environment', () => {
  it('has defaults that start the portal on port 8080 with the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.session).toEqual({ absoluteMs: 1_800_000, idleMs: 1_800_000, temporaryMs: 300_000 });
    expect(config.passwordMaxAgeDays).toBe(90);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('names every bad value in one go', () => {
    const problems = configProblemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'not a url',
      MASTER_KEY: 'c2hvcnQ=',
      SESSION_IDLE_MINUTES: '-5',
    });
    expect(problems).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
      'DATABASE_URL must start with postgres:// or postgresql://',
      'SMTP_URL is not a valid URL',
      'MASTER_KEY must be 32 bytes, written as 64 hex digits or base64',
      'SESSION_IDLE_MINUTES must be a whole number from 1 to 1440 (got "-5")',
    ]);
  });

  it('refuses production without a master key and without SMTP', () => {
    const problems = configProblemsOf({ NODE_ENV: 'production' });
    expect(problems).toContain(
      'MASTER_KEY is required when NODE_ENV=production (32 random bytes, base64 or hex)',
    );
    expect(problems).toContain(
      'SMTP_URL is required when NODE_ENV=production (the dev mailbox is for development only)',
    );
  });

  it('refuses production without PUBLIC_URL, and follows the request host only without it', () => {
    const production = {
      NODE_ENV: 'production',
      MASTER_KEY: 'ab'.repeat(32),
      SMTP_URL: 'smtp://mail.internal',
    };
    expect(configProblemsOf(production)).toEqual([
      'PUBLIC_URL is required when NODE_ENV=production (the address people reach the portal at, e.g. https://portal.example.com: mailed links and the token issuer use it)',
    ]);
    const set = loadConfig({ ...production, PUBLIC_URL: 'https://portal.example/' });
    expect(set).toMatchObject({ publicUrl: 'https://portal.example', followRequestHost: false });
    expect(loadConfig({})).toMatchObject({ publicUrl: 'http://localhost:8080', followRequestHost: true });
  });

  it('reads a hex or base64 master key', () => {
    expect(loadConfig({ MASTER_KEY: 'ab'.repeat(32) }).masterKey?.length).toBe(32);
    expect(loadConfig({ MASTER_KEY: Buffer.alloc(32, 7).toString('base64') }).masterKey?.length).toBe(32);
  });

  it('lets PASSWORD_MAX_AGE_DAYS=0 turn the forced reset off', () => {
    expect(loadConfig({ PASSWORD_MAX_AGE_DAYS: '0' }).passwordMaxAgeDays).toBe(0);
  });

  it('reads the sign-in protection settings, with their defaults', () => {
    const defaults = loadConfig({});
    expect(defaults.qrResendCooldownDays).toBe(7);
    expect(defaults.deviceCookieMs).toBe(180 * 86_400_000);
    expect(defaults.lockout.lockMs).toBe(15 * 60_000);
    const set = loadConfig({ QR_RESEND_COOLDOWN_DAYS: '0', DEVICE_COOKIE_DAYS: '30', LOCKOUT_MINUTES: '5' });
    expect([set.qrResendCooldownDays, set.deviceCookieMs, set.lockout.lockMs]).toEqual([
      0,
      30 * 86_400_000,
      5 * 60_000,
    ]);
    expect(configProblemsOf({ QR_RESEND_COOLDOWN_DAYS: '-1', DEVICE_COOKIE_DAYS: '0' })).toEqual([
      'QR_RESEND_COOLDOWN_DAYS must be a whole number from 0 to 365 (got "-1")',
      'DEVICE_COOKIE_DAYS must be a whole number from 1 to 3650 (got "0")',
    ]);
  });

  it('reads TOTP_ENROLMENT: mail unless browser is asked for; anything else is refused', () => {
    expect(loadConfig({}).totpEnrolment).toBe('mail');
    expect(loadConfig({ TOTP_ENROLMENT: ' browser ' }).totpEnrolment).toBe('browser');
    expect(configProblemsOf({ TOTP_ENROLMENT: 'screen' })).toEqual([
      'TOTP_ENROLMENT must be one of mail, browser',
    ]);
  });
});
