import { describe, expect, it } from 'vitest';
import { legalPageNames, legalPages } from './legal-pages';

describe('legal pages behind the default footer links', () => {
  it('are the four pages the server links to and serves content for', () => {
    expect(legalPageNames).toEqual(['imprint', 'terms-of-use', 'data-protection', 'contact']);
    expect(legalPageNames.map((name) => legalPages[name].title)).toEqual([
      'Imprint',
      'Terms of use',
      'Data protection',
      'Contact',
    ]);
  });
});
