import { useEffect, useRef } from 'react';
import type { ExpiryRule } from './session-expiry';
import type { EndedBy } from './session-timer';

// The timer loads with the first guarded screen, so the sign-in page does not carry it.
const loadTimer = () => import('./session-timer');

/** Runs the session timer (see session-timer.ts) for a phase; `rule` undefined switches it off. */
export function useSessionExpiry(rule: ExpiryRule | undefined, onEnd: (reason: EndedBy) => void): void {
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  const startedAt = rule?.startedAt;
  const maxMs = rule?.maxMs;
  const idleMs = rule?.idleMs;
  const warnMs = rule?.warnMs;

  useEffect(() => {
    if (startedAt === undefined || maxMs === undefined) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadTimer()
      .then(({ startSessionTimer }) => {
        if (cancelled) return;
        stop = startSessionTimer({ startedAt, maxMs, idleMs, warnMs }, (reason) => onEndRef.current(reason));
      })
      // Without the timer the limits still hold: the api client checks the lifetime before each
      // call and the server refuses an idle or old session.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [startedAt, maxMs, idleMs, warnMs]);
}
