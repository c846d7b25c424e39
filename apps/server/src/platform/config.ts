import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

// Configuration imports nothing of the portal's own: db/ and the rest of platform/ read their
// settings' types from here, so that importing the configuration never drags anything else along.

/** PostgreSQL only: how long to wait before answering 503 (DATABASE_CONNECT_TIMEOUT_MS, ...). */
export interface DatabaseTimeouts {
  /** A new connection, or a free one from the pool while all are busy. */
  connectTimeoutMs: number;
  /** One statement's answer. */
  queryTimeoutMs: number;
}

/**
 * The defaults leave room for the slowest statement the portal makes, storing or reading a bug
 * report's five 10 MiB attachments (about 2 s over loopback on a busy two-core machine).
 */
export const defaultDatabaseTimeouts: DatabaseTimeouts = { connectTimeoutMs: 3_000, queryTimeoutMs: 10_000 };

/** How long a connection may take over each part of its life (REQUEST_TIMEOUT_SECONDS, ...). */
export interface HttpTimeouts {
  /** The whole request, headers and body, must have arrived by then. */
  requestMs: number;
  /** The headers must have arrived by then; at most `requestMs`. */
  headersMs: number;
  /** A connection without a byte either way for this long is closed (a reply nobody reads). */
  connectionMs: number;
  /** An idle kept-alive connection between two requests. */
  keepAliveMs: number;
}

export const defaultHttpTimeouts: HttpTimeouts = {
  requestMs: 30_000,
  headersMs: 10_000,
  connectionMs: 60_000,
  // Longer than the 60 s after which common load balancers drop an idle connection, so that a
  // proxy never reuses one the server is closing.
  keepAliveMs: 72_000,
};

/**
 * Which hops of X-Forwarded-For are proxies of ours (platform/trust-proxy.ts). Trusting every hop
 * would take the left-most entry, which the client writes itself.
 */
export type TrustProxy =
  | false
  /** The socket's peer and the next `hops - 1` appended addresses are proxies. */
  | { hops: number }
  /** Addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal). */
  | { proxies: string[] };

export const MAX_PROXY_HOPS = 10;

/** The address of the operator API when it listens apart from the public one (OPS_HOST, OPS_PORT). */
export interface OperatorListener {
  host: string;
  port: number;
}

/** In production the operator API listens on loopback, on this port unless OPS_PORT says otherwise. */
export const PRODUCTION_OPS_PORT = 8081;

