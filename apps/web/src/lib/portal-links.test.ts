import { defaultPortalLinks } from '@ddp/contract';
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

  it('falls back to the defaults without a configuration', () => {
    expect(resolvePortalLinks(undefined)).toEqual(defaultPortalLinks);
  });

  it('never keeps a placeholder or script target', () => {
    const links = resolvePortalLinks({ imprint: '#', termsOfUse: 'javascript:alert(1)', contact: 42 });
    expect(links.imprint).toBe(defaultPortalLinks.imprint);
    expect(links.termsOfUse).toBe(defaultPortalLinks.termsOfUse);
    expect(links.contact).toBe(defaultPortalLinks.contact);
  });
});
