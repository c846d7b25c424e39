import { describe, expect, it } from 'vitest';
import { ACTIVITY_KEY, createActivityClock } from './activity-clock';

/** localStorage as the tabs of one browser share it. */
function sharedStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('last activity shared by all tabs', () => {
  it('lets one tab see the activity of another', () => {
    const storage = sharedStorage();
    const tabA = createActivityClock(storage);
    const tabB = createActivityClock(storage);
    tabA.record(1_000);
    expect(tabB.read()).toBe(1_000);
  });

  it('writes at most once per interval, but keeps its own latest time', () => {
    const storage = sharedStorage();
    const tab = createActivityClock(storage, 5_000);
    expect(tab.record(1_000)).toBe(true);
    expect(tab.record(3_000)).toBe(false);
    expect(storage.values.get(ACTIVITY_KEY)).toBe('1000');
    expect(tab.read()).toBe(3_000);
    expect(tab.record(6_000)).toBe(true);
    expect(storage.values.get(ACTIVITY_KEY)).toBe('6000');
  });

  it('never moves the shared time backwards', () => {
    const storage = sharedStorage();
    createActivityClock(storage).record(9_000);
    createActivityClock(storage).record(2_000);
    expect(storage.values.get(ACTIVITY_KEY)).toBe('9000');
  });

  it('ignores unreadable values and works without storage', () => {
    const storage = sharedStorage();
    storage.setItem(ACTIVITY_KEY, 'soon');
    expect(createActivityClock(storage).read()).toBeUndefined();
    const alone = createActivityClock(undefined);
    alone.record(4_000);
    expect(alone.read()).toBe(4_000);
  });

  it('survives a storage that refuses to be used', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const tab = createActivityClock(broken);
    expect(tab.record(1_000)).toBe(true);
    expect(tab.read()).toBe(1_000);
  });
});
