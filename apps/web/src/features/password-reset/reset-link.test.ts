import { encodeLinkDetails, MINUTE_MS, messages } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { linkRefusalOf, readResetLink } from './reset-link';

const now = Date.UTC(2025, 5, 1, 12, 0, 0);
const payload = (minutesAgo: number) => ({
  email: 'ada@example.com',
  token: 'A'.repeat(43),
  inviteDate: new Date(now - minutesAgo * MINUTE_MS).toISOString(),
});

describe('reset link (spec sections 4 and 8)', () => {
  it('is fresh for just under an hour', () => {
    expect(readResetLink(encodeLinkDetails(payload(59)), now)).toMatchObject({ kind: 'fresh' });
  });

  it('has expired at 1 hour or older', () => {
    expect(readResetLink(encodeLinkDetails(payload(60)), now).kind).toBe('expired');
    expect(readResetLink(encodeLinkDetails(payload(600)), now).kind).toBe('expired');
  });

  it('is not a valid token when it cannot be read', () => {
    expect(readResetLink(null, now).kind).toBe('invalid');
    expect(readResetLink('not-a-link', now).kind).toBe('invalid');
    expect(readResetLink(encodeLinkDetails({ ...payload(1), token: 'short' }), now).kind).toBe('invalid');
    expect(readResetLink(encodeLinkDetails({ ...payload(1), inviteDate: 'today' }), now).kind).toBe(
      'invalid',
    );
  });
});

describe("the server's answer about the link", () => {
  it('410 has expired', () => {
    expect(linkRefusalOf(new ApiError(messages.linkExpired, 410, 'link_expired'))).toBe(messages.linkExpired);
  });

  it("any other refusal shows the server's message", () => {
    const refused = new ApiError(messages.tokenNotValidAnymore, 400, 'link_invalid');
    expect(linkRefusalOf(refused)).toBe(messages.tokenNotValidAnymore);
    const malformed = new ApiError(messages.notValidToken, 400, undefined, { token: messages.notValidToken });
    expect(linkRefusalOf(malformed)).toBe(messages.notValidToken);
  });

  it('lets trouble that is not about the link be tried again', () => {
    expect(linkRefusalOf(new ApiError(messages.internalError, 0))).toBeUndefined();
    expect(linkRefusalOf(new ApiError(messages.internalError, 500))).toBeUndefined();
    expect(linkRefusalOf(new ApiError(messages.tooManyRequests, 429))).toBeUndefined();
    expect(linkRefusalOf(new ApiError('rule', 400, undefined, { newPass: 'rule' }))).toBeUndefined();
    expect(linkRefusalOf(new Error('x'))).toBeUndefined();
  });
});
