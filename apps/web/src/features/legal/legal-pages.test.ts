import { describe, expect, it } from 'vitest';
import { legalPageNames, legalPages } from './legal-pages';

describe('legal pages behind the default footer links', () => {
  it('are the three pages the server links to, each with its setting', () => {
    expect(legalPageNames).toEqual(['imprint', 'terms-of-use', 'data-protection']);
    expect(legalPages.imprint.setting).toBe('FOOTER_IMPRINT_URL');
    expect(legalPages['terms-of-use'].setting).toBe('FOOTER_TERMS_URL');
    expect(legalPages['data-protection'].setting).toBe('FOOTER_PRIVACY_URL');
  });
});
