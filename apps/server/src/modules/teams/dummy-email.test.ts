import { describe, expect, it } from 'vitest';
import { dummyEmailBase, firstFreeEmail } from './dummy-email';

describe('dummy consumer addresses', () => {
  it('joins folded first and last name at the admin domain', () => {
    expect(firstFreeEmail(dummyEmailBase('Zoë', "O'Brien-Núñez", 'boss@acme.example'), new Set())).toBe(
      'zoe.obriennunez@acme.example',
    );
  });

  it('numbers the address when it is taken', () => {
    const base = dummyEmailBase('Ada', 'Lovelace', 'owner@example.com');
    const taken = new Set(['ada.lovelace@example.com', 'ada.lovelace.2@example.com']);
    expect(firstFreeEmail(base, taken)).toBe('ada.lovelace.3@example.com');
  });

  it('falls back to "consumer" for names without letters or digits', () => {
    expect(firstFreeEmail(dummyEmailBase('李', '王', 'a@b.co'), new Set())).toBe('consumer@b.co');
  });
});
