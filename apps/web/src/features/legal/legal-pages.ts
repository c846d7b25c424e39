import { LEGAL_PAGE_NAMES, type LegalPageName } from '@ddp/contract';

/**
 * The legal pages behind the footer's default links (server configuration, docs/api.md). Each shows
 * the operator's own content (LEGAL_PAGES_DIR) or else a neutral text; other names under /legal
 * are not found.
 */
export const legalPages: Record<LegalPageName, { title: string }> = {
  imprint: { title: 'Imprint' },
  'terms-of-use': { title: 'Terms of use' },
  'data-protection': { title: 'Data protection' },
  contact: { title: 'Contact' },
};

export type { LegalPageName };

export const legalPageNames: readonly LegalPageName[] = LEGAL_PAGE_NAMES;
