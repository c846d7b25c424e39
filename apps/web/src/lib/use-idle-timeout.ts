import { useEffect, useRef } from 'react';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** Calls onIdle once nobody has used the page for timeoutMs (spec section 4: idle logout). */
export function useIdleTimeout(timeoutMs: number, onIdle: () => void, enabled = true): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (!enabled) return;
    let timer = window.setTimeout(() => onIdleRef.current(), timeoutMs);
    let last = Date.now();
    const reset = () => {
      const now = Date.now();
      // Pointer moves fire often; restarting the timer once a second is precise enough.
      if (now - last < 1000) return;
      last = now;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => onIdleRef.current(), timeoutMs);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, reset, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, reset);
    };
  }, [timeoutMs, enabled]);
}
