/** The portal API's paths (spec section 7) plus our own additions, documented in docs/api.md. */
export const paths = {
  encryptionKey: '/v1/ddp/encryption-key',
  login: '/v1/ddp/login',
  totpValidate: '/v1/ddp/totp-validate',
  registerUser: '/v1/ddp/register-user',
  cityData: '/v1/ddp/citydata',
  countries: '/v1/ddp/countries',
  portalConfig: '/v1/ddp/portal-config',
  viewPersonalDetails: '/v1/ddp/view-personal-details',
  logout: '/v1/ddp/logout',
  resendQrCode: '/v1/ddp/resend-qrcode',
  forgotPassword: '/v1/ddp/forgot-password',
  validateResetToken: '/v1/ddp/validate-reset-password-token',
  customResetPassword: '/v1/ddp/custom-reset-password',
  forcedResetPassword: '/v1/ddp/reset-password',
  editDetails: '/v1/ddp/edit-details',
  updatePassword: '/v1/ddp/update-password',
  deleteDetails: '/v1/ddp/delete-details',
  viewListConsumers: '/v1/ddp/view-list-consumers',
  getAdminDetail: '/v1/ddp/getadmindetail',
  viewAdminDetails: '/v1/ddp/view-admin-details',
  inviteUser: '/v1/ddp/invite-user',
  updateConsumer: '/v1/ddp/update-consumer',
  makeAdminConsumer: '/v1/ddp/make-admin-consumer',
  deleteConsumer: '/v1/ddp/delete-consumer',
  devClock: '/v1/dev/clock',
  devMailbox: '/v1/dev/mailbox',
} as const;

/** Screens of the SPA, relative to the base path /dev-portal/. */
export const routes = {
  login: '/',
  twoFactor: '/2fa',
  codeScreen: '/login',
  resendQr: '/resend-qrcode',
  forgotPassword: '/forgot-password',
  forcedReset: '/resetpassword',
  resetByLink: '/reset-password',
  registration: '/user-registration',
  invitedUser: '/invited-user',
  licences: '/thirdPartyLicense',
  home: '/home',
  viewCredentials: '/home/view-credentials',
  devMailbox: '/dev/mailbox',
} as const;

export const BASE_PATH = '/dev-portal/';
