import { durations, routes } from '@ddp/contract';
import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router';
import { parseLoginTime } from '../../lib/login-time';
import { loginSearchFor, loginStateFor } from '../../lib/logout-reasons';
import { loginReasonFor, signedInState } from '../../lib/session-rules';
import { useSession } from '../../lib/session-store';
import { expireSession } from '../../lib/sign-out';
import { useSessionExpiry } from '../../lib/use-session-expiry';

/**
 * Protected screens need a token, the first login time and the second factor (spec section 4).
 * The session ends 30 minutes after the first login, and after 30 minutes without activity in
 * any tab of the portal; a minute before, the signed-in layout warns (SessionWarningDialog).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const state = signedInState(session, Date.now());
  // Whether this screen was in use with a live session, which then ended (see loginReasonFor).
  const wasInUse = useRef(false);
  if (state !== 'missing') wasInUse.current = true;
  const startedAt = state === 'missing' ? undefined : parseLoginTime(session.initialLoginTime);

  useSessionExpiry(
    startedAt === undefined
      ? undefined
      : {
          startedAt,
          maxMs: durations.sessionAbsoluteMs,
          idleMs: durations.sessionIdleMs,
          warnMs: durations.sessionWarningMs,
        },
    expireSession,
  );

  if (state === 'missing') {
    const reason = loginReasonFor(session, wasInUse.current);
    return (
      <Navigate
        to={{ pathname: routes.login, search: loginSearchFor(reason) }}
        state={loginStateFor(reason)}
        replace
      />
    );
  }
  return state === 'ok' ? children : null;
}
