/**
 * The footer's default targets (server configuration, docs/api.md): the operator replaces each
 * with its own page through the named setting. Other names under /legal are not found.
 */
export const legalPages = {
  imprint: { title: 'Imprint', setting: 'FOOTER_IMPRINT_URL' },
  'terms-of-use': { title: 'Terms of use', setting: 'FOOTER_TERMS_URL' },
  'data-protection': { title: 'Data protection', setting: 'FOOTER_PRIVACY_URL' },
} as const;

export type LegalPageName = keyof typeof legalPages;

export const legalPageNames = Object.keys(legalPages) as LegalPageName[];
