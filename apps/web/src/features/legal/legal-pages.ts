import { LEGAL_PAGE_NAMES, type LegalPageName, messages } from '@ddp/contract';

/**
 * The legal pages behind the footer's default links (server configuration, docs/api.md). Each shows
 * the operator's own content (LEGAL_PAGES_DIR) or else a neutral text; other names under /legal
 * are not found.
 */
export const legalPages: Record<LegalPageName, { title: string }> = {
  imprint: { title: messages.titleImprint },
  'terms-of-use': { title: messages.titleTermsOfUse },
  'data-protection': { title: messages.titleDataProtection },
  contact: { title: messages.titleContact },
};

export type { LegalPageName };

export const legalPageNames: readonly LegalPageName[] = LEGAL_PAGE_NAMES;
