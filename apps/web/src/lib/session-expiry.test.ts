import { durations, MINUTE_MS } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { expiryOf } from './session-expiry';

const start = Date.UTC(2025, 5, 1, 12, 0, 0);
const signedIn = {
  startedAt: start,
  maxMs: durations.sessionAbsoluteMs,
  idleMs: durations.sessionIdleMs,
};
const codeScreen = {
  startedAt: start,
  maxMs: durations.temporaryTokenMs,
  idleMs: durations.codeScreenIdleMs,
};
const at = (minutes: number) => start + minutes * MINUTE_MS;

describe('signed-in session: 30 minutes at most, 30 idle minutes (spec section 4)', () => {
  it('stays open while someone is active', () => {
    expect(expiryOf(signedIn, at(20), at(29))).toEqual({ ended: null, checkInMs: MINUTE_MS });
  });

  it('ends for inactivity after 30 minutes without activity', () => {
    expect(expiryOf(signedIn, start, at(30))).toEqual({ ended: 'idle' });
    expect(expiryOf(signedIn, undefined, at(31))).toEqual({ ended: 'idle' });
  });

  it('ends for the maximum session time 30 minutes after the first login, however active', () => {
    expect(expiryOf(signedIn, at(29.9), at(30))).toEqual({ ended: 'maxTime' });
  });

  it('does not count activity from before the sign-in', () => {
    expect(expiryOf(signedIn, start - 60 * MINUTE_MS, at(10))).toEqual({
      ended: null,
      checkInMs: 20 * MINUTE_MS,
    });
  });

  it('checks again when the next limit is due', () => {
    expect(expiryOf(signedIn, at(1), at(2))).toEqual({ ended: null, checkInMs: 28 * MINUTE_MS });
  });
});

describe('temporary session: 5 minutes, and 5 idle minutes on the one-field code screen', () => {
  it('ends 5 minutes after the password step', () => {
    expect(expiryOf({ startedAt: start, maxMs: durations.temporaryTokenMs }, at(4.5), at(5))).toEqual({
      ended: 'maxTime',
    });
  });

  it('ends for inactivity on the code screen when nothing happened since the password step', () => {
    expect(expiryOf(codeScreen, undefined, at(5))).toEqual({ ended: 'idle' });
    expect(expiryOf(codeScreen, at(1), at(4))).toEqual({ ended: null, checkInMs: MINUTE_MS });
  });
});
