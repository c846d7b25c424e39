import { type AuditLogReply, paths, type ViewAuditLogRequest } from '@ddp/contract';
import { postEncrypted, signedIn } from '../../lib/api-client';

/** The filters of a request, without its page: what a list of the log is kept by. */
export type AuditFilterRequest = Omit<ViewAuditLogRequest, 'before' | 'limit'>;

export const auditLogKeys = {
  all: ['audit-log'] as const,
  list: (consumerId: string, filters: AuditFilterRequest) =>
    ['audit-log', 'list', consumerId, filters] as const,
};

/** One page of the request: the filters, where the page before ended, and how many at most. */
export type AuditPageRequest = Omit<ViewAuditLogRequest, 'limit'> & { limit: number };

/** view-audit-log (ours, Owners only): the company's events, newest first. */
export function fetchAuditPage(request: AuditPageRequest, signal?: AbortSignal): Promise<AuditLogReply> {
  return postEncrypted<AuditLogReply>(paths.viewAuditLog, request, { ...signedIn, signal });
}
