import { routes } from '@ddp/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { loginSearchFor } from '../../lib/logout-reasons';
import { msUntilTemporaryExpiry, temporaryState } from '../../lib/session-rules';
import { endSession, useSession } from '../../lib/session-store';

/**
 * The code screen (and later the forced reset) needs the e-mail and temporary token from the
 * password step, and ends 5 minutes after it (spec section 4). That limit also covers the
 * 5-minute idle rule of the code screen: nobody can be idle there for longer.
 */
export function RequireTemporarySession({ children }: { children: ReactNode }) {
  const session = useSession();
  const state = temporaryState(session, Date.now());

  useEffect(() => {
    if (state === 'expired') endSession('maxTime');
    if (state !== 'ok') return;
    const left = msUntilTemporaryExpiry(session, Date.now()) ?? 0;
    const timer = window.setTimeout(() => endSession('maxTime'), left);
    return () => window.clearTimeout(timer);
  }, [state, session]);

  if (state === 'missing') {
    return (
      <Navigate to={{ pathname: routes.login, search: loginSearchFor(session.endedBy ?? 'entry') }} replace />
    );
  }
  return state === 'ok' ? children : null;
}
