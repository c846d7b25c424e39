import { describe, expect, it } from 'vitest';
import { type AuditEventItem, auditCsv, csvField, viewAuditLogRequest } from './audit-log';
import { messages } from './messages';

const event = (over: Partial<AuditEventItem> = {}): AuditEventItem => ({
  id: '7',
  at: '2026-11-28T10:00:00.000Z',
  type: 'credential.created',
  actor: 'owner@example.com',
  address: '203.0.113.9',
  target: 'ddp-0123456789abcdef0123456789abcdef',
  details: { name: 'Billing, "live"' },
  ...over,
});

describe('the audit log as CSV', () => {
  it('writes a header and one quoted-where-needed line per event', () => {
    expect(auditCsv([event()])).toBe(
      'time,event,actor,address,target,details\r\n' +
        '2026-11-28T10:00:00.000Z,credential.created,owner@example.com,203.0.113.9,' +
        'ddp-0123456789abcdef0123456789abcdef,"name=Billing, ""live"""\r\n',
    );
  });

  it('keeps a spreadsheet from running a text a member chose as a formula', () => {
    for (const start of ['=', '+', '-', '@']) {
      expect(csvField(`${start}HYPERLINK("x")`).startsWith(`"'${start}`)).toBe(true);
    }
    expect(csvField('plain')).toBe('plain');
  });

  it('leaves an unknown address and target empty, and breaks no line inside a field', () => {
    const line = auditCsv([event({ address: null, target: null, details: { name: 'a\nb' } })]).split(
      '\r\n',
    )[1];
    expect(line).toBe('2026-11-28T10:00:00.000Z,credential.created,owner@example.com,,,"name=a\nb"');
  });
});

describe('the audit log filters', () => {
  it('refuses an end before the start, and a date that is not one', () => {
    const range = viewAuditLogRequest.safeParse({ from: '2026-11-28', to: '2026-11-01' });
    expect(range.error?.issues[0]?.message).toBe(messages.auditDateRange);
    for (const from of ['2026-13-45', '2026-02-31', '28.11.2026']) {
      const bad = viewAuditLogRequest.safeParse({ from });
      expect(bad.error?.issues[0]?.message, from).toBe(messages.auditDateInvalid);
    }
  });

  it('pages by 50 unless told, and never by more than 500', () => {
    expect(viewAuditLogRequest.parse({}).limit).toBe(50);
    expect(viewAuditLogRequest.safeParse({ limit: 501 }).success).toBe(false);
  });
});
