import {
  AUDIT_AREAS,
  AUDIT_DETAIL_KEYS,
  AUDIT_DETAIL_WORDS,
  AUDIT_EVENT_TYPES,
  AUDIT_OPERATOR,
  messages,
} from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { actorLabel, areaLabel, detailLabel, detailLines, detailValue, eventLabel } from './audit-labels';

const texts = (values: readonly string[]) => new Set(values);

describe('the audit log’s labels', () => {
  it('names every event type, area and detail key from the catalogue, each differently', () => {
    const events = AUDIT_EVENT_TYPES.map(eventLabel);
    for (const [at, type] of AUDIT_EVENT_TYPES.entries()) expect(events[at], type).not.toBe(type);
    expect(texts(events).size).toBe(events.length);
    expect(eventLabel('credential.secret_added')).toBe(messages.auditEventCredentialSecretAdded);
    expect(eventLabel('security.sign_in_failed')).toBe(messages.auditEventSecuritySignInFailed);

    const areas = AUDIT_AREAS.map(areaLabel);
    for (const [at, area] of AUDIT_AREAS.entries()) expect(areas[at], area).not.toBe(area);
    expect(areaLabel('request')).toBe(messages.auditAreaRequest);

    for (const key of AUDIT_DETAIL_KEYS) expect(detailLabel(key), key).not.toBe(key);
    expect(detailLabel('expires')).toBe(messages.auditDetailExpires);
  });

  it('says every detail word in the reader’s language and leaves data as it is', () => {
    const catalogue = messages as unknown as Record<string, unknown>;
    for (const word of AUDIT_DETAIL_WORDS) {
      const key = `auditValue${word.charAt(0).toUpperCase()}${word.slice(1)}`;
      expect(typeof catalogue[key], key).toBe('string');
      expect(detailValue('how', word), word).toBe(catalogue[key]);
    }
    expect(detailValue('role', 'owner')).toBe(messages.auditValueOwner);
    expect(detailValue('how', 'settings')).toBe(messages.auditValueSettings);
    expect(detailValue('to', 'ann@example.com')).toBe('ann@example.com');
    expect(detailValue('secrets', 2)).toBe('2');
    expect(detailValue('name', null)).toBe('—');
  });

  it('reads an expiry as a day, or never', () => {
    expect(detailValue('expires', 'never')).toBe(messages.auditValueNever);
    expect(detailValue('expires', '2026-12-05')).toBe('5 Dec 2026');
    expect(detailValue('expires', '2026-12-05T23:30:00.000Z')).toBe('5 Dec 2026');
    expect(detailValue('expires', 'soon')).toBe('soon');
  });

  it('lists the details in the contract’s order of keys, the words marked apart from data', () => {
    expect(detailLines({ role: 'user', name: 'Billing', from: 'a@example.com' })).toEqual([
      { key: 'name', label: messages.auditDetailName, value: 'Billing', data: true },
      { key: 'from', label: messages.auditDetailFrom, value: 'a@example.com', data: true },
      { key: 'role', label: messages.auditDetailRole, value: messages.auditValueUser, data: false },
    ]);
    expect(detailLines({})).toEqual([]);
  });

  it('names the operator by the catalogue and a member by the e-mail', () => {
    expect(actorLabel(AUDIT_OPERATOR)).toBe(messages.auditActorOperator);
    expect(actorLabel('owner@example.com')).toBe('owner@example.com');
  });
});
