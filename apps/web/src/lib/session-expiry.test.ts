import { durations, MINUTE_MS } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { expiryOf, warningOf } from './session-expiry';

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

describe('the warning a minute before the end', () => {
  const warned = { ...signedIn, warnMs: durations.sessionWarningMs };
  // Limits that differ, with the idle one shorter: only then can activity put the end off.
  const idleFirst = { startedAt: start, maxMs: 60 * MINUTE_MS, idleMs: 30 * MINUTE_MS, warnMs: MINUTE_MS };

  it('is due one minute before the maximum time of a session in use, and says nothing can put it off', () => {
    expect(warningOf(warned, at(20), at(28.5))).toEqual({ warning: null, checkInMs: 0.5 * MINUTE_MS });
    expect(warningOf(warned, at(28.9), at(29))).toEqual({
      warning: { kind: 'maxTime', endsAt: at(30) },
      checkInMs: MINUTE_MS,
    });
  });

  // 30 idle minutes from any activity never end before 30 minutes from the sign-in.
  it("is of the maximum time with the spec's limits, even for someone idle", () => {
    expect(warningOf(warned, undefined, at(29))).toEqual({
      warning: { kind: 'maxTime', endsAt: at(30) },
      checkInMs: MINUTE_MS,
    });
    expect(warningOf(warned, at(0.5), at(29.2)).warning?.kind).toBe('maxTime');
  });

  it('offers to stay when the idle limit comes first and activity would put the end off', () => {
    expect(warningOf(idleFirst, at(1), at(30.5))).toEqual({
      warning: { kind: 'idle', endsAt: at(31) },
      checkInMs: 0.5 * MINUTE_MS,
    });
    // Active again: the idle end moves past the maximum time, whose warning comes next.
    expect(warningOf(idleFirst, at(30.6), at(30.6))).toEqual({ warning: null, checkInMs: at(59) - at(30.6) });
    expect(warningOf(idleFirst, at(5), at(10))).toEqual({ warning: null, checkInMs: 24 * MINUTE_MS });
  });

  it('turns to the maximum time once that is within the minute, even before the idle end', () => {
    // Idle end at 59.8, maximum time at 60: activity would only move the end by 12 seconds.
    expect(warningOf(idleFirst, at(29.8), at(58.9))).toEqual({
      warning: { kind: 'idle', endsAt: at(59.8) },
      checkInMs: 0.1 * MINUTE_MS,
    });
    expect(warningOf(idleFirst, at(29.8), at(59))).toEqual({
      warning: { kind: 'maxTime', endsAt: at(59.8) },
      checkInMs: 0.8 * MINUTE_MS,
    });
  });

  it('is never due without warnMs (the code screen and the forced reset) nor once the phase has ended', () => {
    expect(warningOf(codeScreen, undefined, at(4.5)).warning).toBeNull();
    expect(warningOf(signedIn, at(20), at(29.5)).warning).toBeNull();
    expect(warningOf(warned, at(20), at(30)).warning).toBeNull();
  });
});
