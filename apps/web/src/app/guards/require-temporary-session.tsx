import { durations, routes } from '@ddp/contract';
import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router';
import { parseLoginTime } from '../../lib/login-time';
import { loginSearchFor } from '../../lib/logout-reasons';
import { loginReasonFor, temporaryState } from '../../lib/session-rules';
import { endSession, useSession } from '../../lib/session-store';
import { useSessionExpiry } from '../../lib/use-session-expiry';

interface RequireTemporarySessionProps {
  children: ReactNode;
  /** The one-field code screen under /login also ends after this long without activity. */
  idleMs?: number;
}

/**
 * The code screen and the forced reset need the e-mail and temporary token of the password step,
 * and end 5 minutes after it (spec section 4).
 */
export function RequireTemporarySession({ children, idleMs }: RequireTemporarySessionProps) {
  const session = useSession();
  const state = temporaryState(session, Date.now());
  // Whether this screen was in use with a live session, which then ended (see loginReasonFor).
  const wasInUse = useRef(false);
  if (state !== 'missing') wasInUse.current = true;
  const startedAt = state === 'missing' ? undefined : parseLoginTime(session.temporaryLoginTime);

  useSessionExpiry(
    startedAt === undefined ? undefined : { startedAt, maxMs: durations.temporaryTokenMs, idleMs },
    endSession,
  );

  if (state === 'missing') {
    return (
      <Navigate
        to={{ pathname: routes.login, search: loginSearchFor(loginReasonFor(session, wasInUse.current)) }}
        replace
      />
    );
  }
  return state === 'ok' ? children : null;
}
