import { durations, MINUTE_MS } from '@ddp/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityClock } from './activity-clock';
import type { Warning } from './session-expiry';
import { type EndedBy, startSessionTimer, type TimerEnvironment } from './session-timer';

const start = Date.UTC(2025, 5, 1, 12, 0, 0);
const signedIn = { startedAt: start, maxMs: durations.sessionAbsoluteMs, idleMs: durations.sessionIdleMs };

/**
 * Tabs of one browser: each its own window and document, one localStorage. As in a browser, a
 * write fires the storage event in the other tabs, not in the one that wrote.
 */
function aBrowser() {
  const values = new Map<string, string>();
  const windows = new Set<EventTarget>();
  const tab = (): TimerEnvironment & { window: EventTarget; document: EventTarget; warnings: Told[] } => {
    const own = new EventTarget();
    windows.add(own);
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        values.set(key, value);
        for (const other of windows) {
          if (other !== own) other.dispatchEvent(Object.assign(new Event('storage'), { key }));
        }
      },
    };
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const warnings: Told[] = [];
    return {
      window: own,
      document: page,
      activity: createActivityClock(storage),
      warn: (warning, stay) => warnings.push({ warning, stay }),
      warnings,
    };
  };
  return { tab };
}

interface Told {
  warning: Warning | null;
  stay: () => void;
}

const lastTold = (tab: { warnings: Told[] }) => tab.warnings.at(-1)?.warning ?? null;

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

describe('session timer: the warning before the end', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  const warned = { ...signedIn, warnMs: durations.sessionWarningMs };
  // An idle limit that comes before the maximum time: only then can staying put the end off.
  const idleFirst = { startedAt: start, maxMs: 60 * MINUTE_MS, idleMs: 30 * MINUTE_MS, warnMs: MINUTE_MS };
  const at = (count: number) => start + count * MINUTE_MS;

  it('warns a minute before the maximum time, once, whatever the activity, and then ends', () => {
    const ends: EndedBy[] = [];
    const tab = aBrowser().tab();
    startSessionTimer(warned, (reason) => ends.push(reason), tab);
    minutes(10);
    tab.window.dispatchEvent(new Event('keydown'));
    minutes(18.9);
    expect(tab.warnings).toEqual([]);
    minutes(0.1);
    expect(lastTold(tab)).toEqual({ kind: 'maxTime', endsAt: at(30) });
    minutes(0.5);
    tab.window.dispatchEvent(new Event('keydown'));
    expect(tab.warnings).toHaveLength(1);
    minutes(0.5);
    expect(ends).toEqual(['maxTime']);
    expect(lastTold(tab)).toBeNull();
  });

  it('offers to stay before the idle end, and staying puts the end off', () => {
    const ends: EndedBy[] = [];
    const tab = aBrowser().tab();
    startSessionTimer(idleFirst, (reason) => ends.push(reason), tab);
    minutes(29);
    expect(lastTold(tab)).toEqual({ kind: 'idle', endsAt: at(30) });
    tab.warnings.at(-1)?.stay();
    expect(lastTold(tab)).toBeNull();
    minutes(28.5);
    expect(ends).toEqual([]);
    expect(lastTold(tab)).toBeNull();
    // Nobody stays this time: a minute before the new idle end the warning comes back.
    minutes(0.5);
    expect(lastTold(tab)).toEqual({ kind: 'idle', endsAt: at(59) });
    minutes(1);
    expect(ends).toEqual(['idle']);
  });

  it('closes an idle warning in every tab when one of them stays', () => {
    const browser = aBrowser();
    const [first, second] = [browser.tab(), browser.tab()];
    const ends: EndedBy[] = [];
    for (const tab of [first, second]) startSessionTimer(idleFirst, (reason) => ends.push(reason), tab);
    minutes(29);
    expect([lastTold(first), lastTold(second)]).toEqual([
      { kind: 'idle', endsAt: at(30) },
      { kind: 'idle', endsAt: at(30) },
    ]);
    second.warnings.at(-1)?.stay();
    expect([lastTold(first), lastTold(second)]).toEqual([null, null]);
    minutes(5);
    expect(ends).toEqual([]);
  });

  it('closes an idle warning in every tab at any activity, which is what puts the end off', () => {
    const browser = aBrowser();
    const [first, second] = [browser.tab(), browser.tab()];
    const ends: EndedBy[] = [];
    for (const tab of [first, second]) startSessionTimer(idleFirst, (reason) => ends.push(reason), tab);
    minutes(29.5);
    first.window.dispatchEvent(new Event('pointermove'));
    expect([lastTold(first), lastTold(second)]).toEqual([null, null]);
    minutes(5);
    expect(ends).toEqual([]);
  });

  it('does not stay once the end has come', () => {
    const ends: EndedBy[] = [];
    const tab = aBrowser().tab();
    startSessionTimer(idleFirst, (reason) => ends.push(reason), tab);
    minutes(29);
    const told = tab.warnings.at(-1);
    // A sleeping laptop: the end passed before anyone could answer.
    vi.setSystemTime(at(31));
    told?.stay();
    expect(ends).toEqual(['idle']);
    expect(lastTold(tab)).toBeNull();
  });

  it('takes the warning away when stopped', () => {
    const tab = aBrowser().tab();
    const stop = startSessionTimer(warned, () => undefined, tab);
    minutes(29.5);
    expect(lastTold(tab)?.kind).toBe('maxTime');
    stop();
    expect(lastTold(tab)).toBeNull();
  });
});
