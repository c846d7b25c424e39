/** Shapes of the replies the browser reads (spec section 7). Every reply carries `output`. */
export type Output = 'success' | 'error';

export interface BaseReply {
  output: Output;
  message?: string;
}

export interface ErrorReply {
  output: 'error';
  message: string;
  /** Field name to message, for bad input; ours, so forms can point at the field. */
  errors?: Record<string, string>;
}

export interface EncryptionKeyReply {
  output: 'success';
  key: JsonWebKeyShape;
}

export interface JsonWebKeyShape {
  kty: string;
  n?: string;
  e?: string;
  alg?: string;
  use?: string;
  kid?: string;
}

export interface LoginReply extends BaseReply {
  data: string;
  reset_password: boolean;
  /**
   * Ours (issue 22): true when the account sets up its authenticator on screen now (TOTP_ENROLMENT
   * =browser); the spec's clients ignore it. Absent otherwise.
   */
  enrol?: boolean;
}

/** register-user and update-consumer: the spec's reply, with ours (issue 22) that the spec's clients ignore. */
export interface NewAccountReply extends BaseReply {
  /** TOTP_ENROLMENT=browser: no QR code was mailed; the first sign-in sets up the authenticator. */
  enrol?: boolean;
}

/** Ours (issue 22): a new authenticator's key, shown on screen until a code from it confirms it. */
export interface AuthenticatorSecretReply extends BaseReply {
  /** The key in groups of four, for typing into an app by hand. */
  secret: string;
  /** What the QR code holds (otpauth://totp/...). */
  otpauthUri: string;
}

export interface TotpValidateReply extends BaseReply {
  token: string;
  consumerId: string;
  companyId: string;
  projectId: string;
  isAdminConsumer: boolean;
  /** ours: when the session ends at the latest (ISO 8601), so the browser need not guess. */
  expiresAt: string;
  /** ours: the session's 256-bit envelope key (base64url) for `dir` + A256GCM envelopes. */
  envelopeKey: string;
}

export interface CityDataReply {
  result: Output;
  cities: { cityname: string; code: string }[];
  message: string;
}

export interface CountryOption {
  name: string;
  iso2: string;
  phone_code: string;
  emoji: string;
}

export interface CountriesReply extends BaseReply {
  countries: CountryOption[];
}

export interface PersonalDetailsReply extends BaseReply {
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  companyname: string;
  street: string;
  postal: string;
  city: string;
  country: string;
  projectname: string;
  projectdescription: string;
  lastscucessfullogin: string | null;
  lastsucessuserip: string | null;
  lastunsucessfulllogin: string | null;
  lastunsucessuserip: string | null;
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface MailboxReply extends BaseReply {
  messages: MailboxMessage[];
}

/** Footer link targets (ours: `GET /v1/ddp/portal-config`). */
export interface PortalLinks {
  imprint: string;
  termsOfUse: string;
  dataProtection: string;
  contact: string;
}

export interface PortalConfigReply extends BaseReply {
  links: PortalLinks;
  /** Mail stays in the dev mailbox (no SMTP_URL): the Login screen links to it. */
  devMailbox?: boolean;
}

/**
 * An operator's file for one legal page, as written: the browser renders Markdown and HTML
 * sanitised, and plain text as text. `page: null`: none configured, the portal's neutral default.
 */
export interface LegalPageReply extends BaseReply {
  page: { format: 'markdown' | 'html' | 'text'; content: string } | null;
}
