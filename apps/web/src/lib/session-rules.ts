import { durations, MFA_AUTHENTICATED } from '@ddp/contract';
import { parseLoginTime } from './login-time';
import type { EndReason } from './logout-reasons';

/** The values the browser keeps for a session (spec section 3). All are cleared on logout. */
export interface SessionValues {
  token?: string;
  temporaryToken?: string;
  /** 'authenticated' once the second factor has passed. */
  mfa?: string;
  consumerId?: string;
  companyId?: string;
  projectId?: string;
  email?: string;
  initialLoginTime?: string;
  temporaryLoginTime?: string;
  isAdmin?: boolean;
  isAdminConsumer?: boolean;
  /** The session's envelope key (base64url): signed-in payloads are sealed with it (docs/api.md). */
  envelopeKey?: string;
  /** Where the shared cookies of the front-end apps were set (empty: host-only); cleared at the end. */
  sharedCookieDomains?: string[];
  /** Not a session value: why the last session ended, for the tabs that were using it. */
  endedBy?: EndReason;
}

/**
 * Why a guard sends the user to Login. A screen that was in use when the session ended tells
 * why (in every tab); opening a protected page later just asks to sign in (entry=success).
 */
export function loginReasonFor(session: SessionValues, wasInUse: boolean): EndReason {
  return wasInUse ? (session.endedBy ?? 'entry') : 'entry';
}

export type SignedInState = 'ok' | 'missing' | 'maxTime';
export type TemporaryState = 'ok' | 'missing' | 'expired';

/** Spec section 4: protected screens need a token, the first login time and the second factor. */
export function signedInState(session: SessionValues, now: number): SignedInState {
  const since = parseLoginTime(session.initialLoginTime);
  if (!session.token || since === undefined || session.mfa !== MFA_AUTHENTICATED) return 'missing';
  return now - since >= durations.sessionAbsoluteMs ? 'maxTime' : 'ok';
}

/** The 2FA and forced-reset screens need the e-mail and temporary token, for 5 minutes at most. */
export function temporaryState(session: SessionValues, now: number): TemporaryState {
  const since = parseLoginTime(session.temporaryLoginTime);
  if (!session.email || !session.temporaryToken || since === undefined) return 'missing';
  return now - since >= durations.temporaryTokenMs ? 'expired' : 'ok';
}
