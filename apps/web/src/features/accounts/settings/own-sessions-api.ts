import {
  type EndSessionsReply,
  paths,
  type SecurityLogReply,
  type ViewSecurityLogRequest,
  type ViewSessionsReply,
} from '@ddp/contract';
import { postEncrypted, signedIn } from '../../../lib/api-client';

/** One's own sessions and security log (ours, issue 22): kept per person, refreshed together. */
export const accountSecurityKeys = {
  all: ['account-security'] as const,
  sessions: (consumerId: string) => ['account-security', 'sessions', consumerId] as const,
  log: (consumerId: string) => ['account-security', 'log', consumerId] as const,
};

export function fetchSessions(): Promise<ViewSessionsReply> {
  return postEncrypted<ViewSessionsReply>(paths.viewSessions, {}, signedIn);
}

export function endSession(handle: string): Promise<EndSessionsReply> {
  return postEncrypted<EndSessionsReply>(paths.endSession, { handle }, signedIn);
}

export function endOtherSessions(): Promise<EndSessionsReply> {
  return postEncrypted<EndSessionsReply>(paths.endOtherSessions, {}, signedIn);
}

export function fetchSecurityLog(
  request: ViewSecurityLogRequest,
  signal?: AbortSignal,
): Promise<SecurityLogReply> {
  return postEncrypted<SecurityLogReply>(paths.viewSecurityLog, request, { ...signedIn, signal });
}