/** Configuration from the environment, checked once at start against the schema below. */
export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: how long to wait for it before answering 503. */
  database: DatabaseTimeouts;
  /** How long a connection may take to send its request, stay silent or idle between requests. */
  http: HttpTimeouts;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The portal's origin for what leaves the requester: mailed links, log lines, the cookie and
   * HSTS rules. PUBLIC_URL, or http://localhost:PORT when unset (never in production).
   */
  publicUrl: string;
  /**
   * No PUBLIC_URL (development, tests): links shown to the browser, the OpenAPI servers of the
   * portal's own API, the token service's metadata and its tokens' issuer follow the host the
   * request named (platform/http/request-origin.ts). Mailed links never do.
   */
  followRequestHost: boolean;
  /** Operator-written content of the legal pages (LEGAL_PAGES_DIR); undefined: the neutral default. */
  legalPagesDir: string | undefined;
  masterKey: Buffer | undefined;
  logLevel: string;
  webDist: string | undefined;
  trustProxy: TrustProxy;
  session: { absoluteMs: number; idleMs: number; temporaryMs: number };
  passwordMaxAgeDays: number;
  /** Days after a password reset by link during which resend-qrcode is refused; 0: never refused. */
  qrResendCooldownDays: number;
  /**
   * TOTP_ENROLMENT: how a new account gets its authenticator. `mail` (the spec): the QR code is
   * mailed at registration and invitation. `browser`: it is shown on screen at the first sign-in,
   * after a code mailed then proves the mailbox (docs/security.md).
   */
  totpEnrolment: 'mail' | 'browser';
  /** How long a browser that completed a sign-in stays known to the account (device cookie). */
  deviceCookieMs: number;
  lockout: { delayAfterFailures: number; lockAfterFailures: number; lockMs: number };
  rateLimitPerMinute: number;
  /** When the server refuses new requests with 503 instead of queueing them (docs/production.md). */
  overload: {
    maxEventLoopDelayMs: number;
    maxPoolWaiting: number;
    maxInFlight: number;
    retryAfterSeconds: number;
  };
  /** After SIGTERM: how long /readyz says 503 while requests are still served, before the listener closes. */
  shutdownDelayMs: number;
  /** Bug reports: attachment storage per account, and reports per account and hour. */
  bugReports: { quotaBytes: number; perHour: number };
  /** Invitations (and notices to addresses taken elsewhere) per Owner and hour. */
  invitationsPerHour: number;
  oauth: {
    audience: string;
    scopes: string[];
    tokenLifetimeMs: number;
    /** Wrong secrets per client id and address before that pair's wrong secrets get 429. */
    clientFailureLimit: number;
    clientLockMs: number;
    /** Wrong client authentications a minute per address, whatever the client id. */
    addressFailuresPerMinute: number;
    /** The longest a client secret may live, in days; 0: secrets may never expire. */
    secretMaxDays: number;
  };
  devClock: boolean;
  seedDemo: boolean;
  operatorToken: string | undefined;
  /** The operator API's own address; undefined: it shares the public listener. */
  operatorListener: OperatorListener | undefined;
  footerLinks: { imprint: string; termsOfUse: string; dataProtection: string; contact: string };
  /** The scheduled delete of rows that no longer count (modules/purge). */
  purge: { intervalMs: number; keepMs: number; devMailboxKeep: number };
  /** How long the companies' audit log keeps an event, in days; 0: for ever. */
  auditRetentionDays: number;
  /** The gateway's token for reporting API calls (issue 21); without one, only the sample API reports. */
  usageIngestToken: string | undefined;
  /** How long reported API calls are kept, in days; 0: for ever. */
  usageRetentionDays: number;
  /** How often the hourly roll-ups of the calls are brought up to date; 0: never (tests run it). */
  usageRollupMs: number;
  /** The sample API records its own calls; off where the gateway in front already reports them. */
  recordSampleApiCalls: boolean;
  /** Parent domains of the front-end apps' shared cookies; empty: the portal's own host. */
  frontendAppCookieDomains: string[];
  /** Lifetime of the jwtToken given to a front-end app; never beyond the shared cookies' 30 minutes. */
  frontendAppTokenMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration error:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** A variable as set: trimmed, and not set at all when empty. */
const given = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    schema,
  );

/** A whole number from `min` to `max`, as the variable `name`. */
const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
      error: (issue) => `${name} must be a whole number from ${min} to ${max} (got "${String(issue.input)}")`,
    })
    .transform(Number);
const wholeNumber = (name: string, fallback: number, min: number, max: number) =>
  given(whole(name, min, max).default(fallback));
const minutes = (name: string, fallback: number) =>
  wholeNumber(name, fallback, 1, 24 * 60).transform((value) => value * 60_000);
const seconds = (name: string, fallbackMs: number) =>
  wholeNumber(name, fallbackMs / 1000, 1, 3600).transform((value) => value * 1000);
const text = () => given(z.string().optional());
/** true or false, as the variable `name`; `fallback` when not set. */
const onOff = (name: string, fallback: boolean) =>
  given(
    z
      .enum(['true', 'false'], {
        error: (issue) => `${name} must be true or false (got "${String(issue.input)}")`,
      })
      .optional(),
  ).transform((raw) => (raw === undefined ? fallback : raw === 'true'));
const textOr = (fallback: string) => given(z.string().default(fallback));

