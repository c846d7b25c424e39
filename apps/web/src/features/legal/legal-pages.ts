import { LEGAL_PAGE_NAMES, type LegalPageName, messages } from '@ddp/contract';

/**
 * The legal pages behind the footer's default links (server configuration, docs/api.md). Each shows
 * the operator's own content (LEGAL_PAGES_DIR) or else a neutral text; other names under /legal
 * are not found. The titles are read when shown, in the language of the moment.
 */
export const legalPages: Record<LegalPageName, { title: string }> = {
  imprint: {
    get title() {
      return messages.titleImprint;
    },
  },
  'terms-of-use': {
    get title() {
      return messages.titleTermsOfUse;
    },
  },
  'data-protection': {
    get title() {
      return messages.titleDataProtection;
    },
  },
  contact: {
    get title() {
      return messages.titleContact;
    },
  },
};

export type { LegalPageName };

export const legalPageNames: readonly LegalPageName[] = LEGAL_PAGE_NAMES;
