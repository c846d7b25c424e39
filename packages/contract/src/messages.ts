/**
 * Every text a person can read, written once. The spec's wording (and spelling) is the contract;
 * texts marked "ours" fill gaps where the spec says "not shown" (see docs/decisions.md).
 */
export const messages = {
  loginEntryRequired: 'Please sign-in to access this URL.',
  loggedOutIdle: 'Your session has expired due to inactivity. Please log-in again.',
  loggedOutMaxTime: 'Your session has expired due to exceeding maximum session time. Please log-in again.',
  passwordTooOld:
    'It has been more than 90 days since you last reset your password. Please create a new password.',
  internalError: 'Internal Server Error',
  emailDetailsSuffix: ' An email has been sent to you with login details.',
  linkExpired: 'This link has been expired',
  tokenNotValidAnymore: 'The Token is not valid anymore!',
  notValidToken: 'Not a valid token',

  // Registration form (spec section 5).
  emailRequired: 'Email field is required',
  emailInvalid: 'Please provide valid email',
  passwordRequired: 'Password field is required',
  passwordTooShort: 'Password should be at least 16 characters long',
  passwordClasses:
    'Password must match at least 3 out of 4 criteria (1 Uppercase, 1 lowercase, 1 numeric and 1 special character).',
  passwordClassesReset:
    'Password must match at least 3 out of 4 criteria (1 Uppercase, 1 lowercase, 1 numeric, and 1 special character).',
  passwordsNotIdentical: 'Passwords must be identical.',
  firstNameRequired: 'First Name field is required',
  lastNameRequired: 'Last Name field is required',
  companyNameRequired: 'Company Name field is required',
  projectNameRequired: 'Project Name field is required',
  projectDescriptionRequired: 'Project description field is required',
  fieldRequired: 'This field is required',
  countryRequired: 'Country Name field is required',
  cityRequired: 'City Name field is required',
  phoneRequired: 'Phone number field is required',
  phoneTooShort: 'Phone number should be at least 5 digits long',
  phoneDigitsOnly: 'Phone number must be in digits',
  acceptTerms: 'Please accept terms and conditions',
  acceptPrivacy: 'Please accept Data Protection Declaration',

  // Ours: texts the spec leaves open.
  tooLong: (max: number) => `Must be at most ${max} characters`,
  phoneTooLong: 'Phone number must be at most 15 digits long',
  countryUnknown: 'Please choose a country from the list',
  cityUnknown: 'Please choose a city from the list',
  dialCodeInvalid: 'Please choose a valid country dial code',
  mobileMismatch: 'The mobile number does not match the dial code and phone number',
  codeRequired: 'Please enter the 6-digit code from your authenticator app',
  codeFormat: 'The code has 6 digits',
  registered: 'Your account has been created.',
  emailTaken: 'An account with this e-mail already exists. Please sign in or reset your password.',
  loginFailed: 'Invalid e-mail or password.',
  loginSucceeded: 'Password accepted. Please enter the code from your authenticator app.',
  codeInvalid: 'Invalid or already used code. Please wait for the next code and try again.',
  codeAccepted: 'Signed in.',
  sessionMissing: 'Please sign in.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  temporaryTokenExpired: 'The sign-in step has expired. Please sign in again.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  badEnvelope: 'The request could not be read. Reload the page and try again.',
  badRequest: 'The request is not valid.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  loggedOut: 'You have been logged out.',
  unavailable: 'The service is unavailable. Please try again shortly.',

  // Account lifecycle (ours unless the spec gives the text).
  accountDeleted: 'Account Deleted!',
  accountNotDeleted: 'Account cannot be Deleted!',
  qrResent: 'We have sent the QR code to your e-mail address again.',
  forgotSent:
    'If an account exists for this e-mail address, we have sent it a link to reset the password. The link is valid for 1 hour.',
  linkValid: 'The link is valid. Please choose a new password.',
  passwordResetDone: 'Your password has been changed. Please sign in with your new password.',
  forcedResetDone: 'Your password has been changed. Please enter the code from your authenticator app.',
  passwordUpdated: 'Your password has been updated.',
  passwordMustDiffer: 'The new password must be different from the current one.',
  oldPasswordWrong: 'The current password is not correct.',
  detailsUpdated: 'Your details have been saved.',
  mobileFormat: 'Please enter the phone number with its dial code, for example +49 1701234567 DE',
  lastOwner:
    'You are the last Owner of your company. Make another member an Owner before deleting your account.',
  waitBeforeRetry: (seconds: number) =>
    `Too many failed attempts. Please wait ${seconds} seconds before trying again.`,
  signInLocked: (minutes: number) =>
    `Too many failed attempts: sign-in is blocked for ${minutes} minutes. Please wait, or reset your password with 'Forgot password'.`,
  greeting: (firstname: string) => `Welcome, ${firstname}!`,
  pageNotBuiltYet: 'This page is not available yet.',
  pageNotFound: 'This page does not exist.',
  devMailboxOff: 'The dev mailbox is off because a real SMTP server is configured.',
  devMailboxEmpty: 'No mail has been sent yet.',
} as const;
