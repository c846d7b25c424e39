/**
 * The time of the last activity, shared by all tabs of the portal through localStorage: using
 * one tab keeps the others signed in (spec section 4, idle time-out). Writes are throttled, as
 * pointer moves fire dozens of times a second and every write wakes the other tabs.
 */
export const ACTIVITY_KEY = 'ddp.lastActivity';
export const ACTIVITY_WRITE_EVERY_MS = 5_000;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export interface ActivityClock {
  /** Notes activity at `now`; returns whether it was written for the other tabs. */
  record(now: number): boolean;
  /** The latest activity of any tab, or undefined if none is known. */
  read(): number | undefined;
}

function parseTime(raw: string | null): number | undefined {
  const value = raw === null ? Number.NaN : Number(raw);
  return Number.isFinite(value) ? value : undefined;
}

export function createActivityClock(
  store: KeyValueStore | undefined,
  writeEveryMs = ACTIVITY_WRITE_EVERY_MS,
): ActivityClock {
  let local: number | undefined;
  let written: number | undefined;

  const readStored = (): number | undefined => {
    try {
      return parseTime(store?.getItem(ACTIVITY_KEY) ?? null);
    } catch {
      return undefined;
    }
  };

  return {
    record(now) {
      local = Math.max(local ?? now, now);
      if (written !== undefined && now - written < writeEveryMs && now >= written) return false;
      written = now;
      try {
        // Never move the shared time backwards, should another tab's clock be ahead.
        store?.setItem(ACTIVITY_KEY, String(Math.max(now, readStored() ?? now)));
      } catch {
        // A full or blocked storage leaves this tab on its own time, which is still correct here.
      }
      return true;
    },
    read() {
      const stored = readStored();
      if (stored === undefined) return local;
      return local === undefined ? stored : Math.max(local, stored);
    },
  };
}
