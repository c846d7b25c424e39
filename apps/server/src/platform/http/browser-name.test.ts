import { describe, expect, it } from 'vitest';
import { browserName } from './browser-name';

describe('browser names', () => {
  it('names the browser, its major version and the system', () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.85 Safari/537.36';
    expect(browserName(chrome)).toBe('Chrome 131 (Linux)');
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
    expect(browserName(firefox)).toBe('Firefox 133 (Windows)');
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    expect(browserName(safari)).toBe('Safari 18 (iOS)');
  });

  it('says nothing for a missing or meaningless header', () => {
    expect(browserName(undefined)).toBeNull();
    expect(browserName('')).toBeNull();
    expect(browserName('x'.repeat(5000))).toBeNull();
  });
});
