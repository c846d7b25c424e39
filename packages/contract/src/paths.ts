/**
 * Every HTTP path a client of the server calls: the portal API of spec section 7, our additions
 * (docs/api.md), the token service, the operator paths the CLI shares, and the development helpers.
 * Keys name the call. With `routes` and `messages`, one object per kind (docs/architecture-notes.md);
 * this file imports no zod, because the first page needs it (docs/benchmarks.md, bundle budget).
 */
export const paths = {
  encryptionKey: '/v1/ddp/encryption-key',
  login: '/v1/ddp/login',
  totpValidate: '/v1/ddp/totp-validate',
  registerUser: '/v1/ddp/register-user',
  cityData: '/v1/ddp/citydata',
  countries: '/v1/ddp/countries',
  portalConfig: '/v1/ddp/portal-config',
  /** Ours: `GET /v1/ddp/legal-pages/<name>`, the operator's text of one legal page (LEGAL_PAGES_DIR). */
  legalPages: '/v1/ddp/legal-pages',
  viewPersonalDetails: '/v1/ddp/view-personal-details',
  // Ours (issue 22): the caller's recovery codes, and the code screen's sign-in with one.
  viewRecoveryCodes: '/v1/ddp/view-recovery-codes',
  makeRecoveryCodes: '/v1/ddp/make-recovery-codes',
  recoveryCodeValidate: '/v1/ddp/recovery-code-validate',
  logout: '/v1/ddp/logout',
  resendQrCode: '/v1/ddp/resend-qrcode',
  /** Ours (issue 22): the first sign-in of an account that sets up its authenticator on screen. */
  enrolmentStart: '/v1/ddp/enrolment-start',
  enrolmentConfirm: '/v1/ddp/enrolment-confirm',
  /** Ours (issue 22): Settings, Change authenticator. */
  authenticatorChangeStart: '/v1/ddp/authenticator-change-start',
  authenticatorChangeConfirm: '/v1/ddp/authenticator-change-confirm',
  forgotPassword: '/v1/ddp/forgot-password',
  validateResetToken: '/v1/ddp/validate-reset-password-token',
  customResetPassword: '/v1/ddp/custom-reset-password',
  forcedResetPassword: '/v1/ddp/reset-password',
  editDetails: '/v1/ddp/edit-details',
  setLanguage: '/v1/ddp/set-language',
  updatePassword: '/v1/ddp/update-password',
  deleteDetails: '/v1/ddp/delete-details',
  // Ours (issue 22): the person's own sessions, ending them, and their security log.
  viewSessions: '/v1/ddp/view-sessions',
  endSession: '/v1/ddp/end-session',
  endOtherSessions: '/v1/ddp/end-other-sessions',
  viewSecurityLog: '/v1/ddp/view-security-log',
  viewListConsumers: '/v1/ddp/view-list-consumers',
  getAdminDetail: '/v1/ddp/getadmindetail',
  viewAdminDetails: '/v1/ddp/view-admin-details',
  inviteUser: '/v1/ddp/invite-user',
  updateConsumer: '/v1/ddp/update-consumer',
  makeAdminConsumer: '/v1/ddp/make-admin-consumer',
  deleteConsumer: '/v1/ddp/delete-consumer',
  // Ours: the Owners' pending invitations, and the invitation link's check on opening.
  listInvitations: '/v1/ddp/list-invitations',
  resendInvitation: '/v1/ddp/resend-invitation',
  withdrawInvitation: '/v1/ddp/withdraw-invitation',
  checkInvitation: '/v1/ddp/check-invitation',
  viewCredentials: '/v1/ddp/view-oauth-credentials',
  transferredCredentials: '/v1/ddp/get-transferred-cred',
  viewTeamCredentials: '/v1/ddp/view-team-credentials',
  createCredentials: '/v1/ddp/create-oauth-credentials',
  deleteCredentials: '/v1/ddp/delete-oauth-credentials',
  regenerateSecret: '/v1/ddp/regenerate-oauth-secret',
  // Ours (issue 20): a client's secrets, a second one beside the first for a rotation without downtime.
  viewClientSecrets: '/v1/ddp/view-client-secrets',
  addClientSecret: '/v1/ddp/add-client-secret',
  revokeClientSecret: '/v1/ddp/revoke-client-secret',
  // Ours (issue 20): a client's public key set, for private_key_jwt instead of a secret.
  viewClientKeys: '/v1/ddp/view-client-keys',
  setClientKeys: '/v1/ddp/set-client-keys',
  removeClientKeys: '/v1/ddp/remove-client-keys',
  clientSecret: '/v1/ddp/get-clientid-secret',
  // Ours (issue 20): the company's audit log, for its Owners.
  viewAuditLog: '/v1/ddp/view-audit-log',
  // Ours (issue 21): what the company's clients did with the APIs, and their quotas.
  viewUsage: '/v1/ddp/view-usage',
  // Ours (issue 22, part 3): passkeys, in Settings and instead of the code on the code screen.
  listPasskeys: '/v1/ddp/list-passkeys',
  passkeyRegistrationOptions: '/v1/ddp/passkey-registration-options',
  passkeyRegistrationVerify: '/v1/ddp/passkey-registration-verify',
  removePasskey: '/v1/ddp/remove-passkey',
  passkeySignInOptions: '/v1/ddp/passkey-sign-in-options',
  passkeySignIn: '/v1/ddp/passkey-sign-in',
  transferCredentials: '/v1/ddp/transfer-oauth-access-token',
  generateAccessToken: '/v1/ddp/generate-oauth-access-token',
  oauthToken: '/oauth2/token',
  oauthIntrospect: '/oauth2/introspect',
  oauthRevoke: '/oauth2/revoke',
  jwks: '/.well-known/jwks.json',
  oauthMetadata: '/.well-known/oauth-authorization-server',
  listBasicDocs: '/v1/ddp/list-basic-docs',
  listAdvancedDocs: '/v1/ddp/list-advanced-docs',
  viewBasicDocs: '/v1/ddp/view-basic-docs',
  viewAdvancedDocs: '/v1/ddp/view-advanced-docs',
  // Ours: every operation of the services the caller may read, for the docs screen's search.
  searchDocs: '/v1/ddp/search-docs',
  viewAdvancedServices: '/v1/ddp/view-advanced-services',
  requestAdvancedServices: '/v1/ddp/request-advanced-services',
  // News and Updates (spec section 7).
  viewNews: '/v1/ddp/view-news',
  getNews: '/v1/ddp/get-news',
  updateTermsCondition: '/v1/ddp/update-terms-condition',
  // Bug reports (spec section 7).
  getListBugReport: '/v1/ddp/get-list-bug-report',
  getReport: '/v1/ddp/get-report',
  uploadReportFile: '/v1/ddp/upload-report-file',
  createBugReport: '/v1/ddp/create-bug-report',
  // Front-end apps (spec section 7 "Front-end apps"); the token is ours: the jwtToken cookie's value,
  // which tells one app who the signed-in person is.
  getFrontendApps: '/v1/ddp/get-frontend-apps',
  getFrontendAppToken: '/v1/ddp/get-frontend-app-token',
  // Licence notes (spec section 7 "Licence notes"); the download is ours, a plain GET a link can use.
  getAllLicenseName: '/v1/ddp/get-all-license-name',
  getAllDetails: '/v1/ddp/get-all-details',
  thirdPartyNotices: '/v1/ddp/third-party-notices',
  // Ours: the start page's checklist and counts, and hiding the checklist.
  startSummary: '/v1/ddp/start-summary',
  dismissStartChecklist: '/v1/ddp/dismiss-start-checklist',
  // Ours: the operator API behind `npm run ops -- news ...` and `npm run ops -- apps ...`.
  opsNews: '/v1/ops/news',
  opsNewsWithdraw: '/v1/ops/news/withdraw',
  opsFrontendApps: '/v1/ops/frontend-apps',
  opsRemoveFrontendApp: '/v1/ops/frontend-apps/remove',
  devClock: '/v1/dev/clock',
  devMailbox: '/v1/dev/mailbox',
} as const;

