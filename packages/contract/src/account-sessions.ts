import { z } from 'zod';
import type { AuditEventItem } from './audit-log';
import { messages } from './messages';

/**
 * The person's own sessions and security log (ours, issue 22, parts 1 and 5). A session is named by
 * a handle derived from its id: the list never hands out what identifies a session to the server.
 */
export const SESSION_HANDLE_LENGTH = 22;

export interface SessionItem {
  handle: string;
  /** "Chrome 131 (Linux)"; null when the browser did not say (a script, an older session). */
  browser: string | null;
  /** The address it signed in from; null for a session of an instance that did not record it. */
  address: string | null;
  /** ISO 8601, GMT: the sign-in. */
  startedAt: string;
  lastActiveAt: string;
  /** The earlier of the maximum time and the idle limit counted from the last activity. */
  endsAt: string;
  current: boolean;
}

export interface ViewSessionsReply {
  output: 'success';
  data: SessionItem[];
}

export const endSessionRequest = z.object({
  handle: z
    .string({ error: () => messages.badRequest })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${SESSION_HANDLE_LENGTH}}$`), { error: () => messages.badRequest }),
});
export type EndSessionRequest = z.infer<typeof endSessionRequest>;

/** Nothing to say: the list and ending every other session need only the caller's own session. */
export const viewSessionsRequest = z.object({});
export const endOtherSessionsRequest = viewSessionsRequest;

export interface EndSessionsReply {
  output: 'success';
  message: string;
  /** How many sessions ended. */
  ended: number;
}

/** How far back the security log reaches. */
export const SECURITY_LOG_DAYS = 90;
export const SECURITY_LOG_PAGE_MAX = 200;

export const viewSecurityLogRequest = z.object({
  before: z
    .string({ error: () => messages.badRequest })
    .regex(/^[1-9]\d{0,17}$/, { error: () => messages.badRequest })
    .optional(),
  limit: z
    .number({ error: () => messages.badRequest })
    .int({ error: () => messages.badRequest })
    .min(1, { error: () => messages.badRequest })
    .max(SECURITY_LOG_PAGE_MAX, { error: () => messages.badRequest })
    .default(50),
});
export type ViewSecurityLogRequest = z.input<typeof viewSecurityLogRequest>;

export interface SecurityLogReply {
  output: 'success';
  data: AuditEventItem[];
  /** Set when older events are kept: pass it as `before` for the next page. */
  next?: string;
}
