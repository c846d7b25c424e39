import { ACTIVITY_KEY, type ActivityClock, createActivityClock } from './activity-clock';
import { type Expiry, type ExpiryRule, expiryOf } from './session-expiry';

export type EndedBy = Exclude<Expiry['ended'], null>;

// Activity of spec section 4: pointer, keys, scrolling, and coming back to the tab.
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
// Pointer moves fire dozens of times a second; looking once a second is precise enough.
const HANDLE_EVERY_MS = 1000;

let shared: ActivityClock | undefined;

function activityClock(): ActivityClock {
  if (!shared) {
    let store: Storage | undefined;
    try {
      store = globalThis.localStorage;
    } catch {
      store = undefined;
    }
    shared = createActivityClock(store);
  }
  return shared;
}

/**
 * Ends a session phase by its rule (see expiryOf): one timer for the next limit, checked again on
 * activity, when the tab becomes visible (background tabs run their timers late) and when another
 * tab reports activity. Returns the function that stops it.
 */
export function startSessionTimer(phase: ExpiryRule, onEnd: (reason: EndedBy) => void): () => void {
  const clock = activityClock();
  let timer: number | undefined;
  let ended = false;
  let handledAt = Number.NEGATIVE_INFINITY;

  const check = (): boolean => {
    if (ended) return true;
    window.clearTimeout(timer);
    const expiry = expiryOf(phase, clock.read(), Date.now());
    if (expiry.ended) {
      ended = true;
      onEnd(expiry.ended);
      return true;
    }
    timer = window.setTimeout(check, expiry.checkInMs);
    return false;
  };
  const onActivity = () => {
    const now = Date.now();
    if (now - handledAt < HANDLE_EVERY_MS && now >= handledAt) return;
    handledAt = now;
    // A tab that wakes up after the limit must not count its wake-up as activity.
    if (!check()) clock.record(now);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onActivity();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVITY_KEY) check();
  };

  check();
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('storage', onStorage);
  return () => {
    ended = true;
    window.clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('storage', onStorage);
  };
}