/** Screens of the SPA, relative to the base path /dev-portal/. */
export const routes = {
  login: '/',
  twoFactor: '/2fa',
  codeScreen: '/login',
  resendQr: '/resend-qrcode',
  /** Ours (issue 22): the on-screen set-up of the authenticator at the first sign-in. */
  enrolAuthenticator: '/enrol-authenticator',
  forgotPassword: '/forgot-password',
  forcedReset: '/resetpassword',
  resetByLink: '/reset-password',
  registration: '/user-registration',
  invitedUser: '/invited-user',
  licences: '/thirdPartyLicense',
  /** The default targets of the footer's imprint, terms, privacy and contact links: /legal/<page>. */
  legal: '/legal',
  home: '/home',
  viewCredentials: '/home/view-credentials',
  viewSettings: '/home/view-settings',
  viewNews: '/home/view-news',
  viewReportBugs: '/home/view-report-bugs',
  viewFrontendApps: '/home/view-frontend-apps',
  viewTeams: '/home/view-teams',
  viewDocs: '/home/view-docs',
  requestAdvancedServices: '/home/request-advanced-services',
  /** Ours (issue 20): the company's audit log, for its Owners. */
  viewAuditLog: '/home/view-audit-log',
  /** Ours (issue 21): API usage and quotas. */
  viewUsage: '/home/view-usage',
  devMailbox: '/dev/mailbox',
} as const;

export const BASE_PATH = '/dev-portal/';
