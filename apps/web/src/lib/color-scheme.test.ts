import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLOR_SCHEME_KEY, colorSchemeManager } from './color-scheme';

// public/color-scheme.js sets the scheme before the first paint; Mantine sets it again once the
// app runs. Where the two disagree, the page flashes the other scheme while it loads.
const script = readFileSync(new URL('../../public/color-scheme.js', import.meta.url), 'utf8');

type System = 'light' | 'dark';

function storageWith(stored: string | null | 'unreadable'): Storage {
  const values = new Map<string, string>(
    stored !== null && stored !== 'unreadable' ? [[COLOR_SCHEME_KEY, stored]] : [],
  );
  return {
    getItem: (key: string) => {
      if (stored === 'unreadable') throw new DOMException('The operation is insecure.', 'SecurityError');
      return values.get(key) ?? null;
    },
  } as Storage;
}

/** The scheme the script puts on <html>, in a page with this storage and system preference. */
function schemeBeforePaint(stored: string | null | 'unreadable', system: System): string | undefined {
  const attributes = new Map<string, string>();
  const window = {
    localStorage: storageWith(stored),
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && system === 'dark',
    }),
  };
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
  };
  runInNewContext(script, { window, document });
  return attributes.get('data-mantine-color-scheme');
}

/** The scheme Mantine shows once the app runs: the manager's choice, 'auto' resolved by the system. */
function schemeOfTheApp(stored: string | null, system: System): string {
  vi.stubGlobal('window', { localStorage: storageWith(stored) });
  const choice = colorSchemeManager.get('auto');
  return choice === 'auto' ? system : choice;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the colour scheme before the first paint', () => {
  it('follows the system while nothing is chosen', () => {
    expect(schemeBeforePaint(null, 'dark')).toBe('dark');
    expect(schemeBeforePaint(null, 'light')).toBe('light');
  });

  it('keeps a choice of light or dark whatever the system prefers', () => {
    expect(schemeBeforePaint('light', 'dark')).toBe('light');
    expect(schemeBeforePaint('dark', 'light')).toBe('dark');
  });

  it('follows the system for the choice System, and for a value it does not know', () => {
    for (const stored of ['auto', 'sepia', '']) {
      expect(schemeBeforePaint(stored, 'dark'), stored).toBe('dark');
      expect(schemeBeforePaint(stored, 'light'), stored).toBe('light');
    }
  });

  it('follows the system when the browser refuses to read storage', () => {
    expect(schemeBeforePaint('unreadable', 'dark')).toBe('dark');
  });

  it('matches what Mantine shows once the app runs, so nothing flashes', () => {
    for (const stored of [null, 'light', 'dark', 'auto', 'sepia']) {
      for (const system of ['light', 'dark'] as const) {
        expect(schemeBeforePaint(stored, system), `${stored} on a ${system} system`).toBe(
          schemeOfTheApp(stored, system),
        );
      }
    }
  });
});