const url = (name: string, protocols: string[]) =>
  given(
    z
      .string()
      .refine((raw) => URL.canParse(raw), { error: `${name} is not a valid URL`, abort: true })
      .refine((raw) => protocols.includes(new URL(raw).protocol), {
        error: `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      })
      .optional(),
  );

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const TRUST_PROXY_EXPECTED = `true, false, a number of proxy hops from 0 to ${MAX_PROXY_HOPS}, or the proxies' addresses or CIDR ranges separated by commas`;

const compiles = (item: string) => {
  try {
    proxyAddr.compile(item);
    return true;
  } catch {
    return false;
  }
};

const trustProxy = given(
  z
    .string()
    .transform((raw, ctx): TrustProxy => {
      const refuse = (detail = '') => {
        ctx.issues.push({
          code: 'custom',
          input: raw,
          message: `TRUST_PROXY must be ${TRUST_PROXY_EXPECTED} (got "${raw}"${detail})`,
        });
        return false as const;
      };
      if (raw === 'false') return false;
      // One hop: the address the proxy in front appended, never what the client wrote before it.
      if (raw === 'true') return { hops: 1 };
      if (/^\d+$/.test(raw)) {
        const hops = Number(raw);
        if (hops > MAX_PROXY_HOPS) return refuse();
        return hops === 0 ? false : { hops };
      }
      const proxies = raw
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
      const wrong = proxies.filter((item) => !compiles(item));
      if (proxies.length === 0) return refuse();
      if (wrong.length > 0) {
        const verb = wrong.length === 1 ? 'is no address or range' : 'are no addresses or ranges';
        return refuse(`: ${wrong.map((w) => `"${w}"`).join(', ')} ${verb}`);
      }
      return { proxies };
    })
    .default(false),
);

const masterKey = given(
  z
    .string()
    .transform((raw) =>
      /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64'),
    )
    .refine((key) => key.length === 32, {
      error: 'MASTER_KEY must be 32 bytes, written as 64 hex digits or base64',
    })
    .optional(),
);

// The variables that say where the operator API listens; the operator CLI reads them as well.
const listenerFields = {
  NODE_ENV: given(z.string().default('development')),
  PORT: wholeNumber('PORT', 8080, 1, 65535),
  OPS_HOST: text(),
  OPS_PORT: given(whole('OPS_PORT', 1, 65535).optional()),
};

/** The checks that span variables run when the variables they read are themselves valid. */
const whenValid =
  (...names: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => names.includes(String(issue.path?.[0])));

type ListenerEnv = {
  NODE_ENV: string;
  PORT: number;
  OPS_HOST?: string | undefined;
  OPS_PORT?: number | undefined;
};

function listenerOf(env: ListenerEnv): OperatorListener | undefined {
  if (env.OPS_PORT === undefined && env.NODE_ENV !== 'production') return undefined;
  return { host: env.OPS_HOST ?? '127.0.0.1', port: env.OPS_PORT ?? PRODUCTION_OPS_PORT };
}

function checkListener(env: ListenerEnv, ctx: z.RefinementCtx) {
  if (env.OPS_PORT === undefined && env.NODE_ENV !== 'production' && env.OPS_HOST !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['OPS_HOST'],
      message:
        'OPS_HOST needs OPS_PORT: outside production the operator API shares the public listener unless OPS_PORT is set',
    });
  }
  const listener = listenerOf(env);
  if (listener && listener.port === env.PORT) {
    ctx.addIssue({
      code: 'custom',
      path: ['OPS_PORT'],
      message: `OPS_PORT must differ from PORT (${env.PORT}): the operator API listens apart from the public one`,
    });
  }
}

const listenerSchema = z
  .object(listenerFields)
  .superRefine(checkListener, { when: whenValid('NODE_ENV', 'PORT', 'OPS_HOST', 'OPS_PORT') });

/**
 * Where `/v1/ops/*` is served: its own listener, or undefined for the public one. In production it
 * is always apart (loopback by default), so a public proxy in front of PORT never reaches it;
 * elsewhere only once OPS_PORT is set. The operator CLI reads it here too, so that run with the
 * server's environment it finds the address the server took.
 */
export function operatorListenerOf(env: Env): { listener: OperatorListener | undefined; problems: string[] } {
  const parsed = listenerSchema.safeParse(env);
  if (!parsed.success) return { listener: undefined, problems: parsed.error.issues.map((i) => i.message) };
  return { listener: listenerOf(parsed.data), problems: [] };
}

const requiredInProduction =
  (name: 'MASTER_KEY' | 'SMTP_URL' | 'PUBLIC_URL', message: string) =>
  (
    env: {
      NODE_ENV: string;
      MASTER_KEY?: Buffer | undefined;
      SMTP_URL?: string | undefined;
      PUBLIC_URL?: string | undefined;
    },
    ctx: z.RefinementCtx,
  ) => {
    if (env.NODE_ENV === 'production' && env[name] === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message });
  };

