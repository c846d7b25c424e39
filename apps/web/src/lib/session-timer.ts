import { ACTIVITY_KEY, type ActivityClock, createActivityClock } from './activity-clock';
import { type Expiry, type ExpiryRule, expiryOf, type Warning, warningOf } from './session-expiry';
import { showSessionWarning } from './session-warning';

export type EndedBy = Exclude<Expiry['ended'], null>;

// Activity of spec section 4: pointer, keys, scrolling, and coming back to the tab.
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
// Pointer moves fire dozens of times a second; looking once a second is precise enough.
const HANDLE_EVERY_MS = 1000;

type Events = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Where the timer listens (the window, the document and the activity shared by the tabs) and where
 * it tells its warning: `warn` gets the warning due (null when none is) and the function that
 * counts as activity at once.
 */
export interface TimerEnvironment {
  window: Events;
  document: Events & { readonly visibilityState: string };
  activity: ActivityClock;
  warn?: (warning: Warning | null, stay: () => void) => void;
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
  return { window, document, activity: sharedActivity, warn: showSessionWarning };
}

const sameWarning = (a: Warning | null, b: Warning | null) =>
  a === b || (a !== null && b !== null && a.kind === b.kind && a.endsAt === b.endsAt);

/**
 * Ends a session phase by its rule (see expiryOf) and warns before (see warningOf): one timer for
 * the next moment either changes, checked again on activity, when the tab becomes visible
 * (background tabs run their timers late) and when another tab reports activity. Returns the
 * function that stops it.
 */
export function startSessionTimer(
  phase: ExpiryRule,
  onEnd: (reason: EndedBy) => void,
  env: TimerEnvironment = browserEnvironment(),
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  let handledAt = Number.NEGATIVE_INFINITY;
  let shown: Warning | null = null;

  const tell = (warning: Warning | null) => {
    if (sameWarning(shown, warning)) return;
    shown = warning;
    env.warn?.(warning, stay);
  };
  const check = (): boolean => {
    if (ended) return true;
    clearTimeout(timer);
    const now = Date.now();
    const lastActivity = env.activity.read();
    const expiry = expiryOf(phase, lastActivity, now);
    if (expiry.ended) {
      ended = true;
      tell(null);
      onEnd(expiry.ended);
      return true;
    }
    const { warning, checkInMs } = warningOf(phase, lastActivity, now);
    tell(warning);
    timer = setTimeout(check, Math.min(expiry.checkInMs, checkInMs));
    return false;
  };
  const act = (now: number) => {
    // A tab that wakes up after the limit must not count its wake-up as activity.
    if (check()) return;
    // Under an idle warning no tab has written for most of the idle time, so this write is not
    // held back: the other tabs hear of it at once (storage event) and close their warning too.
    env.activity.record(now);
    if (shown) check();
  };
  // The warning's button does not rely on its own key or pointer events: a screen reader may
  // press it with a bare click.
  function stay() {
    act(Date.now());
  }
  const onActivity = () => {
    const now = Date.now();
    if (now - handledAt < HANDLE_EVERY_MS && now >= handledAt) return;
    handledAt = now;
    act(now);
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
    tell(null);
    for (const name of ACTIVITY_EVENTS) env.window.removeEventListener(name, onActivity);
    env.document.removeEventListener('visibilitychange', onVisibility);
    env.window.removeEventListener('storage', onStorage);
  };
}
