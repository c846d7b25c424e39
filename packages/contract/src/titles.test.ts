import { describe, expect, it } from 'vitest';
import { messages } from './messages';

const screenNames = Object.entries(messages).flatMap(([key, text]) =>
  key.startsWith('title') && typeof text === 'string' ? [[key, text] as const] : [],
);

describe('the titles of the screens', () => {
  it('names every screen differently, so two tabs never read alike', () => {
    const names = screenNames.map(([, name]) => name);
    expect(names.length).toBeGreaterThan(20);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps each name short enough to read on a narrow tab', () => {
    for (const [key, name] of screenNames) expect(name.length, key).toBeLessThanOrEqual(24);
  });

  it("puts the portal's name after the screen's", () => {
    expect(messages.documentTitle(messages.titleCredentials)).toBe('Credentials · Developer Portal');
  });
});
