import { durations, routes } from '@ddp/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { loginSearchFor } from '../../lib/logout-reasons';
import { msUntilMaxTime, signedInState } from '../../lib/session-rules';
import { endSession, useSession } from '../../lib/session-store';
import { useIdleTimeout } from '../../lib/use-idle-timeout';

/**
 * Protected screens need a token, the first login time and the second factor (spec section 4).
 * The session also ends 30 minutes after the first login and after 30 idle minutes.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const state = signedInState(session, Date.now());

  useEffect(() => {
    if (state === 'maxTime') endSession('maxTime');
    if (state !== 'ok') return;
    const left = msUntilMaxTime(session, Date.now()) ?? 0;
    const timer = window.setTimeout(() => endSession('maxTime'), left);
    return () => window.clearTimeout(timer);
  }, [state, session]);

  useIdleTimeout(durations.sessionIdleMs, () => endSession('idle'), state === 'ok');

  if (state === 'missing') {
    return (
      <Navigate to={{ pathname: routes.login, search: loginSearchFor(session.endedBy ?? 'entry') }} replace />
    );
  }
  return state === 'ok' ? children : null;
}
