import type { EndReason } from './logout-reasons';

/**
 * One phase of a session and its limits: it began at `startedAt` and lasts `maxMs` at most; with
 * `idleMs` it also ends after that long without activity (spec section 4). With `warnMs` a warning
 * is due that long before the phase ends.
 */
export interface ExpiryRule {
  startedAt: number;
  maxMs: number;
  idleMs?: number;
  warnMs?: number;
}

export type Expiry = { ended: Extract<EndReason, 'idle' | 'maxTime'> } | { ended: null; checkInMs: number };

/**
 * What the person can still do about the coming end: 'idle' if activity now would put it off,
 * 'maxTime' if nothing can (the maximum session time is within the warning's reach).
 */
export interface Warning {
  kind: Extract<EndReason, 'idle' | 'maxTime'>;
  /** When the phase ends if nothing happens meanwhile. */
  endsAt: number;
}

/** The warning due now, if any, and how long until that can change without any activity. */
export interface WarningState {
  warning: Warning | null;
  checkInMs: number;
}

/** Activity older than the start of the phase (a previous session in this browser) does not count. */
function limitsOf(rule: ExpiryRule, lastActivity: number | undefined) {
  const active = Math.max(rule.startedAt, lastActivity ?? rule.startedAt);
  return {
    idleAt: rule.idleMs === undefined ? Number.POSITIVE_INFINITY : active + rule.idleMs,
    maxAt: rule.startedAt + rule.maxMs,
  };
}

/**
 * Whether the phase has ended, and why; otherwise how long until it could. Idle wins when both
 * limits have passed, as on the server: someone who did nothing until the end was inactive.
 */
export function expiryOf(rule: ExpiryRule, lastActivity: number | undefined, now: number): Expiry {
  const { idleAt, maxAt } = limitsOf(rule, lastActivity);
  if (now >= idleAt) return { ended: 'idle' };
  if (now >= maxAt) return { ended: 'maxTime' };
  return { ended: null, checkInMs: Math.min(idleAt, maxAt) - now };
}

/**
 * The warning `warnMs` before the end (none once it has ended: expiryOf tells that). It is of the
 * 'maxTime' kind as soon as the maximum time is that close, even when inactivity would end the
 * phase first: staying active would then only move the end to the maximum time, still within
 * the warning's reach, so there is nothing worth offering.
 */
export function warningOf(rule: ExpiryRule, lastActivity: number | undefined, now: number): WarningState {
  const { idleAt, maxAt } = limitsOf(rule, lastActivity);
  const endsAt = Math.min(idleAt, maxAt);
  if (rule.warnMs === undefined || now >= endsAt) {
    return { warning: null, checkInMs: Number.POSITIVE_INFINITY };
  }
  const warnFrom = endsAt - rule.warnMs;
  if (now < warnFrom) return { warning: null, checkInMs: warnFrom - now };
  const maxWarnFrom = maxAt - rule.warnMs;
  if (now >= maxWarnFrom) return { warning: { kind: 'maxTime', endsAt }, checkInMs: endsAt - now };
  return { warning: { kind: 'idle', endsAt }, checkInMs: Math.min(maxWarnFrom, endsAt) - now };
}
