import { BASE_PATH, defaultPortalLinks, LEGAL_PAGE_NAMES } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { resolvePortalLinks } from './portal-links';

describe('footer link targets', () => {
  it('uses the configured targets', () => {
    const links = resolvePortalLinks({
      imprint: 'https://example.org/imprint',
      termsOfUse: '/terms',
      dataProtection: 'https://example.org/privacy',
      contact: 'mailto:support@example.org',
    });
    expect(links).toEqual({
      imprint: 'https://example.org/imprint',
      termsOfUse: '/terms',
      dataProtection: 'https://example.org/privacy',
      contact: 'mailto:support@example.org',
    });
  });

  // The footer shows before the configuration arrives: a click then must still reach a page of the
  // portal, on the same host, not a path outside it.
  it('leads to the portal legal pages without a configuration', () => {
    const links = resolvePortalLinks(undefined);
    expect(Object.values(links)).toEqual(LEGAL_PAGE_NAMES.map((name) => `${BASE_PATH}legal/${name}`));
  });

  it('never keeps a placeholder or script target', () => {
    const links = resolvePortalLinks({ imprint: '#', termsOfUse: 'javascript:alert(1)', contact: 42 });
    expect(links.imprint).toBe(defaultPortalLinks.imprint);
    expect(links.termsOfUse).toBe(defaultPortalLinks.termsOfUse);
    expect(links.contact).toBe(defaultPortalLinks.contact);
  });
});
