import { z } from 'zod';
import { limits } from './constants';
import { messages } from './messages';

/**
 * The company's audit log (ours, issue 20): what its members did to credentials, the team, advanced
 * requests and terms, and what happened to their accounts' security. A type is `area.what`; the
 * area is the filter the screen offers first.
 */
export const AUDIT_EVENT_TYPES = [
  'credential.created',
  'credential.secret_added',
  'credential.secret_viewed',
  'credential.secret_regenerated',
  'credential.secret_revoked',
  'credential.transferred',
  'credential.deleted',
  'credential.keys_set',
  'credential.keys_removed',
  'team.invited',
  'team.joined',
  'team.role_changed',
  'team.member_removed',
  'request.sent',
  'request.decided',
  'terms.answered',
  'security.signed_in',
  'security.sign_in_failed',
  'security.locked',
  'security.password_changed',
  'security.factor_changed',
  // Issue 22: the person's own sessions, recovery codes and passkeys.
  'security.session_ended',
  'security.recovery_codes_made',
  'security.recovery_code_used',
  'security.passkey_added',
  'security.passkey_removed',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export const AUDIT_AREAS = ['credential', 'team', 'request', 'terms', 'security'] as const;
export type AuditArea = (typeof AUDIT_AREAS)[number];

export const auditAreaOf = (type: AuditEventType) => type.slice(0, type.indexOf('.')) as AuditArea;

/** The keys of an event's details; the catalogue labels each (`auditDetailName` for `name`). */
export const AUDIT_DETAIL_KEYS = [
  'name',
  'holder',
  'expires',
  'from',
  'to',
  'role',
  'step',
  'how',
  'status',
  'answer',
  'keys',
  'secrets',
  'news',
  'factor',
  'browser',
  'left',
] as const;
export type AuditDetailKey = (typeof AUDIT_DETAIL_KEYS)[number];

/**
 * The detail values that are words rather than data; the catalogue says each in the reader's
 * language (`auditValueOwner` for `owner`). Every other value is data: an e-mail, a name, a date.
 */
export const AUDIT_DETAIL_WORDS = [
  'owner',
  'user',
  'password',
  'code',
  'accepted',
  'declined',
  'never',
  'settings',
  'link',
  'forced',
  'resent',
  'operator',
  'recovery',
  'passkey',
  'others',
] as const;

/** What an event says beyond who, when and where: short values, never a secret. */
export type AuditDetails = Readonly<Partial<Record<AuditDetailKey, string | number | boolean | null>>>;

/** The actor recorded for what an operator did through the operator API. */
export const AUDIT_OPERATOR = 'operator';

/** The most events one call returns: the screen pages by fewer, the export by this many. */
export const AUDIT_PAGE_MAX = 500;
/** The most events the screen's CSV export gathers, newest first. */
export const AUDIT_EXPORT_MAX = 10_000;

/** A day that exists: 2026-02-31 is refused, not read as 3 March. */
const isCalendarDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/** A day of the filters, `YYYY-MM-DD`, one that exists; the operators' query checks it alike. */
export const auditDay = () =>
  z
    .string({ error: () => messages.auditDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => messages.auditDateInvalid })
    .refine(isCalendarDay, { error: () => messages.auditDateInvalid })
    .optional();

/**
 * view-audit-log (ours): Owners only, their own company's events, newest first. `from` and `to` are
 * days in GMT, both included; `before` is the `id` of the last event of the page before.
 */
export const viewAuditLogRequest = z
  .object({
    area: z.enum(AUDIT_AREAS, { error: () => messages.badRequest }).optional(),
    type: z.enum(AUDIT_EVENT_TYPES, { error: () => messages.badRequest }).optional(),
    actor: z
      .string({ error: () => messages.badRequest })
      .trim()
      .max(limits.emailMaxLength, { error: () => messages.tooLong(limits.emailMaxLength) })
      .optional(),
    from: auditDay(),
    to: auditDay(),
    before: z
      .string({ error: () => messages.badRequest })
      .regex(/^[1-9]\d{0,17}$/, { error: () => messages.badRequest })
      .optional(),
    limit: z
      .number({ error: () => messages.badRequest })
      .int({ error: () => messages.badRequest })
      .min(1, { error: () => messages.badRequest })
      .max(AUDIT_PAGE_MAX, { error: () => messages.badRequest })
      .default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: () => messages.auditDateRange,
  });
export type ViewAuditLogRequest = z.input<typeof viewAuditLogRequest>;

export interface AuditEventItem {
  /** Orders the events; a page's last one is the next page's `before`. */
  id: string;
  /** ISO 8601, GMT */
  at: string;
  type: AuditEventType;
  /** The member's e-mail as it was then, or `operator`. */
  actor: string;
  /** The caller's address as the server saw it; null when the event came from no request. */
  address: string | null;
  /** What the event is about: a client id, a member's e-mail, a service. */
  target: string | null;
  details: AuditDetails;
}

export interface AuditLogReply {
  output: 'success';
  data: AuditEventItem[];
  /** Set when older events match: pass it as `before` for the next page. */
  next?: string;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A field that a
 * spreadsheet would run as a formula gets a leading apostrophe, since members choose the texts.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const AUDIT_CSV_COLUMNS = ['time', 'event', 'actor', 'address', 'target', 'details'] as const;

const detailsText = (details: AuditDetails) =>
  Object.entries(details)
    .map(([key, value]) => `${key}=${value ?? ''}`)
    .join('; ');

/** The events as CSV, one line each under a header of the column names, lines ending in CRLF. */
export function auditCsv(events: readonly AuditEventItem[]): string {
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const event of events) {
    lines.push(
      [event.at, event.type, event.actor, event.address ?? '', event.target ?? '', detailsText(event.details)]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
