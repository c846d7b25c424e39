import { durations, routes } from '@ddp/contract';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { loginSearchFor } from '../../lib/logout-reasons';
import { msUntilTemporaryExpiry, temporaryState } from '../../lib/session-rules';
import { endSession, useSession } from '../../lib/session-store';
import { useIdleTimeout } from '../../lib/use-idle-timeout';

/**
 * The code screen (and later the forced reset) needs the e-mail and temporary token from the
 * password step, and ends 5 minutes after it or after 5 idle minutes (spec section 4).
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

  useIdleTimeout(durations.codeScreenIdleMs, () => endSession('idle'), state === 'ok');

  if (state === 'missing') {
    return (
      <Navigate to={{ pathname: routes.login, search: loginSearchFor(session.endedBy ?? 'entry') }} replace />
    );
  }
  return state === 'ok' ? children : null;
}
