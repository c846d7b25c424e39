import { messages } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import {
  type EndReason,
  endReasonForCode,
  loginNoticeFor,
  loginSearchFor,
  loginStateFor,
} from './logout-reasons';

describe('how Login learns why the session ended', () => {
  it.each<[EndReason, string]>([
    ['idle', messages.loggedOutIdle],
    ['maxTime', messages.loggedOutMaxTime],
    ['entry', messages.loginEntryRequired],
  ])('shows the spec text for %s', (reason, text) => {
    expect(loginNoticeFor(new URLSearchParams(loginSearchFor(reason)))).toBe(text);
  });

  it('uses the query parameters of the spec', () => {
    expect(loginSearchFor('idle')).toBe('?logout=success');
    expect(loginSearchFor('maxTime')).toBe('?logout=maximumsessiontime');
    expect(loginSearchFor('entry')).toBe('?entry=success');
    expect(loginSearchFor('user')).toBe('');
  });

  it("hands 'Account Deleted!' to Login after the account was deleted", () => {
    expect(loginSearchFor('deleted')).toBe('');
    expect(loginStateFor('deleted')).toEqual({ notice: messages.accountDeleted });
    expect(loginStateFor('idle')).toBeUndefined();
  });

  it('shows nothing for a plain visit or unknown values', () => {
    expect(loginNoticeFor(new URLSearchParams(''))).toBeUndefined();
    expect(loginNoticeFor(new URLSearchParams('?logout=maybe'))).toBeUndefined();
  });

  it('maps the server session codes', () => {
    expect(endReasonForCode('session_idle')).toBe('idle');
    expect(endReasonForCode('session_max_time')).toBe('maxTime');
    expect(endReasonForCode('session_missing')).toBe('entry');
    expect(endReasonForCode('bad_code')).toBeUndefined();
    expect(endReasonForCode(undefined)).toBeUndefined();
  });
});
