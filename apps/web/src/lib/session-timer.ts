import { ACTIVITY_KEY, type ActivityClock, createActivityClock } from './activity-clock';
import { type Expiry, type ExpiryRule, expiryOf } from './session-expiry';

export type EndedBy = Exclude<Expiry['ended'], null>;

// Activity of spec section 4: pointer, keys, scrolling, and coming back to the tab.
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
// Pointer moves fire dozens of times a second; looking once a second is precise enough.
const HANDLE_EVERY_MS = 1000;

type Events = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Where the timer listens: the window, the document and the activity shared by the tabs. */
export interface TimerEnvironment {
  window: Events;
  document: Events & { readonly visibilityState: string };
  activity: ActivityClock;
}

let sharedActivity: ActivityClock | undefined;

function browserEnvironment(): TimerEnvironment {
  if (!sharedActivity) {
    let store: Storage | undefined;
    try {
      store = globalThis.localStorage;
    } catch {
      store = undefined;
    }
    sharedActivity = createActivityClock(store);
  }
  return { window, document, activity: sharedActivity };
}

/**
 * Ends a session phase by its rule (see expiryOf): one timer for the next limit, checked again on
 * activity, when the tab becomes visible (background tabs run their timers late) and when another
 * tab reports activity. Returns the function that stops it.
 */
export function startSessionTimer(
  phase: ExpiryRule,
  onEnd: (reason: EndedBy) => void,
  env: TimerEnvironment = browserEnvironment(),
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  let handledAt = Number.NEGATIVE_INFINITY;

  const check = (): boolean => {
    if (ended) return true;
    clearTimeout(timer);
    const expiry = expiryOf(phase, env.activity.read(), Date.now());
    if (expiry.ended) {
      ended = true;
      onEnd(expiry.ended);
      return true;
    }
    timer = setTimeout(check, expiry.checkInMs);
    return false;
  };
  const onActivity = () => {
    const now = Date.now();
    if (now - handledAt < HANDLE_EVERY_MS && now >= handledAt) return;
    handledAt = now;
    // A tab that wakes up after the limit must not count its wake-up as activity.
    if (!check()) env.activity.record(now);
  };
  const onVisibility = () => {
    if (env.document.visibilityState === 'visible') onActivity();
  };
  const onStorage = (event: Event) => {
    if ((event as StorageEvent).key === ACTIVITY_KEY) check();
  };

  check();
  for (const name of ACTIVITY_EVENTS) env.window.addEventListener(name, onActivity, { passive: true });
  env.document.addEventListener('visibilitychange', onVisibility);
  env.window.addEventListener('storage', onStorage);
  return () => {
    ended = true;
    clearTimeout(timer);
    for (const name of ACTIVITY_EVENTS) env.window.removeEventListener(name, onActivity);
    env.document.removeEventListener('visibilitychange', onVisibility);
    env.window.removeEventListener('storage', onStorage);
  };
}
