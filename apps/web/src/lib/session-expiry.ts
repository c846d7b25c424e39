import type { EndReason } from './logout-reasons';

/**
 * One phase of a session and its limits: it began at `startedAt` and lasts `maxMs` at most; with
 * `idleMs` it also ends after that long without activity (spec section 4).
 */
export interface ExpiryRule {
  startedAt: number;
  maxMs: number;
  idleMs?: number;
}

export type Expiry = { ended: Extract<EndReason, 'idle' | 'maxTime'> } | { ended: null; checkInMs: number };

/**
 * Whether the phase has ended, and why; otherwise how long until it could. Idle wins when both
 * limits have passed, as on the server: someone who did nothing until the end was inactive.
 * Activity older than the start of the phase (a previous session in this browser) does not count.
 */
export function expiryOf(rule: ExpiryRule, lastActivity: number | undefined, now: number): Expiry {
  const active = Math.max(rule.startedAt, lastActivity ?? rule.startedAt);
  const idleAt = rule.idleMs === undefined ? Number.POSITIVE_INFINITY : active + rule.idleMs;
  const maxAt = rule.startedAt + rule.maxMs;
  if (now >= idleAt) return { ended: 'idle' };
  if (now >= maxAt) return { ended: 'maxTime' };
  return { ended: null, checkInMs: Math.min(idleAt, maxAt) - now };
}
