import {
  AUDIT_DETAIL_KEYS,
  AUDIT_DETAIL_WORDS,
  AUDIT_OPERATOR,
  type AuditArea,
  type AuditDetailKey,
  type AuditDetails,
  type AuditEventType,
  messages,
} from '@ddp/contract';
import { intlLocale } from './locale';

// The catalogue names each event type, detail key, detail word and area by a key made of its code
// in PascalCase (`credential.secret_added` is `auditEventCredentialSecretAdded`); a unit test
// holds the catalogue to the contract's lists.

const pascal = (code: string) =>
  code
    .split(/[._]/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The catalogue's text under a key made at run time; a code without one shows as it is. */
function catalogueText(key: string, fallback: string): string {
  const text = (messages as unknown as Readonly<Record<string, unknown>>)[key];
  return typeof text === 'string' ? text : fallback;
}

export const eventLabel = (type: AuditEventType) => catalogueText(`auditEvent${pascal(type)}`, type);

export const areaLabel = (area: AuditArea) => catalogueText(`auditArea${pascal(area)}`, area);

export const detailLabel = (key: AuditDetailKey) => catalogueText(`auditDetail${pascal(key)}`, key);

/** Who acted: the member's e-mail as data, or the catalogue's word for the operator. */
export const actorLabel = (actor: string) => (actor === AUDIT_OPERATOR ? messages.auditActorOperator : actor);

const isWord = (value: string) => (AUDIT_DETAIL_WORDS as readonly string[]).includes(value);
const isDetailKey = (key: string): key is AuditDetailKey =>
  (AUDIT_DETAIL_KEYS as readonly string[]).includes(key);

/** A day of an ISO date or instant, in the reader's language, as a GMT day. */
function formatDay(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * A detail's value as the reader reads it: a word of the contract in the reader's language, an
 * expiry as a date, anything else (an e-mail, a name, a count) as it is.
 */
export function detailValue(key: AuditDetailKey, value: AuditDetails[AuditDetailKey]): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = String(value);
  if (typeof value === 'string' && isWord(text)) return catalogueText(`auditValue${pascal(text)}`, text);
  if (key === 'expires') return formatDay(text);
  return text;
}

export interface DetailLine {
  key: string;
  label: string;
  value: string;
  /** The value is data (an e-mail, a name, a date), not a word of the catalogue. */
  data: boolean;
}

/** The event's details in the contract's order of keys, each labelled; unknown keys last, as they are. */
export function detailLines(details: AuditDetails): DetailLine[] {
  const known = AUDIT_DETAIL_KEYS.filter((key) => key in details).map((key) => {
    const value = details[key];
    return {
      key,
      label: detailLabel(key),
      value: detailValue(key, value),
      data: !(typeof value === 'string' && isWord(value)),
    };
  });
  const others = Object.entries(details)
    .filter(([key]) => !isDetailKey(key))
    .map(([key, value]) => ({ key, label: key, value: value === null ? '—' : String(value), data: true }));
  return [...known, ...others];
}
