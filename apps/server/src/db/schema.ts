import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;

export interface CompaniesTable {
  id: string;
  name: string;
  street: string;
  postal: string;
  city: string;
  country: string;
  multi_consumers_auth: Generated<boolean>;
  admin_with_multi_consumer_auth_limit: Generated<number>;
  created_at: Timestamp;
  /** When the token service first issued a token to one of the company's clients; set once. */
  first_token_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the sample API first accepted one of the company's tokens; set once. */
  first_api_call_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface ProjectsTable {
  id: string;
  company_id: string;
  name: string;
  description: string;
  purpose: string;
  created_at: Timestamp;
}

export interface ConsumersTable {
  id: string;
  company_id: string;
  project_id: string;
  email: string;
  firstname: string;
  lastname: string;
  mobile: string;
  street: string;
  postal: string;
  city: string;
  country: string;
  is_owner: boolean;
  is_dummy: Generated<boolean>;
  password_hash: string;
  password_changed_at: Timestamp;
  totp_secret: string;
  totp_last_step: number | null;
  last_success_login_at: Timestamp | null;
  last_success_ip: string | null;
  last_failed_login_at: Timestamp | null;
  last_failed_ip: string | null;
  created_at: Timestamp;
  /** An operator asked for a new password; the next sign-in must go through the forced reset. */
  password_reset_required: Generated<boolean>;
  /** The last password set through a mailed link; resend-qrcode waits its cool-down after it. */
  password_reset_by_link_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the member hid the start page's checklist; null while it shows. */
  start_checklist_dismissed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The account's language: its replies and the mails made for it ('en' or 'de'). */
  language: ColumnType<'en' | 'de', 'en' | 'de' | undefined, 'en' | 'de'>;
  /** Migration 026: true until the first authenticator set up on screen is confirmed (TOTP_ENROLMENT=browser). */
  totp_enrolment_due: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
}

export interface SessionsTable {
  id: string;
  consumer_id: string;
  kind: 'pending' | 'active';
  first_login_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** Where the session was opened (migration 023): the sign-in's address and browser. */
  address: string | null;
  user_agent: string | null;
}

/** Migration 026: the authenticator set-up under way for an account (first sign-in or Settings). */
export interface TotpEnrolmentsTable {
  consumer_id: string;
  /** The pending sign-in (first) or the session (change) that began it; no other may go on with it. */
  session_id: string;
  purpose: 'first' | 'change';
  /** First sign-in: the SHA-256 of the code mailed at the password step. */
  mail_code_hash: string | null;
  /** The new key, sealed like `consumers.totp_secret`; null until the mailbox is proven. */
  sealed_secret: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
}

export interface ServerKeysTable {
  kid: string;
  purpose: string;
  public_jwk: string;
  private_sealed: string;
  created_at: Timestamp;
}

export interface OutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string;
  created_at: Timestamp;
  seq: Generated<string>;
}

export interface PasswordResetsTable {
  id: string;
  consumer_id: string;
  token_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  key: string;
  failures: number;
  last_failure_at: Timestamp;
  locked_until: Timestamp | null;
  /** For one browser's counter of an account: the key of the account's own counter. */
  account_key: Generated<string | null>;
}

