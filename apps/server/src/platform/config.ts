import path from 'node:path';
import { type DatabaseTimeouts, defaultDatabaseTimeouts } from '../db/timeouts';
import { defaultHttpTimeouts, type HttpTimeouts } from './http/http-timeouts';
import { type OperatorListener, operatorListenerOf } from './operator-listener';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

/**
 * Configuration from the environment, checked once at start. Every bad value is reported with its
 * own sentence, so an operator fixes them all in one go.
 */
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
  publicUrl: string;
  masterKey: Buffer | undefined;
  logLevel: string;
  webDist: string | undefined;
  /** Which hops of X-Forwarded-For are our proxies (platform/trust-proxy.ts). */
  trustProxy: TrustProxy;
  session: {
    absoluteMs: number;
    idleMs: number;
    temporaryMs: number;
  };
  passwordMaxAgeDays: number;
  /** Days after a password reset by link during which resend-qrcode is refused; 0: never refused. */
  qrResendCooldownDays: number;
  /** How long a browser that completed a sign-in stays known to the account (device cookie). */
  deviceCookieMs: number;
  lockout: { delayAfterFailures: number; lockAfterFailures: number; lockMs: number };
  rateLimitPerMinute: number;
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
  };
  devClock: boolean;
  seedDemo: boolean;
  operatorToken: string | undefined;
  /** The operator API's own address; undefined: it shares the public listener. */
  operatorListener: OperatorListener | undefined;
  footerLinks: { imprint: string; termsOfUse: string; dataProtection: string; contact: string };
  /** The scheduled delete of rows that no longer count (modules/purge). */
  purge: {
    /** 0: this instance does not purge. */
    intervalMs: number;
    /** How long a row is kept after it stopped counting. */
    keepMs: number;
    /** The dev mailbox's newest mails kept. */
    devMailboxKeep: number;
  };
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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  const read = (name: string) => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };

  const wholeNumber = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const url = (name: string, protocols: string[]): string | undefined => {
    const raw = read(name);
    if (raw === undefined) return undefined;
    try {
      const parsed = new URL(raw);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
        return undefined;
      }
      return raw;
    } catch {
      problems.push(`${name} is not a valid URL`);
      return undefined;
    }
  };

  const rawEnv = read('NODE_ENV') ?? 'development';
  if (!['production', 'development', 'test'].includes(rawEnv)) {
    problems.push(`NODE_ENV must be production, development or test (got "${rawEnv}")`);
  }
  const nodeEnv = (['production', 'test'].includes(rawEnv) ? rawEnv : 'development') as Config['nodeEnv'];
  const production = nodeEnv === 'production';

  const port = wholeNumber('PORT', 8080, 1, 65535);
  const host = read('HOST') ?? (production ? '0.0.0.0' : '127.0.0.1');
  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const publicUrl = (url('PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(
    /\/+$/,
    '',
  );
  const mailFrom = read('MAIL_FROM') ?? 'Developer Portal <no-reply@localhost>';
  if (!/@/.test(mailFrom)) problems.push('MAIL_FROM must contain an e-mail address');

  const masterKey = parseMasterKey(read('MASTER_KEY'), problems);
  if (production && masterKey === undefined && read('MASTER_KEY') === undefined) {
    problems.push('MASTER_KEY is required when NODE_ENV=production (32 random bytes, base64 or hex)');
  }
  if (production && smtpUrl === undefined && read('SMTP_URL') === undefined) {
    problems.push('SMTP_URL is required when NODE_ENV=production (the dev mailbox is for development only)');
  }

  const devClock = read('DEV_CLOCK') === 'true';
  if (devClock && production) problems.push('DEV_CLOCK must not be set when NODE_ENV=production');
  const operatorToken = read('OPERATOR_TOKEN');
  if (operatorToken !== undefined && operatorToken.length < 32) {
    problems.push('OPERATOR_TOKEN must be at least 32 characters long');
  }

  const logLevel = read('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const minutes = (name: string, fallback: number) => wholeNumber(name, fallback, 1, 24 * 60) * 60_000;
  const database: DatabaseTimeouts = {
    connectTimeoutMs: wholeNumber(
      'DATABASE_CONNECT_TIMEOUT_MS',
      defaultDatabaseTimeouts.connectTimeoutMs,
      100,
      60_000,
    ),
    queryTimeoutMs: wholeNumber(
      'DATABASE_QUERY_TIMEOUT_MS',
      defaultDatabaseTimeouts.queryTimeoutMs,
      100,
      600_000,
    ),
  };
  const config: Config = {
    nodeEnv,
    host,
    port,
    dataDir: path.resolve(read('DATA_DIR') ?? './data'),
    databaseUrl,
    database,
    http: readHttpTimeouts(wholeNumber, database, problems),
    smtpUrl,
    mailFrom,
    publicUrl,
    masterKey,
    logLevel,
    webDist: read('WEB_DIST'),
    trustProxy: parseTrustProxy(read('TRUST_PROXY'), problems),
    session: {
      absoluteMs: minutes('SESSION_ABSOLUTE_MINUTES', 30),
      idleMs: minutes('SESSION_IDLE_MINUTES', 30),
      temporaryMs: minutes('TEMPORARY_TOKEN_MINUTES', 5),
    },
    passwordMaxAgeDays: wholeNumber('PASSWORD_MAX_AGE_DAYS', 90, 0, 3650),
    qrResendCooldownDays: wholeNumber('QR_RESEND_COOLDOWN_DAYS', 7, 0, 365),
    deviceCookieMs: wholeNumber('DEVICE_COOKIE_DAYS', 180, 1, 3650) * 86_400_000,
    lockout: {
      delayAfterFailures: 5,
      lockAfterFailures: 10,
      lockMs: minutes('LOCKOUT_MINUTES', 15),
    },
    rateLimitPerMinute: wholeNumber('RATE_LIMIT_PER_MINUTE', 20, 1, 1_000_000),
    bugReports: {
      quotaBytes: wholeNumber('BUG_REPORT_QUOTA_MB', 200, 1, 1_000_000) * 1024 * 1024,
      perHour: wholeNumber('BUG_REPORT_RATE_PER_HOUR', 20, 1, 1_000_000),
    },
    invitationsPerHour: wholeNumber('INVITATIONS_PER_HOUR', 20, 1, 1_000_000),
    oauth: {
      audience: read('TOKEN_AUDIENCE') ?? 'ddp-api',
      scopes: (read('OAUTH_SCOPES') ?? 'api').split(/\s+/).filter(Boolean),
      tokenLifetimeMs: minutes('TOKEN_MINUTES', 5),
      clientFailureLimit: wholeNumber('CLIENT_AUTH_MAX_FAILURES', 20, 1, 1_000_000),
      clientLockMs: minutes('CLIENT_AUTH_LOCK_MINUTES', 5),
      addressFailuresPerMinute: wholeNumber('CLIENT_AUTH_FAILURES_PER_MINUTE', 60, 1, 1_000_000),
    },
    devClock,
    // The demo catalogue fills an empty embedded database in development unless switched off.
    seedDemo:
      read('SEED_DEMO') !== undefined
        ? read('SEED_DEMO') === 'true'
        : !databaseUrl && nodeEnv === 'development',
    operatorToken,
    operatorListener: operatorListenerOf(env, problems),
    footerLinks: {
      imprint: read('FOOTER_IMPRINT_URL') ?? `${publicUrl}/dev-portal/legal/imprint`,
      termsOfUse: read('FOOTER_TERMS_URL') ?? `${publicUrl}/dev-portal/legal/terms-of-use`,
      dataProtection: read('FOOTER_PRIVACY_URL') ?? `${publicUrl}/dev-portal/legal/data-protection`,
      contact: read('FOOTER_CONTACT_URL') ?? 'mailto:support@localhost',
    },
    purge: {
      intervalMs: wholeNumber('PURGE_INTERVAL_SECONDS', 900, 0, 86_400) * 1000,
      keepMs: wholeNumber('PURGE_AFTER_HOURS', 24, 1, 8_760) * 3_600_000,
      devMailboxKeep: wholeNumber('DEV_MAILBOX_KEEP', 1_000, 1, 1_000_000),
    },
    frontendAppCookieDomains: parseCookieDomains(read('FRONTEND_APPS_COOKIE_DOMAINS'), publicUrl, problems),
    // The cookie that carries it lasts 30 minutes (spec section 9): a longer token would outlive it.
    frontendAppTokenMs: wholeNumber('FRONTEND_APPS_TOKEN_MINUTES', 30, 1, 30) * 60_000,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

type WholeNumber = (name: string, fallback: number, min: number, max: number) => number;

function readHttpTimeouts(
  wholeNumber: WholeNumber,
  database: DatabaseTimeouts,
  problems: string[],
): HttpTimeouts {
  const seconds = (name: string, fallbackMs: number) => wholeNumber(name, fallbackMs / 1000, 1, 3600) * 1000;
  const timeouts: HttpTimeouts = {
    requestMs: seconds('REQUEST_TIMEOUT_SECONDS', defaultHttpTimeouts.requestMs),
    headersMs: seconds('HEADERS_TIMEOUT_SECONDS', defaultHttpTimeouts.headersMs),
    connectionMs: seconds('CONNECTION_TIMEOUT_SECONDS', defaultHttpTimeouts.connectionMs),
    keepAliveMs: seconds('KEEP_ALIVE_TIMEOUT_SECONDS', defaultHttpTimeouts.keepAliveMs),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    problems.push(
      'HEADERS_TIMEOUT_SECONDS must not be longer than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
    );
  }
  // A call that waits for the database sends nothing meanwhile: the connection must outlast it.
  if (timeouts.connectionMs <= database.connectTimeoutMs + database.queryTimeoutMs) {
    problems.push(
      'CONNECTION_TIMEOUT_SECONDS must be longer than DATABASE_CONNECT_TIMEOUT_MS and DATABASE_QUERY_TIMEOUT_MS together, or a call waiting for the database loses its connection before its answer',
    );
  }
  return timeouts;
}

function parseMasterKey(raw: string | undefined, problems: string[]): Buffer | undefined {
  if (raw === undefined) return undefined;
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== 32) {
    problems.push('MASTER_KEY must be 32 bytes, written as 64 hex digits or base64');
    return undefined;
  }
  return key;
}

const DOMAIN_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The shared cookies of the front-end apps screen go to these parent domains. A browser accepts a
 * cookie only for the page's own host or a parent of it, and never for a top-level domain, so any
 * other name would be dropped without a word: it is refused here instead.
 */
function parseCookieDomains(raw: string | undefined, publicUrl: string, problems: string[]): string[] {
  if (raw === undefined) return [];
  const name = 'FRONTEND_APPS_COOKIE_DOMAINS';
  const host = new URL(publicUrl).hostname.toLowerCase();
  const domains = [
    ...new Set(
      raw
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((d) => d.toLowerCase().replace(/^\./, '')),
    ),
  ];
  for (const domain of domains) {
    const labels = domain.split('.');
    if (domain.length > 253 || !labels.every((label) => DOMAIN_LABEL.test(label))) {
      problems.push(`${name}: "${domain}" is not a domain name (write e.g. example.com, no scheme or port)`);
    } else if (domain !== host && /^[\d.]+$|:/.test(host)) {
      problems.push(
        `${name}: the portal's host "${host}" (from PUBLIC_URL) is an IP address; cookies can only be set for that address itself`,
      );
    } else if (domain !== host && !host.endsWith(`.${domain}`)) {
      problems.push(
        `${name}: "${domain}" is neither the portal's host "${host}" (from PUBLIC_URL) nor a parent domain of it; browsers refuse cookies for other domains`,
      );
    } else if (domain !== host && labels.length < 2) {
      problems.push(`${name}: "${domain}" is a top-level domain; browsers refuse cookies for it`);
    }
  }
  return domains;
}
