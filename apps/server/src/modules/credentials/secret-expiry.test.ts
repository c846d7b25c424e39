import { messages } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { expiryOf } from './secret-expiry';

const now = new Date('2026-11-28T10:30:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe('a new secret’s expiry', () => {
  it('is 30, 60 or 90 days from now, or never, without a maximum', () => {
    expect(expiryOf('30', now, 0)).toEqual(days(30));
    expect(expiryOf('60', now, 0)).toEqual(days(60));
    expect(expiryOf('90', now, 0)).toEqual(days(90));
    expect(expiryOf('never', now, 0)).toBeNull();
    expect(expiryOf(undefined, now, 0)).toBeNull();
  });

  it('lasts through the chosen day in GMT, from tomorrow on', () => {
    expect(expiryOf('2026-11-29', now, 0)).toEqual(new Date('2026-11-30T00:00:00Z'));
    expect(expiryOf('2027-02-28', now, 0)).toEqual(new Date('2027-03-01T00:00:00Z'));
    for (const bad of ['2026-11-28', '2026-11-27', '2027-02-29', '2026-13-01', '2026-00-10', '0000-00-00'])
      expect(() => expiryOf(bad, now, 0), bad).toThrow(messages.secretExpiryInvalid);
  });

  it('keeps within the operator’s maximum, which also applies without a choice', () => {
    const tooLate = messages.secretExpiryTooLate({ days: 60 });
    expect(expiryOf(undefined, now, 60)).toEqual(days(60));
    expect(expiryOf('60', now, 60)).toEqual(days(60));
    expect(() => expiryOf('90', now, 60)).toThrow(tooLate);
    expect(() => expiryOf('never', now, 60)).toThrow(tooLate);
    expect(expiryOf('2027-01-27', now, 60)).toEqual(new Date('2027-01-28T00:00:00Z'));
    expect(() => expiryOf('2027-01-28', now, 60)).toThrow(tooLate);
  });
});
