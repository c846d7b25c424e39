import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../platform/clock';
import { SecretBox } from '../../platform/secret-box';
import { SessionTokens } from './tokens';

// verify() remembers tokens it has checked; these hold it to the answers of a fresh check.
describe('session tokens', () => {
  const clock = new FakeClock();
  const tokens = new SessionTokens(new SecretBox(randomBytes(32)), clock);
  const claims = { sessionId: 'session-1', consumerId: 'consumer-1', kind: 'active' as const };

  it('answers a checked token again, and flags it expired once its time has passed', async () => {
    const token = await tokens.sign(claims, new Date(clock.now().getTime() + 60_000));
    expect(await tokens.verify(token)).toEqual({ ...claims, expired: false });
    expect(await tokens.verify(token)).toEqual({ ...claims, expired: false });
    clock.advance(60_000);
    expect(await tokens.verify(token)).toEqual({ ...claims, expired: true });
  });

  it('refuses a token with any character changed, though the genuine one was checked before', async () => {
    const token = await tokens.sign(claims, new Date(clock.now().getTime() + 60_000));
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flip = (part: string) => `${part.slice(0, -2)}${part.at(-2) === 'A' ? 'B' : 'A'}${part.at(-1)}`;
    expect(await tokens.verify(`${header}.${payload}.${flip(signature)}`), 'signature').toBeNull();
    expect(await tokens.verify(`${header}.${flip(payload)}.${signature}`), 'payload').toBeNull();
    expect(await tokens.verify(`${header}.${payload.slice(0, -4)}.${signature}`), 'cut').toBeNull();
  });

  it('refuses a token signed under another master key', async () => {
    const other = new SessionTokens(new SecretBox(randomBytes(32)), clock);
    const foreign = await other.sign(claims, new Date(clock.now().getTime() + 60_000));
    expect(await other.verify(foreign)).not.toBeNull();
    expect(await tokens.verify(foreign)).toBeNull();
  });
});
