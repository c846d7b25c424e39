import {
  AUDIT_EXPORT_MAX,
  AUDIT_PAGE_MAX,
  type AuditEventItem,
  type AuditLogReply,
  auditCsv,
} from '@ddp/contract';
import type { AuditPageRequest } from './audit-log-api';

type Filters = Omit<AuditPageRequest, 'before' | 'limit'>;
type FetchPage = (request: AuditPageRequest) => Promise<AuditLogReply>;

export interface GatheredEvents {
  events: AuditEventItem[];
  /** More events match than the file may hold: it has the newest AUDIT_EXPORT_MAX. */
  capped: boolean;
}

/**
 * Every event that matches the filters, newest first, asked for by pages of AUDIT_PAGE_MAX,
 * at most AUDIT_EXPORT_MAX. `onProgress` hears how many are in after each page.
 */
export async function gatherEvents(
  filters: Filters,
  fetchPage: FetchPage,
  onProgress: (count: number) => void = () => {},
): Promise<GatheredEvents> {
  const events: AuditEventItem[] = [];
  let before: string | undefined;
  for (;;) {
    const limit = Math.min(AUDIT_PAGE_MAX, AUDIT_EXPORT_MAX - events.length);
    const reply = await fetchPage({ ...filters, ...(before ? { before } : {}), limit });
    events.push(...reply.data.slice(0, limit));
    onProgress(events.length);
    const more = reply.next !== undefined && reply.data.length > 0;
    if (!more) return { events, capped: false };
    if (events.length >= AUDIT_EXPORT_MAX) return { events, capped: true };
    before = reply.next;
  }
}

/** The file's name: the day of the export in GMT, as the filters' days are. */
export const csvFileName = (now: Date) => `audit-log-${now.toISOString().slice(0, 10)}.csv`;

export const csvOf = (events: readonly AuditEventItem[]) => auditCsv(events);
