/**
 * The English catalogue: every text a person can read, written once, as ICU MessageFormat. The
 * spec's wording (and spelling) is the contract;
 * texts marked "ours" fill gaps where the spec says "not shown" (see docs/decisions.md). One object
 * for all of them, grouped by area; a key says what the text is about, the area's name included
 * where the key would not say it alone (docs/architecture-notes.md, "The contract's names").
 */
export const en = {
  loginEntryRequired: 'Please sign-in to access this URL.',
  loggedOutIdle: 'Your session has expired due to inactivity. Please log-in again.',
  loggedOutMaxTime: 'Your session has expired due to exceeding maximum session time. Please log-in again.',
  // Ours: the warning before a signed-in session ends (docs/decisions.md).
  sessionIdleWarningTitle: 'Are you still there?',
  sessionIdleWarning:
    'You will be signed out for inactivity in {seconds, plural, one {# second} other {# seconds}}.',
  sessionMaxWarningTitle: 'Your session ends soon',
  sessionMaxWarning:
    'Sessions last at most {minutes} minutes. You will be signed out in {seconds, plural, one {# second} other {# seconds}}.',
  staySignedIn: 'Stay signed in',
  signOutNow: 'Sign out now',
  sessionWarningDismiss: 'Continue',
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
  // Ours (spec: not shown), in the style of the rules above; checked by the server only.
  passwordTooCommon: 'Password must not be a commonly used password or a simple variation of one.',
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
  tooLong: 'Must be at most {max} characters',
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
  requestTooSlow: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',

  // Account lifecycle (ours unless the spec gives the text).
  accountDeleted: 'Account Deleted!',
  accountNotDeleted: 'Account cannot be Deleted!',
  qrResent:
    'We have sent a new QR code to your e-mail address. Codes from the authenticator set up before no longer work.',
  resendQrIntro:
    'Lost the set-up of your authenticator app? Confirm your e-mail address and password, and we mail you a new QR code. The authenticator set up before stops working.',
  qrResendCoolingDown:
    "For your security, no QR code is sent by e-mail for {days} days after a password reset by e-mail. Please contact your administrator or the portal's support to have your authenticator reset.",
  forgotSent:
    'If an account exists for this e-mail address, we have sent it a link to reset the password. The link is valid for 1 hour.',
  linkValid: 'The link is valid. Please choose a new password.',
  passwordResetDone: 'Your password has been changed. Please sign in with your new password.',
  forcedResetDone: 'Your password has been changed. Please enter the code from your authenticator app.',
  forcedResetNotDue:
    'Your password does not need to be changed now. Please enter the code from your authenticator app.',
  passwordResetRequested:
    'You have been asked to choose a new password. Please sign in again and create a new password.',
  passwordUpdated: 'Your password has been updated.',
  passwordMustDiffer: 'The new password must be different from the current one.',
  oldPasswordWrong: 'The current password is not correct.',
  detailsUpdated: 'Your details have been saved.',
  mobileFormat: 'Please enter the phone number with its dial code, for example +49 1701234567 DE',
  lastOwner:
    'You are the last Owner of your company. Make another member an Owner before deleting your account.',
  confirmDeleteAccount: 'Are you sure you want to delete your account?',
  // Legal pages (their neutral default texts are content, in legal-pages.ts).
  legalPageNotLoaded: 'This page could not be loaded. Please try again later.',
  // Teams (spec section 8 where given).
  maxConsumersExceeded: "Maximum consumer limit exceeded. Please contact the provider's team.",
  inviteFailed: 'Failed to send invite',
  deleteUserFailed: 'Failed to delete user',
  invited: 'Successfully invited user',
  operationCompleted: 'Operation Completed',
  confirmDeleteUser: 'Are you sure you want to delete this user?',
  makeAdminQuestion: 'Do you want to make this user an admin?',
  inviteAsOwner: 'Is this user an Owner?',
  assignNormalConsumer: 'Assign normal consumer account',
  completeRegistration: 'Please Complete Your Registration',
  inviteEmailRequired: 'Email is required',
  inviteEmailInvalid: 'Please provide a valid email',
  inviteFirstNameRequired: 'First name is required',
  inviteLastNameRequired: 'Last name is required',
  ownersOnly: 'Only Owners of the company can do this.',
  notOnYourself: 'You cannot change or delete your own entry here; use Settings.',
  memberExists: 'An account with this e-mail address already exists.',
  memberOfYourCompany: 'This e-mail address already belongs to a member of your company.',
  tooManyInvitations:
    'You can send at most {perHour} invitations an hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  invitationCompleted: 'Your registration is complete.',
  dummyCreated: 'The consumer account has been created.',
  teamEmpty: 'No team members to show.',
  invitationResent: 'Invitation sent again; the earlier link no longer works.',
  invitationWithdrawn: 'Invitation withdrawn; its link no longer works.',
  invitationUnknown: 'No pending invitation with that id.',
  invitationValid: 'The invitation is valid.',
  noPendingInvitations: 'No pending invitations.',
  invitationAskAgain: 'Please ask the Owner who invited you to send a new invitation.',
  redirectingToSignIn: 'Taking you to the sign-in page…',
  // Credentials (spec section 8 where given).
  applicationNameRequired: 'Application name is required',
  credentialCreated: "Please save your credentials, you won't be able to view the client_secret again",
  credentialDeleted: 'Credential Deleted!',
  transferred: 'Client Id is transferred successfully',
  transferFailed: 'Error, Client Id cannot be transferred. Please contact support',
  viewSecretFailed: 'Error, Cannot view secret. Please contact support',
  secretRegenerated: 'New secret regenerated successfully',
  noSecretPermission: 'You do not have permission to view this client secret.',
  tokenGenerated: 'Token Generated successfully: ',
  tokenFailed: 'Token generation failed: ',
  // Spec section 8's success text, pointing at the field that holds the token.
  tokenGeneratedInField: 'Token Generated successfully: copy it from the Access token field below.',
  transferTargetUnknown: 'Please choose a member of your company.',
  // API documentation and advanced services.
  notAuthorizedAdvanced:
    "You are not authorized to access this section. Please contact your company's Administrator to gain access to Advanced Services.",
  useCaseRequired: 'Please describe your use case',
  advancedRequestSent: 'Your request has been sent. You will see its status here.',
  waitBeforeRetry: 'Too many failed attempts. Please wait {seconds} seconds before trying again.',
  signInLocked:
    "Too many failed attempts: sign-in is blocked for {minutes} minutes. Please wait, or reset your password with 'Forgot password'.",
  greeting: 'Welcome, {firstname}!',
  // Ours: each screen's name, its heading and the browser tab's title before the portal's name
  // (docs/web.md, "Page titles"). Short: Login's first download carries them all.
  documentTitle: '{screen} · Developer Portal',
  titleSignIn: 'Sign in',
  titleCodeStep: 'Two-step verification',
  titleCodeScreen: 'Sign-in code',
  titleResendQr: 'Resend QR code',
  titleForgotPassword: 'Forgot password',
  titleForcedReset: 'Renew your password',
  titleResetByLink: 'Reset your password',
  titleRegistration: 'Create your account',
  titleInvitation: 'Invitation link',
  titleLicences: 'Third-party licences',
  titleImprint: 'Imprint',
  titleTermsOfUse: 'Terms of use',
  titleDataProtection: 'Data protection',
  titleContact: 'Contact',
  titleDevMailbox: 'Dev mailbox',
  titleNotFound: 'Page not found',
  titleCredentials: 'Credentials',
  titleDocs: 'API Documentation',
  titleNews: 'News and Updates',
  titleTeams: 'Teams',
  titleFrontendApps: 'Front-end Apps',
  titleBugReports: 'Report Bugs',
  titleSettings: 'Settings',
  titleAdvancedRequests: 'Advanced Services',
  goToSignIn: 'Go to sign-in',
  pageNotBuiltYet: 'This page is not available yet.',
  pageNotFound: 'This page does not exist.',
  // Ours: a screen that failed while it was drawn, in place of a blank page.
  screenFailedTitle: 'Something went wrong',
  screenFailed: 'This page could not be shown. Reload it, or go back to sign-in.',
  devMailboxOff: 'The dev mailbox is off because a real SMTP server is configured.',
  devMailboxEmpty: 'No mail has been sent yet.',
  // News and Updates (ours: the spec leaves these texts open).
  newsEmpty: 'There is no news for your company yet.',
  termsAccepted: 'Thank you. Your acceptance of the terms has been recorded.',
  termsAlreadyAnswered: 'These terms have already been answered.',
  newsWithoutTerms: 'This news item has no terms to answer.',
  termsAnswerRequired: 'Please choose whether you accept the terms.',
  termsRefuseWarning:
    'If you do not accept the terms, your account will be deleted and you will be signed out. This cannot be undone.',
  newsSubjectRequired: 'A subject is required.',
  newsBodyRequired: 'A body is required.',
  newsAudienceRequired: 'Choose the audience: all companies or at least one company id.',
  newsUnknownCompanies: 'Unknown company ids: {ids}',
  newsTooManyAttachments: 'At most {max} attachments per news item.',
  newsAttachmentTooLarge: '{name} is larger than {mib} MiB.',
  newsAttachmentEmpty: '{name} is empty.',
  newsAttachmentName: 'Each attachment needs a file name without path separators or control characters.',
  newsAttachmentContent: 'Attachment content must be base64.',
  // Bug reports (spec section 8 where given).
  bugReportSentTitle: 'Sent',
  bugReportSent: 'The report has been sent to technical team.',
  // Ours: the spec shows no texts for the bug form.
  bugReportTitleRequired: 'Title is required',
  bugReportDescriptionRequired: 'Description is required',
  bugReportPriorityInvalid: 'Priority must be low, medium or high',
  bugReportStatusMustBePending: 'A new report is always sent with the status Pending.',
  bugReportFileTooLarge: 'The file "{name}" is larger than 10 MiB. Each attachment may be at most 10 MiB.',
  bugReportTooManyFiles: 'At most 5 files can be attached to one report.',
  bugReportFileType:
    'The file "{name}" is not a JPEG, PNG or PDF file. Only JPEG, PNG and PDF files can be attached.',
  bugReportFileCountMismatch: 'fileCount must equal the number of files sent.',
  bugReportNotMultipart: 'Attachments must be sent as multipart/form-data.',
  // Ours: the storage and rate limits of issue 16 (BUG_REPORT_QUOTA_MB, BUG_REPORT_RATE_PER_HOUR).
  bugReportQuotaExceeded:
    'Your bug reports can hold at most {mib} MiB of attachments in all, and this report would go beyond that. Please send it with fewer or smaller files.',
  bugReportsPerHourExceeded:
    'You can send at most {perHour} bug reports an hour. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  bugReportsEmpty: 'No issues have been reported yet.',
  bugReportStatusInvalid: 'Status must be one of: {statuses}.',
  // Front-end apps (spec section 8 where given).
  noFrontendApps: 'No apps available.',
  // Ours: the operator's registration (spec: not shown).
  frontendAppNameRequired: 'The app needs a name.',
  frontendAppUrlRequired: 'The app needs a URL.',
  frontendAppUrlInvalid:
    'The URL must start with https:// (no user name or password in it), or be a path on the portal starting with a single /.',
  frontendAppNameTaken: 'This company already has an app with that name.',
  defaultFrontendAppNameTaken: 'There already is a default app with that name.',
  frontendAppCompanyRequired: 'Name the company by its id, or give null for the default app.',
  frontendAppCompanyUnknown: 'No company with that id.',
  frontendAppUnknown: 'No front-end app with that id.',
  // Ours: asking for the jwtToken of an app (spec: not shown).
  frontendAppChoiceRequired: 'Choose a front-end app.',
  frontendAppNotOffered: 'This front-end app is not offered to your company.',
  // Ours: the colour scheme (issue 19), chosen in the header and in Settings.
  colorScheme: 'Colour scheme',
  colorSchemeLight: 'Light',
  colorSchemeDark: 'Dark',
  colorSchemeSystem: 'System',
  colorSchemeHint: 'System follows your device. The choice is kept in this browser.',
  // Ours: the language (issue 19), chosen in the header and in Settings; each named in itself.
  language: 'Language',
  languageEnglish: 'English',
  languageGerman: 'Deutsch',
  languageHint:
    'Mails and messages from the portal use this language too. The choice is kept in this browser and with your account.',
  // Licence notes (spec section 8 where given).
  licencesNoData: 'No data found',
  licencesLoadError: 'Error loading data',
  // Ours: the notes are made by the server build; a server started from source without a build has none.
  licenceNotesMissing: 'The licence notes are not available. Build the server to generate them.',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