// In the order an operator reads them: problems are reported in this order.
const envSchema = z
  .object({
    NODE_ENV: given(
      z
        .enum(['production', 'development', 'test'], {
          error: (issue) => `NODE_ENV must be production, development or test (got "${String(issue.input)}")`,
        })
        .default('development'),
    ),
    PORT: listenerFields.PORT,
    HOST: text(),
    DATABASE_URL: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    SMTP_URL: url('SMTP_URL', ['smtp:', 'smtps:']),
    PUBLIC_URL: url('PUBLIC_URL', ['http:', 'https:']),
    MAIL_FROM: given(
      z
        .string()
        .refine((raw) => raw.includes('@'), { error: 'MAIL_FROM must contain an e-mail address' })
        .default('Developer Portal <no-reply@localhost>'),
    ),
    MASTER_KEY: masterKey,
    DEV_CLOCK: given(z.string().optional()).transform((raw) => raw === 'true'),
    OPERATOR_TOKEN: given(
      z.string().min(32, { error: 'OPERATOR_TOKEN must be at least 32 characters long' }).optional(),
    ),
    USAGE_INGEST_TOKEN: given(
      z.string().min(32, { error: 'USAGE_INGEST_TOKEN must be at least 32 characters long' }).optional(),
    ),
    LOG_LEVEL: given(
      z.enum(LOG_LEVELS, { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
    ),
    DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(
      'DATABASE_CONNECT_TIMEOUT_MS',
      defaultDatabaseTimeouts.connectTimeoutMs,
      100,
      60_000,
    ),
    DATABASE_QUERY_TIMEOUT_MS: wholeNumber(
      'DATABASE_QUERY_TIMEOUT_MS',
      defaultDatabaseTimeouts.queryTimeoutMs,
      100,
      600_000,
    ),
    REQUEST_TIMEOUT_SECONDS: seconds('REQUEST_TIMEOUT_SECONDS', defaultHttpTimeouts.requestMs),
    HEADERS_TIMEOUT_SECONDS: seconds('HEADERS_TIMEOUT_SECONDS', defaultHttpTimeouts.headersMs),
    CONNECTION_TIMEOUT_SECONDS: seconds('CONNECTION_TIMEOUT_SECONDS', defaultHttpTimeouts.connectionMs),
    KEEP_ALIVE_TIMEOUT_SECONDS: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', defaultHttpTimeouts.keepAliveMs),
    DATA_DIR: textOr('./data'),
    WEB_DIST: text(),
    TRUST_PROXY: trustProxy,
    SESSION_ABSOLUTE_MINUTES: minutes('SESSION_ABSOLUTE_MINUTES', 30),
    SESSION_IDLE_MINUTES: minutes('SESSION_IDLE_MINUTES', 30),
    TEMPORARY_TOKEN_MINUTES: minutes('TEMPORARY_TOKEN_MINUTES', 5),
    PASSWORD_MAX_AGE_DAYS: wholeNumber('PASSWORD_MAX_AGE_DAYS', 90, 0, 3650),
    QR_RESEND_COOLDOWN_DAYS: wholeNumber('QR_RESEND_COOLDOWN_DAYS', 7, 0, 365),
    TOTP_ENROLMENT: given(
      z.enum(['mail', 'browser'], { error: 'TOTP_ENROLMENT must be one of mail, browser' }).default('mail'),
    ),
    DEVICE_COOKIE_DAYS: wholeNumber('DEVICE_COOKIE_DAYS', 180, 1, 3650),
    LOCKOUT_MINUTES: minutes('LOCKOUT_MINUTES', 15),
    RATE_LIMIT_PER_MINUTE: wholeNumber('RATE_LIMIT_PER_MINUTE', 20, 1, 1_000_000),
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: wholeNumber('OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', 1_000, 0, 60_000),
    OVERLOAD_MAX_POOL_WAITING: wholeNumber('OVERLOAD_MAX_POOL_WAITING', 100, 0, 1_000_000),
    OVERLOAD_MAX_IN_FLIGHT: wholeNumber('OVERLOAD_MAX_IN_FLIGHT', 64, 0, 1_000_000),
    OVERLOAD_RETRY_AFTER_SECONDS: wholeNumber('OVERLOAD_RETRY_AFTER_SECONDS', 2, 1, 3_600),
    SHUTDOWN_DELAY_SECONDS: wholeNumber('SHUTDOWN_DELAY_SECONDS', 0, 0, 300),
    BUG_REPORT_QUOTA_MB: wholeNumber('BUG_REPORT_QUOTA_MB', 200, 1, 1_000_000),
    BUG_REPORT_RATE_PER_HOUR: wholeNumber('BUG_REPORT_RATE_PER_HOUR', 20, 1, 1_000_000),
    INVITATIONS_PER_HOUR: wholeNumber('INVITATIONS_PER_HOUR', 20, 1, 1_000_000),
    TOKEN_AUDIENCE: textOr('ddp-api'),
    OAUTH_SCOPES: textOr('api'),
    TOKEN_MINUTES: minutes('TOKEN_MINUTES', 5),
    CLIENT_AUTH_MAX_FAILURES: wholeNumber('CLIENT_AUTH_MAX_FAILURES', 20, 1, 1_000_000),
    CLIENT_AUTH_LOCK_MINUTES: minutes('CLIENT_AUTH_LOCK_MINUTES', 5),
    CLIENT_AUTH_FAILURES_PER_MINUTE: wholeNumber('CLIENT_AUTH_FAILURES_PER_MINUTE', 60, 1, 1_000_000),
    CLIENT_SECRET_MAX_DAYS: wholeNumber('CLIENT_SECRET_MAX_DAYS', 0, 0, 3650),
    SEED_DEMO: text(),
    OPS_HOST: listenerFields.OPS_HOST,
    OPS_PORT: listenerFields.OPS_PORT,
    FOOTER_IMPRINT_URL: text(),
    FOOTER_TERMS_URL: text(),
    FOOTER_PRIVACY_URL: text(),
    FOOTER_CONTACT_URL: text(),
    LEGAL_PAGES_DIR: text(),
    PURGE_INTERVAL_SECONDS: wholeNumber('PURGE_INTERVAL_SECONDS', 900, 0, 86_400),
    PURGE_AFTER_HOURS: wholeNumber('PURGE_AFTER_HOURS', 24, 1, 8_760),
    AUDIT_LOG_RETENTION_DAYS: wholeNumber('AUDIT_LOG_RETENTION_DAYS', 365, 0, 36_500),
    USAGE_RETENTION_DAYS: wholeNumber('USAGE_RETENTION_DAYS', 90, 0, 3_650),
    USAGE_ROLLUP_SECONDS: wholeNumber('USAGE_ROLLUP_SECONDS', 60, 0, 86_400),
    USAGE_SAMPLE_API_CALLS: onOff('USAGE_SAMPLE_API_CALLS', true),
    DEV_MAILBOX_KEEP: wholeNumber('DEV_MAILBOX_KEEP', 1_000, 1, 1_000_000),
    FRONTEND_APPS_COOKIE_DOMAINS: text(),
    // The cookie that carries it lasts 30 minutes (spec section 9): a longer token would outlive it.
    FRONTEND_APPS_TOKEN_MINUTES: wholeNumber('FRONTEND_APPS_TOKEN_MINUTES', 30, 1, 30),
  })
  .superRefine(
    requiredInProduction(
      'MASTER_KEY',
      'MASTER_KEY is required when NODE_ENV=production (32 random bytes, base64 or hex)',
    ),
    {
      when: whenValid('NODE_ENV', 'MASTER_KEY'),
    },
  )
  .superRefine(
    requiredInProduction(
      'SMTP_URL',
      'SMTP_URL is required when NODE_ENV=production (the dev mailbox is for development only)',
    ),
    { when: whenValid('NODE_ENV', 'SMTP_URL') },
  )
  .superRefine(
    requiredInProduction(
      'PUBLIC_URL',
      'PUBLIC_URL is required when NODE_ENV=production (the address people reach the portal at, e.g. https://portal.example.com: mailed links and the token issuer use it)',
    ),
    { when: whenValid('NODE_ENV', 'PUBLIC_URL') },
  )
  .superRefine(
    (env, ctx) => {
      if (env.NODE_ENV === 'production' && env.DEV_CLOCK)
        ctx.addIssue({
          code: 'custom',
          path: ['DEV_CLOCK'],
          message: 'DEV_CLOCK must not be set when NODE_ENV=production',
        });
    },
    { when: whenValid('NODE_ENV', 'DEV_CLOCK') },
  )
  .superRefine(
    (env, ctx) => {
      if (env.HEADERS_TIMEOUT_SECONDS > env.REQUEST_TIMEOUT_SECONDS) {
        ctx.addIssue({
          code: 'custom',
          path: ['HEADERS_TIMEOUT_SECONDS'],
          message:
            'HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
        });
      }
    },
    { when: whenValid('HEADERS_TIMEOUT_SECONDS', 'REQUEST_TIMEOUT_SECONDS') },
  )
  .superRefine(
    (env, ctx) => {
      // A call that waits for the database sends nothing meanwhile: the connection must outlast it.
      if (env.CONNECTION_TIMEOUT_SECONDS <= env.DATABASE_CONNECT_TIMEOUT_MS + env.DATABASE_QUERY_TIMEOUT_MS) {
        ctx.addIssue({
          code: 'custom',
          path: ['CONNECTION_TIMEOUT_SECONDS'],
          message:
            'CONNECTION_TIMEOUT_SECONDS must be longer than DATABASE_CONNECT_TIMEOUT_MS and DATABASE_QUERY_TIMEOUT_MS together, or a call waiting for the database loses its connection before its answer',
        });
      }
    },
    {
      when: whenValid(
        'CONNECTION_TIMEOUT_SECONDS',
        'DATABASE_CONNECT_TIMEOUT_MS',
        'DATABASE_QUERY_TIMEOUT_MS',
      ),
    },
  )
  .superRefine(checkListener, { when: whenValid('NODE_ENV', 'PORT', 'OPS_HOST', 'OPS_PORT') })
  .superRefine(
    (env, ctx) => {
      for (const message of cookieDomainProblems(
        cookieDomainsOf(env.FRONTEND_APPS_COOKIE_DOMAINS),
        publicUrlOf(env),
      ))
        ctx.addIssue({ code: 'custom', path: ['FRONTEND_APPS_COOKIE_DOMAINS'], message });
    },
    { when: whenValid('PUBLIC_URL', 'PORT', 'FRONTEND_APPS_COOKIE_DOMAINS') },
  );

type ParsedEnv = z.output<typeof envSchema>;

const publicUrlOf = (env: Pick<ParsedEnv, 'PUBLIC_URL' | 'PORT'>) =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

const cookieDomainsOf = (raw: string | undefined): string[] => [
  ...new Set(
    (raw ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((d) => d.toLowerCase().replace(/^\./, '')),
  ),
];

const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The shared cookies of the front-end apps screen go to these parent domains. A browser accepts a
 * cookie only for the page's own host or a parent of it, and never for a top-level domain, so any
 * other name would be dropped without a word: it is refused here instead.
 */
function cookieDomainProblems(domains: string[], publicUrl: string): string[] {
  const name = 'FRONTEND_APPS_COOKIE_DOMAINS';
  const host = new URL(publicUrl).hostname.toLowerCase();
  return domains.flatMap((domain) => {
    const labels = domain.split('.');
    if (domain.length > 253 || !labels.every((label) => DOMAIN_LABEL.test(label)))
      return [`${name}: "${domain}" is not a domain name (write e.g. example.com, no scheme or port)`];
    if (domain !== host && /^[\d.]+$|:/.test(host))
      return [
        `${name}: the portal's host "${host}" (from PUBLIC_URL) is an IP address; cookies can only be set for that address itself`,
      ];
    if (domain !== host && !host.endsWith(`.${domain}`))
      return [
        `${name}: "${domain}" is neither the portal's host "${host}" (from PUBLIC_URL) nor a parent domain of it; browsers refuse cookies for other domains`,
      ];
    if (domain !== host && labels.length < 2)
      return [`${name}: "${domain}" is a top-level domain; browsers refuse cookies for it`];
    return [];
  });
}

/**
 * Configuration from the environment, checked once at start. Every bad value is reported with its
 * own sentence, so an operator fixes them all in one go.
 */
export function loadConfig(env: Env = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.message));
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV;
  const production = nodeEnv === 'production';
  const publicUrl = publicUrlOf(e);
  return {
    nodeEnv,
    host: e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    database: {
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    },
    http: {
      requestMs: e.REQUEST_TIMEOUT_SECONDS,
      headersMs: e.HEADERS_TIMEOUT_SECONDS,
      connectionMs: e.CONNECTION_TIMEOUT_SECONDS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_SECONDS,
    },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    followRequestHost: e.PUBLIC_URL === undefined,
    legalPagesDir: e.LEGAL_PAGES_DIR === undefined ? undefined : path.resolve(e.LEGAL_PAGES_DIR),
    masterKey: e.MASTER_KEY,
    logLevel: e.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY,
    session: {
      absoluteMs: e.SESSION_ABSOLUTE_MINUTES,
      idleMs: e.SESSION_IDLE_MINUTES,
      temporaryMs: e.TEMPORARY_TOKEN_MINUTES,
    },
    passwordMaxAgeDays: e.PASSWORD_MAX_AGE_DAYS,
    qrResendCooldownDays: e.QR_RESEND_COOLDOWN_DAYS,
    totpEnrolment: e.TOTP_ENROLMENT,
    deviceCookieMs: e.DEVICE_COOKIE_DAYS * 86_400_000,
    lockout: { delayAfterFailures: 5, lockAfterFailures: 10, lockMs: e.LOCKOUT_MINUTES },
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxPoolWaiting: e.OVERLOAD_MAX_POOL_WAITING,
      maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_SECONDS,
    },
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    bugReports: { quotaBytes: e.BUG_REPORT_QUOTA_MB * 1024 * 1024, perHour: e.BUG_REPORT_RATE_PER_HOUR },
    invitationsPerHour: e.INVITATIONS_PER_HOUR,
    oauth: {
      audience: e.TOKEN_AUDIENCE,
      scopes: e.OAUTH_SCOPES.split(/\s+/).filter(Boolean),
      tokenLifetimeMs: e.TOKEN_MINUTES,
      clientFailureLimit: e.CLIENT_AUTH_MAX_FAILURES,
      clientLockMs: e.CLIENT_AUTH_LOCK_MINUTES,
      addressFailuresPerMinute: e.CLIENT_AUTH_FAILURES_PER_MINUTE,
      secretMaxDays: e.CLIENT_SECRET_MAX_DAYS,
    },
    devClock: e.DEV_CLOCK,
    // The demo catalogue fills an empty embedded database in development unless switched off.
    seedDemo:
      e.SEED_DEMO !== undefined ? e.SEED_DEMO === 'true' : !e.DATABASE_URL && nodeEnv === 'development',
    operatorToken: e.OPERATOR_TOKEN,
    operatorListener: listenerOf(e),
    footerLinks: {
      // The contract's defaults (defaultPortalLinks), spelt out: this file imports nothing of ours.
      imprint: e.FOOTER_IMPRINT_URL ?? '/dev-portal/legal/imprint',
      termsOfUse: e.FOOTER_TERMS_URL ?? '/dev-portal/legal/terms-of-use',
      dataProtection: e.FOOTER_PRIVACY_URL ?? '/dev-portal/legal/data-protection',
      contact: e.FOOTER_CONTACT_URL ?? '/dev-portal/legal/contact',
    },
    purge: {
      intervalMs: e.PURGE_INTERVAL_SECONDS * 1000,
      keepMs: e.PURGE_AFTER_HOURS * 3_600_000,
      devMailboxKeep: e.DEV_MAILBOX_KEEP,
    },
    auditRetentionDays: e.AUDIT_LOG_RETENTION_DAYS,
    usageIngestToken: e.USAGE_INGEST_TOKEN,
    usageRetentionDays: e.USAGE_RETENTION_DAYS,
    usageRollupMs: e.USAGE_ROLLUP_SECONDS * 1000,
    recordSampleApiCalls: e.USAGE_SAMPLE_API_CALLS,
    frontendAppCookieDomains: cookieDomainsOf(e.FRONTEND_APPS_COOKIE_DOMAINS),
    frontendAppTokenMs: e.FRONTEND_APPS_TOKEN_MINUTES * 60_000,
  };
}
