import { durations, MINUTE_MS } from '@ddp/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_KEY, createActivityClock } from './activity-clock';
import { type EndedBy, startSessionTimer, type TimerEnvironment } from './session-timer';

const start = Date.UTC(2025, 5, 1, 12, 0, 0);
const signedIn = { startedAt: start, maxMs: durations.sessionAbsoluteMs, idleMs: durations.sessionIdleMs };

/** Two tabs of one browser: each its own window and document, one localStorage. */
function aBrowser() {
  const values = new Map<string, string>();
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
  const tab = (): TimerEnvironment & { window: EventTarget; document: EventTarget } => {
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    return { window: new EventTarget(), document: page, activity: createActivityClock(storage) };
  };
  return { tab };
}

const minutes = (count: number) => vi.advanceTimersByTime(count * MINUTE_MS);

describe('session timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('ends an unused session for inactivity after 30 minutes', () => {
    const ends: EndedBy[] = [];
    startSessionTimer(signedIn, (reason) => ends.push(reason), aBrowser().tab());
    minutes(29);
    expect(ends).toEqual([]);
    minutes(1);
    expect(ends).toEqual(['idle']);
  });

  it('ends a used session 30 minutes after the sign-in', () => {
    const ends: EndedBy[] = [];
    const tab = aBrowser().tab();
    startSessionTimer(signedIn, (reason) => ends.push(reason), tab);
    for (let step = 0; step < 5; step++) {
      minutes(5);
      tab.window.dispatchEvent(new Event('keydown'));
    }
    minutes(5);
    expect(ends).toEqual(['maxTime']);
  });

  it('counts activity in another tab', () => {
    const browser = aBrowser();
    const first = browser.tab();
    const second = browser.tab();
    const ends: EndedBy[] = [];
    startSessionTimer(signedIn, (reason) => ends.push(reason), first);
    minutes(20);
    second.activity.record(Date.now());
    first.window.dispatchEvent(Object.assign(new Event('storage'), { key: ACTIVITY_KEY }));
    minutes(10);
    expect(ends).toEqual(['maxTime']);
  });

  it('does not count waking up after the limit as activity', () => {
    const ends: EndedBy[] = [];
    const codeScreen = { startedAt: start, maxMs: 60 * MINUTE_MS, idleMs: durations.codeScreenIdleMs };
    const tab = aBrowser().tab();
    startSessionTimer(codeScreen, (reason) => ends.push(reason), tab);
    // A sleeping laptop: the clock moves on, the timer has not fired yet.
    vi.setSystemTime(start + 6 * MINUTE_MS);
    tab.document.dispatchEvent(new Event('visibilitychange'));
    expect(ends).toEqual(['idle']);
  });

  it('stops when asked, and ends only once', () => {
    const ends: EndedBy[] = [];
    const tab = aBrowser().tab();
    const stop = startSessionTimer(signedIn, (reason) => ends.push(reason), tab);
    stop();
    minutes(60);
    tab.window.dispatchEvent(new Event('keydown'));
    expect(ends).toEqual([]);
  });
});
