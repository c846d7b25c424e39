import type { LegalPageName } from './constants';

/**
 * The neutral text of each legal page until the operator gives its own (LEGAL_PAGES_DIR). Content
 * rather than a message: it lives apart from `messages`, so that only the legal page's chunk
 * carries it, never Login's first download.
 */
export const legalPageDefaults: Record<LegalPageName, string> = {
  imprint:
    'This portal is provided by the operator of the data-sharing and API platform. Its legal details have not been published on the portal yet; for any enquiry, please use the contact page.',
  'terms-of-use':
    'Use of this portal and of the APIs it offers is subject to the terms agreed with its operator. Terms that ask for your answer are shown under News and Updates once you are signed in.',
  'data-protection':
    'The portal keeps the details you give at registration and in your settings, and a record of your sign-ins, to provide your account and keep it secure. The full data protection notice has not been published on the portal yet; for any question, please use the contact page.',
  contact:
    'For questions about this portal, your account or the APIs, please contact the team that gave you access to the platform.',
};
