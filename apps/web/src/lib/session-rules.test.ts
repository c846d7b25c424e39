import { MINUTE_MS } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { formatLoginTime } from './login-time';
import { loginReasonFor, type SessionValues, signedInState, temporaryState } from './session-rules';

const start = Date.UTC(2025, 5, 1, 12, 0, 0);
const signedIn = (): SessionValues => ({
  token: 't',
  mfa: 'authenticated',
  email: 'ada@example.com',
  initialLoginTime: formatLoginTime(new Date(start)),
});
const halfSignedIn = (): SessionValues => ({
  email: 'ada@example.com',
  temporaryToken: 'tt',
  initialLoginTime: formatLoginTime(new Date(start)),
  temporaryLoginTime: formatLoginTime(new Date(start)),
});

describe('signed-in session (spec section 4)', () => {
  it('is open right after the second factor', () => {
    expect(signedInState(signedIn(), start)).toBe('ok');
  });

  it('stays open until just under 30 minutes after the first login', () => {
    expect(signedInState(signedIn(), start + 30 * MINUTE_MS - 1000)).toBe('ok');
  });

  it('ends at 30 minutes or more after the first login', () => {
    expect(signedInState(signedIn(), start + 30 * MINUTE_MS)).toBe('maxTime');
    expect(signedInState(signedIn(), start + 45 * MINUTE_MS)).toBe('maxTime');
  });

  it('needs a token, a login time and the second factor', () => {
    expect(signedInState({ ...signedIn(), token: undefined }, start)).toBe('missing');
    expect(signedInState({ ...signedIn(), initialLoginTime: undefined }, start)).toBe('missing');
    expect(signedInState({ ...signedIn(), mfa: undefined }, start)).toBe('missing');
    expect(signedInState({}, start)).toBe('missing');
  });
});

describe('temporary session of the code screen', () => {
  it('is open for just under 5 minutes', () => {
    expect(temporaryState(halfSignedIn(), start + 5 * MINUTE_MS - 1000)).toBe('ok');
  });

  it('ends 5 minutes after the password step', () => {
    expect(temporaryState(halfSignedIn(), start + 5 * MINUTE_MS)).toBe('expired');
  });

  it('needs the e-mail and the temporary token', () => {
    expect(temporaryState({ ...halfSignedIn(), email: undefined }, start)).toBe('missing');
    expect(temporaryState({ ...halfSignedIn(), temporaryToken: undefined }, start)).toBe('missing');
  });
});

describe('the reason Login shows for an ended session', () => {
  it('is the reason of the session that ended under an open screen', () => {
    expect(loginReasonFor({ endedBy: 'idle' }, true)).toBe('idle');
    expect(loginReasonFor({ endedBy: 'user' }, true)).toBe('user');
  });

  it('is a plain request to sign in for a page opened after the end', () => {
    expect(loginReasonFor({ endedBy: 'idle' }, false)).toBe('entry');
    expect(loginReasonFor({}, true)).toBe('entry');
  });
});
