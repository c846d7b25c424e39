/** Business constants of spec section 9; durations are defaults that configuration may change. */
export const MINUTE_MS = 60_000;

export const limits = {
  passwordMinLength: 16,
  passwordMaxLength: 128,
  passwordMinClasses: 3,
  phoneMinDigits: 5,
  phoneMaxDigits: 15,
  nameMaxLength: 100,
  emailMaxLength: 254,
  addressMaxLength: 200,
  textMaxLength: 2000,
  pageSize: 10,
} as const;

export const durations = {
  sessionAbsoluteMs: 30 * MINUTE_MS,
  sessionIdleMs: 30 * MINUTE_MS,
  temporaryTokenMs: 5 * MINUTE_MS,
  codeScreenIdleMs: 5 * MINUTE_MS,
  /** Ours: a signed-in session warns this long before it ends (docs/decisions.md). */
  sessionWarningMs: MINUTE_MS,
  passwordMaxAgeDays: 90,
  resendQrRedirectMs: 1500,
  /** A reset link is valid for less than this (spec sections 4 and 9). */
  resetLinkValidMs: 60 * MINUTE_MS,
} as const;

/** Limits of what an operator may attach to news (ours; the spec gives none). */
export const newsLimits = {
  subjectMaxLength: 200,
  bodyMaxLength: 20_000,
  attachmentsMax: 5,
  attachmentMaxBytes: 5 * 1024 * 1024,
  filenameMaxLength: 200,
} as const;

/** The statuses operators set on bug reports (spec: "other statuses and transitions: not shown"; ours). */
export const BUG_STATUSES = ['Pending', 'In progress', 'Resolved', 'Closed'] as const;

/** The special characters that count as the fourth class (spec section 5). */
export const PASSWORD_SPECIALS = '#?!@$%^&*-';

export const MFA_HEADER = 'x-mfa-value';
export const MFA_AUTHENTICATED = 'authenticated';

export const OUTPUT_SUCCESS = 'success';
export const OUTPUT_ERROR = 'error';

/**
 * Footer targets used when the operator configures none, and by the browser until it has read the
 * configuration (or when it cannot): the portal's own legal pages. Paths, not addresses, so the
 * browser stays on the host it used and its session with it.
 */
export const defaultPortalLinks = {
  imprint: '/dev-portal/legal/imprint',
  termsOfUse: '/dev-portal/legal/terms-of-use',
  dataProtection: '/dev-portal/legal/data-protection',
  contact: '/dev-portal/legal/contact',
} as const;

/** The legal pages of the portal (`/legal/<name>`), each with the operator's content if any. */
export const LEGAL_PAGE_NAMES = ['imprint', 'terms-of-use', 'data-protection', 'contact'] as const;
export type LegalPageName = (typeof LEGAL_PAGE_NAMES)[number];

/**
 * The four shared cookies of the front-end apps and their lifetime (spec section 7 "Shared
 * cookies", section 9). Here, without zod, because the session store clears them on every page.
 */
export const sharedCookies = {
  jwtToken: 'jwtToken',
  consumerId: 'consumerId',
  selectedApp: 'selectedApp',
  accessToken: 'access_token',
  lifetimeMs: 30 * MINUTE_MS,
} as const;

/**
 * The portal's own sample data API (issue 20, part 4): its scope, the service id it is published
 * under, and its resource indicator's path below the issuer (RFC 8707).
 */
export const sampleApi = { serviceId: 'environment-stations', resourcePath: '/v1/sample' } as const;
