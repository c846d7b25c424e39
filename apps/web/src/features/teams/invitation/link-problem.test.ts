import { messages } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { linkProblemOf } from './link-problem';

describe('refusals of the invitation link', () => {
  it('names an expired link', () => {
    expect(linkProblemOf(new ApiError('gone', 410, 'link_expired'))).toBe(messages.linkExpired);
  });

  it('names a used or superseded link', () => {
    expect(linkProblemOf(new ApiError('no', 400, 'link_invalid'))).toBe(messages.tokenNotValidAnymore);
  });

  it('leaves field errors and network trouble to the form', () => {
    expect(linkProblemOf(new ApiError('bad', 400, undefined, { password: 'x' }))).toBeUndefined();
    expect(linkProblemOf(new ApiError(messages.internalError, 0))).toBeUndefined();
    expect(linkProblemOf(new Error('boom'))).toBeUndefined();
  });
});