export interface InvitationsTable {
  id: string;
  company_id: string;
  project_id: string;
  invited_by: string | null;
  email: string;
  firstname: string;
  lastname: string;
  is_owner: boolean;
  token_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface CredentialsTable {
  id: string;
  company_id: string;
  consumer_id: string;
  name: string;
  client_id: string;
  secret_hash: string;
  secret_sealed: string;
  created_at: Timestamp;
  pending_view: Generated<boolean>;
  tokens_valid_after: Timestamp;
  secret_id: Generated<string>;
  secret_created_at: ColumnType<Date, Date | undefined, Date>;
  secret_last_used_at: Timestamp | null;
  added_secret_id: string | null;
  added_secret_hash: string | null;
  added_secret_sealed: string | null;
  added_secret_created_at: Timestamp | null;
  added_secret_last_used_at: Timestamp | null;
  secret_expires_at: Timestamp | null;
  added_secret_expires_at: Timestamp | null;
  /** The client's public JSON Web Key Set for private_key_jwt, as JSON; null: none. */
  jwks: string | null;
}

export interface UsedClientAssertionsTable {
  /** client id and the assertion's jti */
  key: string;
  expires_at: Timestamp;
}

export interface SecretExpiryRemindersTable {
  secret_id: string;
  days: number;
  sent_at: Timestamp;
}

export interface UsageCallsTable {
  at: Timestamp;
  /** The record's own id, or a digest of it: a record sent again is not counted twice. */
  event_key: string;
  client_id: string;
  company_id: string;
  operation: string;
  status: number;
  latency_ms: number;
  /** bigint: PostgreSQL's driver reads it as a string, PGlite as a number */
  bytes: number | string;
}

export interface UsageHoursTable {
  hour: Timestamp;
  company_id: string;
  client_id: string;
  operation: string;
  /** 2 for 2xx, ..., 5 for 5xx */
  status_class: number;
  calls: number;
  /** bigint: PostgreSQL's driver reads it as a string, PGlite as a number */
  bytes: number | string;
  /** Calls per latency bucket (modules/usage/latency-buckets.ts). */
  latency_buckets: number[];
}

export interface UsageDirtyHoursTable {
  hour: Timestamp;
}

export interface UsagePlansTable {
  name: string;
  service_id: string;
  /** Calls per window of `rate_window_seconds`; both null: no rate limit. */
  rate_limit: number | null;
  rate_window_seconds: number | null;
  /** Calls per calendar month (GMT); null: none. */
  monthly_quota: number | null;
  updated_at: Timestamp;
}

export interface UsagePlanAssignmentsTable {
  company_id: string;
  service_id: string;
  plan_name: string;
}

export interface UsageMonthCountsTable {
  client_id: string;
  service_id: string;
  /** The month's first day. */
  month: ColumnType<Date, Date | string, Date | string>;
  calls: number;
}

export interface AuditEventsTable {
  /** bigint: PostgreSQL's driver reads it as a string, PGlite as a number; the screen pages by its text */
  id: Generated<string | number>;
  company_id: string;
  at: Timestamp;
  actor_id: string | null;
  /** The member's e-mail as it was then, or `operator`. */
  actor: string;
  address: string | null;
  type: string;
  target: string | null;
  details: ColumnType<Record<string, unknown>, string, string>;
}

export interface RevokedTokensTable {
  jti: string;
  expires_at: Timestamp;
}

export interface ApiServicesTable {
  id: string;
  service_id: string;
  version: string;
  kind: 'basic' | 'advanced';
  display_text: string;
  document: string;
  published_at: Timestamp;
  retired_at: Timestamp | null;
}

export interface ServiceGrantsTable {
  company_id: string;
  service_id: string;
  granted_at: Timestamp;
}

export interface AdvancedRequestsTable {
  id: string;
  request_number: Generated<string>;
  company_id: string;
  consumer_id: string | null;
  description: string;
  service_id: string | null;
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsTable {
  id: string;
  subject: string;
  body: string;
  terms_and_conditions: boolean;
  all_companies: boolean;
  created_at: Timestamp;
}

export interface NewsCompaniesTable {
  news_id: string;
  company_id: string;
}

export interface NewsAttachmentsTable {
  id: string;
  news_id: string;
  position: number;
  filename: string;
  content_type: string;
  content: Uint8Array;
}

export interface NewsAnswersTable {
  news_id: string;
  consumer_id: string;
  accepted: number;
  answered_at: Timestamp;
}

export interface FrontendAppsTable {
  id: string;
  /** null: a default app for every company without apps of its own */
  company_id: string | null;
  name: string;
  url: string;
  created_at: Timestamp;
}

export interface BugReportsTable {
  id: string;
  report_number: Generated<string>;
  company_id: string;
  consumer_id: string;
  consumer_email: string;
  title: string;
  description: string;
  priority: 'low' | 'medium' | 'high';
  status: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BugReportFilesTable {
  id: string;
  report_id: string;
  position: number;
  name: string;
  content_type: string;
  size: number;
}

/** An attachment in pieces (migration 011), in `seq` order from 0. */
export interface BugReportChunksTable {
  file_id: string;
  seq: number;
  data: Buffer;
}

/** One row per invitation or notice an Owner sent, for the hourly limit. */
export interface InvitationSendsTable {
  id: Generated<string>;
  inviter_id: string;
  sent_at: Timestamp;
}

/** One per-address request limit's key: the calls counted in the window that began at `started_at`. */
export interface RequestWindowsTable {
  key: string;
  started_at: Timestamp;
  hits: number;
}

/** A recovery code of a person (issue 22): its keyed hash only; `used_at` once it served. */
export interface RecoveryCodesTable {
  consumer_id: string;
  code_hash: string;
  made_at: Timestamp;
  used_at: Timestamp | null;
}

/** A person's passkey (issue 22, part 3): a WebAuthn credential and what the sign-in checks with it. */
export interface PasskeysTable {
  id: string;
  consumer_id: string;
  /** base64url, as the browser names it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter (0 when it keeps none); bigint: a string from PostgreSQL's driver. */
  counter: ColumnType<number | string, number | undefined, number>;
  /** The transports the browser reported, comma-separated. */
  transports: string;
  name: string;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
}

/** A challenge handed out for one passkey ceremony: one person, one purpose, used once. */
export interface PasskeyChallengesTable {
  challenge: string;
  consumer_id: string;
  purpose: 'register' | 'sign-in';
  /** The pending sign-in a sign-in challenge belongs to. */
  session_id: string | null;
  expires_at: Timestamp;
}

export interface Database {
  companies: CompaniesTable;
  projects: ProjectsTable;
  consumers: ConsumersTable;
  sessions: SessionsTable;
  server_keys: ServerKeysTable;
  outbox: OutboxTable;
  password_resets: PasswordResetsTable;
  login_attempts: LoginAttemptsTable;
  invitations: InvitationsTable;
  credentials: CredentialsTable;
  secret_expiry_reminders: SecretExpiryRemindersTable;
  used_client_assertions: UsedClientAssertionsTable;
  revoked_tokens: RevokedTokensTable;
  api_services: ApiServicesTable;
  service_grants: ServiceGrantsTable;
  advanced_requests: AdvancedRequestsTable;
  bug_reports: BugReportsTable;
  bug_report_files: BugReportFilesTable;
  bug_report_chunks: BugReportChunksTable;
  invitation_sends: InvitationSendsTable;
  frontend_apps: FrontendAppsTable;
  news: NewsTable;
  news_companies: NewsCompaniesTable;
  news_attachments: NewsAttachmentsTable;
  news_answers: NewsAnswersTable;
  request_windows: RequestWindowsTable;
  audit_events: AuditEventsTable;
  usage_calls: UsageCallsTable;
  usage_hours: UsageHoursTable;
  usage_dirty_hours: UsageDirtyHoursTable;
  usage_plans: UsagePlansTable;
  usage_plan_assignments: UsagePlanAssignmentsTable;
  usage_month_counts: UsageMonthCountsTable;
  totp_enrolments: TotpEnrolmentsTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
}

export type Consumer = Selectable<ConsumersTable>;
export type NewConsumer = Insertable<ConsumersTable>;
export type Session = Selectable<SessionsTable>;
