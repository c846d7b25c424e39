import { paths, routes, sampleApi } from '@ddp/contract';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { changeFeedOf } from './db/change-feed';
import { type Db, isEmbedded, poolStatsOf } from './db/database';
import { NoticedCache } from './db/noticed-cache';
import { databaseUnavailable } from './db/unavailable';
import type { PersonalDetailsRow } from './modules/accounts/repo';
import { accountRoutes } from './modules/accounts/routes';
import { AccountsService } from './modules/accounts/service';
import { catalogueOpsRoutes } from './modules/advanced-requests/ops-routes';
import { advancedRequestRoutes } from './modules/advanced-requests/routes';
import { AdvancedRequestsService } from './modules/advanced-requests/service';
import { AuditTrail } from './modules/audit/trail';
import { auditLogOpsRoutes } from './modules/audit-log/ops-routes';
import { auditLogRoutes } from './modules/audit-log/routes';
import { AuditLogService } from './modules/audit-log/service';
import { BruteForceGuard } from './modules/auth/brute-force';
import { DeviceCookies } from './modules/auth/device-cookies';
import { enrolmentRoutes } from './modules/auth/enrolment-routes';
import { ownSessionsRoutes } from './modules/auth/own-sessions-routes';
import type { SessionWithConsumer } from './modules/auth/repo';
import { authRoutes } from './modules/auth/routes';
import { wireAuth } from './modules/auth/wire-auth';
import { backupOpsRoutes } from './modules/backup/ops-routes';
import { bugReportOpsRoutes } from './modules/bug-reports/ops-routes';
import { bugReportRoutes } from './modules/bug-reports/routes';
import { BugReportsService } from './modules/bug-reports/service';
import { seedDemoCatalogue } from './modules/catalogue/demo-seed';
import { catalogueRoutes } from './modules/catalogue/routes';
import { CatalogueService } from './modules/catalogue/service';
import { ClientSecrets } from './modules/credentials/client-secrets';
import { SecretExpiryReminders } from './modules/credentials/expiry-reminders';
import { credentialRoutes } from './modules/credentials/routes';
import { SecretUse } from './modules/credentials/secret-use';
import { CredentialsService } from './modules/credentials/service';
import { devClockRoutes } from './modules/dev-clock/routes';
import { countMail, storeMail } from './modules/dev-mailbox/repo';
import { devMailboxRoutes } from './modules/dev-mailbox/routes';
import { demoAppRoutes } from './modules/frontend-apps/demo-app/routes';
import { seedDemoFrontendApps } from './modules/frontend-apps/demo-seed';
import { frontendAppsOpsRoutes } from './modules/frontend-apps/ops-routes';
import { frontendAppRoutes } from './modules/frontend-apps/routes';
import { FrontendAppsService } from './modules/frontend-apps/service';
import { healthRoutes } from './modules/health/routes';
import { Envelope } from './modules/keys/envelope';
import { licenceRoutes } from './modules/licences/routes';
import { newsOpsRoutes } from './modules/news/ops-routes';
import { newsRoutes } from './modules/news/routes';
import { NewsService } from './modules/news/service';
import type { KeySetRead } from './modules/oauth/client-auth-deps';
import { TokenIssuer } from './modules/oauth/issuer';
import type { ClientForGrant } from './modules/oauth/repo';
import { resourcesOf } from './modules/oauth/resources';
import { oauthRoutes } from './modules/oauth/routes';
import { activeToken } from './modules/oauth/token-check';
import { UsedAssertions } from './modules/oauth/used-assertions';
import { metricsRoutes } from './modules/ops/metrics-routes';
import { operatorGuard, opsRoutes } from './modules/ops/routes';
import { passkeyRoutes } from './modules/passkeys/routes';
import { PasskeysService } from './modules/passkeys/service';
import { passwordResetRoutes } from './modules/password-reset/routes';
import { PasswordResetService } from './modules/password-reset/service';
import { plansOpsRoutes } from './modules/plans/ops-routes';
import { PlansService } from './modules/plans/plans-service';
import { QuotaGate } from './modules/plans/quota-gate';
import { quotaMails } from './modules/plans/quota-mail';
import { quotaStatus } from './modules/plans/quota-status';
import { loadLegalPages } from './modules/portal/legal-pages';
import { portalRoutes } from './modules/portal/routes';
import { PurgeService } from './modules/purge/service';
import { recoveryCodeRoutes } from './modules/recovery-codes/routes';
import { RecoveryCodes } from './modules/recovery-codes/service';
import { referenceRoutes } from './modules/reference/routes';
import { sharedWindowStore } from './modules/request-limits/shared-window-store';
import { sampleApiRoutes } from './modules/sample-api/routes';
import { securityLogRoutes } from './modules/security-log/routes';
import { SecurityLogService } from './modules/security-log/service';
import { startRoutes } from './modules/start/routes';
import { FirstUse, StartService } from './modules/start/service';
import { teamRoutes } from './modules/teams/routes';
import { TeamsService } from './modules/teams/service';
import { CallRecorder, recordingRules } from './modules/usage/call-recorder';
import { usageIngestRoutes } from './modules/usage/ingest-routes';
import { UsageIngest } from './modules/usage/usage-ingest';
import { UsageRollups } from './modules/usage/usage-rollups';
import { UsageView } from './modules/usage/usage-view';
import { usageViewRoutes } from './modules/usage/view-routes';
import type { Clock } from './platform/clock';
import type { Config } from './platform/config';
import { createHttpServer } from './platform/http/http-server';
import { shedLoadWhenOverloaded } from './platform/http/load-shedding';
import {
  addressFailures,
  perAddressLimit,
  registerPerAddressLimits,
} from './platform/http/per-address-limits';
import { registerSpa } from './platform/http/spa';
import { loadLanguages, registerRequestLanguage } from './platform/locale';
import { outboxMailer } from './platform/mail/outbox-mailer';
import { smtpMailer } from './platform/mail/smtp-mailer';
import { type TrackedMailer, trackedMailer } from './platform/mail/tracked-mailer';
import { Metrics } from './platform/metrics';
import { SecretBox } from './platform/secret-box';

export interface AppDeps {
  config: Config;
  db: Db;
  clock: Clock;
  masterKey: Buffer;
  /** Set with DEV_CLOCK=true: the clock the dev clock routes move. */
  movableClock?: { now(): Date; advance(ms: number): void };
  /** The operator API's token; without one the operator API is off. */
  operatorToken?: string;
  /** Where the JSON log lines go; stdout unless a test collects them. */
  logStream?: { write(line: string): void };
  /** Readable log lines for a person at a terminal instead of JSON (main.ts: stdout is a TTY). */
  prettyLogs?: boolean;
}

export interface App {
  server: FastifyInstance;
  /**
   * The operator API's own server, when it listens apart (config.operatorListener): the caller
   * listens on it as well. Closing `server` closes it.
   */
  ops?: FastifyInstance;
  mailer: TrackedMailer;
  /** For operators and tests: key rotation. */
  issuer: TokenIssuer;
  /** For tests: the secret expiry reminders' run, which otherwise runs on the purge's timer. */
  expiryReminders: Pick<SecretExpiryReminders, 'runOnce'>;
  /** For tests: writes the audit events queued so far, which otherwise go within a fraction of a second. */
  audit: Pick<AuditTrail, 'flush'>;
  /** For tests: writes the sample API's calls recorded so far, which otherwise go within a second. */
  usageCalls: Pick<CallRecorder, 'flush'>;
  /** For tests: brings the hourly roll-ups up to date, which otherwise happens every minute. */
  usageRollups: Pick<UsageRollups, 'runOnce'>;
  /** Every route as "METHOD /path", so that the access matrix test knows when one lacks a row. */
  routes: readonly string[];
  /** The first step of a graceful stop: /readyz answers 503 from now on. */
  startDraining(): void;
}

/** Wires the modules together. Everything the app needs comes in through `deps`. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config, clock } = deps;
  const metrics = new Metrics();
  // PUBLIC_URL, or without it the host each request named (platform/http/request-origin.ts).
  const origin = {
    publicUrl: config.publicUrl,
    followRequestHost: config.followRequestHost,
    port: config.port,
  };
  // Every statement through this handle is timed for the metrics.
  const db = deps.db.withPlugin(metrics.timingQueries());
  const httpOptions = {
    logStream: deps.logStream,
    prettyLogs: deps.prettyLogs,
    unavailable: databaseUnavailable,
  };
  await loadLanguages();
  const server = createHttpServer(config, httpOptions);
  registerRequestLanguage(server);
  await shedLoadWhenOverloaded(server, config.overload, () => poolStatsOf(deps.db)?.waiting);
  // The operator API listens apart when configured (OPS_PORT; always in production), else beside the
  // public API. Without an operator token it is off.
  const ops =
    deps.operatorToken && config.operatorListener
      ? createHttpServer(config, { unavailable: databaseUnavailable, logger: server.log, operator: true })
      : undefined;
  const listeners = ops ? [server, ops] : [server];
  for (const listener of listeners) metrics.observeRequests(listener);
  // The services' events are counted whatever the log level lets through.
  const log = metrics.countingEvents(server.log);
  const routeList: string[] = [];
  for (const listener of listeners) {
    listener.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD') routeList.push(`${method} ${route.url}`);
    });
  }
  const box = new SecretBox(deps.masterKey);
  const envelope = await Envelope.load(db, box, clock);
  const mailer = trackedMailer(
    metrics.countingMail(
      config.smtpUrl
        ? smtpMailer(config.smtpUrl, config.mailFrom)
        : outboxMailer((message) => storeMail(db, message, clock.now())),
    ),
  );
  metrics.gauge(
    'ddp_db_pool_connections',
    "This instance's database connections by state: total, idle, and calls waiting for one",
    ['state'],
    async (gauge) => {
      const stats = poolStatsOf(deps.db);
      if (stats) for (const [state, count] of Object.entries(stats)) gauge.set({ state }, count);
    },
  );
  metrics.gauge(
    'ddp_outbox_mails',
    'Mails in the outbox that the dev mailbox shows; with SMTP_URL mail goes to the server as it is sent and none stay',
    [],
    async (gauge) => {
      // A database that does not answer must not cost the scrape every other series.
      await countMail(db).then(
        (count) => gauge.set(count),
        () => gauge.reset(),
      );
    },
  );

  // Signed cookies (the device cookies of the sign-in) under a key of their own from the master key.
  await server.register(fastifyCookie, { secret: box.deriveKey('cookie-signing'), hook: 'onRequest' });
  const devices = new DeviceCookies(box.deriveKey('device-account-tag'), clock, {
    lifetimeMs: config.deviceCookieMs,
    secure: config.publicUrl.startsWith('https:'),
  });
  // Per-address limits count in the database, so that they hold across instances.
  await registerPerAddressLimits(server, sharedWindowStore(db, clock));
  const ipLimit = perAddressLimit(server, config.rateLimitPerMinute);
  const feed = changeFeedOf(deps.db);
  // Kept between calls and forgotten when the database announces a change (docs/decisions.md).
  const sessionCache = feed ? new NoticedCache<SessionWithConsumer>(feed) : undefined;
  const profiles = feed ? new NoticedCache<PersonalDetailsRow>(feed) : undefined;
  const clients = feed ? new NoticedCache<ClientForGrant>(feed) : undefined;
  // One per client, not per address; a set is at most 16 KiB, so a few thousand stay small.
  const keySets = feed ? new NoticedCache<KeySetRead>(feed, 2_000) : undefined;
  if (feed) {
    // The token endpoint writes only on a failure, and forgets that client itself (client-auth.ts):
    // a grant does not pay for the round trip.
    for (const listener of listeners) {
      listener.addHook('onSend', async (req) => {
        if (req.method !== 'GET' && req.method !== 'HEAD' && !req.url.startsWith('/oauth2/'))
          await feed.sync();
      });
    }
  }
  server.addHook('onClose', async () => {
    sessionCache?.close();
    profiles?.close();
    clients?.close();
    keySets?.close();
  });
  const audit = new AuditTrail({ db, clock, log });
  // After the routes' own close hooks: what the last requests recorded is written before the pool ends.
  server.addHook('onClose', async () => audit.flush());
  const { guard, sessions, signIn, security, ownSessions, enrolment } = wireAuth(
    { db, clock, box, mailer, log, sessionCache, audit },
    {
      rules: config.session,
      lockout: config.lockout,
      passwordMaxAgeDays: config.passwordMaxAgeDays,
      qrResendCooldownDays: config.qrResendCooldownDays,
      totpEnrolment: config.totpEnrolment,
      portalUrl: `${config.publicUrl}/dev-portal/`,
    },
  );
  const accounts = new AccountsService({
    db,
    clock,
    box,
    security,
    signIn,
    log,
    ...(profiles ? { profiles } : {}),
  });
  const issuer = await TokenIssuer.load(db, box, clock, {
    issuer: config.publicUrl,
    audience: config.oauth.audience,
    lifetimeMs: config.oauth.tokenLifetimeMs,
  });
  const secrets = new ClientSecrets(box);
  const credentials = new CredentialsService({
    db,
    clock,
    secrets,
    issuer,
    security,
    multiConsumer: (companyId) => accounts.multiConsumerAuth(companyId),
    defaultScope: config.oauth.scopes.join(' '),
    secretMaxDays: config.oauth.secretMaxDays,
    mailer,
    publicUrl: config.publicUrl,
    log,
    audit,
  });
  // API clients are machines: no growing wait. Failures count per client id and address; past the
  // limit only wrong secrets from there are refused (modules/oauth/client-auth.ts).
  const clientGuard = new BruteForceGuard(
    db,
    clock,
    {
      delayAfterFailures: 1_000_000,
      lockAfterFailures: config.oauth.clientFailureLimit,
      lockMs: config.oauth.clientLockMs,
    },
    log,
    'client',
  );
  const ipFailures = addressFailures(server, 'client-auth', config.oauth.addressFailuresPerMinute);
  const catalogue = new CatalogueService(db, clock);
  const advancedRequests = new AdvancedRequestsService(db, clock, catalogue, audit);
  const bugReports = new BugReportsService(db, clock, config.bugReports);
  if (config.seedDemo) await seedDemoCatalogue(catalogue, config.publicUrl, log);
  const frontendApps = new FrontendAppsService(db, clock, {
    issuer,
    publicUrl: config.publicUrl,
    lifetimeMs: config.frontendAppTokenMs,
  });
  if (config.seedDemo) await seedDemoFrontendApps(frontendApps, log);
  const teams = new TeamsService({
    db,
    clock,
    mailer,
    accounts,
    security,
    credentials,
    publicUrl: config.publicUrl,
    invitationsPerHour: config.invitationsPerHour,
    log,
    audit,
  });
  const news = new NewsService({ db, clock, accounts, log, audit });
  const resets = new PasswordResetService({
    db,
    clock,
    mailer,
    security,
    guard,
    publicUrl: config.publicUrl,
    log,
  });

  let draining = false;
  healthRoutes(server, { db, draining: () => draining });
  server.get(paths.encryptionKey, async () => ({ output: 'success', key: envelope.publicJwk }));
  portalRoutes(server, {
    footerLinks: config.footerLinks,
    devMailbox: !config.smtpUrl,
    legalPages: await loadLegalPages(config.legalPagesDir),
  });
  referenceRoutes(server);
  authRoutes(server, { signIn, security, sessions, envelope, ipLimit, devices, enrolment });
  enrolmentRoutes(server, { signIn, enrolment, sessions, envelope, ipLimit, devices });
  ownSessionsRoutes(server, { ownSessions, sessions, envelope });
  const portalUrl = `${config.publicUrl}/dev-portal/`;
  const codes = new RecoveryCodes({ db, clock, box, signIn, mailer, audit, log, portalUrl });
  recoveryCodeRoutes(server, { codes, signIn, sessions, envelope, ipLimit, devices });
  enrolment.acceptRecoveryCodes((person, typed, from) => codes.spend(person, typed, from));
  const passkeys = new PasskeysService({
    db,
    clock,
    signIn,
    audit,
    mailer,
    log,
    portalUrl,
  });
  passkeyRoutes(server, { passkeys, signIn, sessions, envelope, ipLimit, devices, origin });
  accountRoutes(server, { accounts, sessions, envelope, ipLimit, devices });
  passwordResetRoutes(server, { resets, envelope, ipLimit });
  teamRoutes(server, { teams, sessions, envelope, ipLimit });
  credentialRoutes(server, { credentials, sessions, envelope, origin });
  await bugReportRoutes(server, { reports: bugReports, sessions, envelope });
  catalogueRoutes(server, { catalogue, sessions, envelope, origin });
  licenceRoutes(server, { envelope });
  advancedRequestRoutes(server, { requests: advancedRequests, sessions, envelope });
  const cookieDomains = config.frontendAppCookieDomains;
  frontendAppRoutes(server, { apps: frontendApps, sessions, envelope, cookieDomains, origin });
  demoAppRoutes(server);
  newsRoutes(server, { news, sessions, envelope });
  const auditLog = new AuditLogService(audit);
  auditLogRoutes(server, { auditLog, sessions, envelope });
  securityLogRoutes(server, { securityLog: new SecurityLogService(audit, clock), sessions, envelope });
  startRoutes(server, { start: new StartService(db, clock), sessions, envelope });
  const firstUse = new FirstUse(db, clock, log);
  const usage = new UsageIngest({ db, clock, retentionDays: config.usageRetentionDays });
  const usageCalls = new CallRecorder({
    usage,
    log,
    rules: isEmbedded(deps.db) ? recordingRules.embedded : recordingRules.server,
  });
  server.addHook('onClose', async () => usageCalls.flush());
  const usageRollups = new UsageRollups({ db, clock, log, intervalMs: config.usageRollupMs });
  usageRollups.start();
  server.addHook('onClose', async () => usageRollups.stop());
  const quotaGate = new QuotaGate({
    db,
    clock,
    serviceId: sampleApi.serviceId,
    companyOf: (clientId) => usage.companyOf(clientId),
    reached: quotaMails({ db, mailer, log, usageUrl: `${config.publicUrl}/dev-portal${routes.viewUsage}` }),
  });
  const plans = new PlansService({ db, clock, changed: () => quotaGate.forget() });
  const usageView = new UsageView({
    db,
    clock,
    quotas: (clients, companyId) =>
      quotaStatus(db, { companyId, serviceId: sampleApi.serviceId, clients, now: clock.now() }),
    written: () => usageCalls.flush(),
  });
  usageViewRoutes(server, { usageView, sessions, envelope });
  sampleApiRoutes(server, {
    clock,
    activeToken: (token, expectedIssuer) =>
      activeToken(token, { db, issuer, credentials }, expectedIssuer, [
        issuer.audience,
        ...resourcesOf(expectedIssuer),
      ]),
    scope: config.oauth.scopes[0] ?? 'api',
    origin,
    accepted: (claims) => firstUse.apiCalled(claims.client_id),
    called: config.recordSampleApiCalls ? (call) => usageCalls.record(call) : undefined,
    quota: (clientId) => quotaGate.check(clientId),
  });
  // The gateway's reports: on the operator's listener when it listens apart (an internal address),
  // else beside the API; never on the public listener where the operator's is meant to be apart.
  const ingestOn = ops ?? (config.operatorListener ? undefined : server);
  if (config.usageIngestToken && ingestOn)
    usageIngestRoutes(ingestOn, { token: config.usageIngestToken, usage });
  else if (config.usageIngestToken)
    log.warn(
      { event: 'usage.ingest_off' },
      'USAGE_INGEST_TOKEN needs the operator listener (OPERATOR_TOKEN)',
    );
  await oauthRoutes(server, {
    db,
    issuer,
    credentials,
    secrets,
    guard: clientGuard,
    ipFailures,
    clock,
    scopes: config.oauth.scopes,
    origin,
    firstUse,
    secretUse: new SecretUse(db, clock, log),
    usedAssertions: new UsedAssertions(db),
    callableServices: async (clientId) => {
      const client = await credentials.client(clientId);
      return client ? catalogue.serviceIdsFor(client.company_id) : new Set<string>();
    },
    ...(clients ? { clients } : {}),
    ...(keySets ? { keySets } : {}),
  });
  if (!config.smtpUrl) devMailboxRoutes(server, { db });
  if (deps.operatorToken) {
    const operatorApi = ops ?? server;
    opsRoutes(operatorApi, {
      db,
      security,
      token: deps.operatorToken,
      rotateSigningKey: (immediately) => issuer.rotate({ immediately }),
    });
    bugReportOpsRoutes(operatorApi, { guard: operatorGuard(deps.operatorToken), reports: bugReports });
    catalogueOpsRoutes(operatorApi, {
      guard: operatorGuard(deps.operatorToken),
      catalogue,
      requests: advancedRequests,
    });
    frontendAppsOpsRoutes(operatorApi, { guard: operatorGuard(deps.operatorToken), apps: frontendApps });
    newsOpsRoutes(operatorApi, { guard: operatorGuard(deps.operatorToken), news });
    metricsRoutes(operatorApi, { guard: operatorGuard(deps.operatorToken), metrics });
    auditLogOpsRoutes(operatorApi, { guard: operatorGuard(deps.operatorToken), auditLog });
    plansOpsRoutes(operatorApi, { guard: operatorGuard(deps.operatorToken), plans });
    backupOpsRoutes(operatorApi, {
      guard: operatorGuard(deps.operatorToken),
      db,
      clock,
      beforeSnapshot: async () => {
        await audit.flush();
        await usageCalls.flush();
      },
    });
  }
  if (deps.movableClock) devClockRoutes(server, { clock: deps.movableClock });

  if (config.webDist) await registerSpa(server, config.webDist);
  const purge = new PurgeService({
    db,
    clock,
    log,
    rules: {
      intervalMs: config.purge.intervalMs,
      keepMs: config.purge.keepMs,
      // With SMTP nothing reads the outbox: what an earlier run without SMTP left there goes.
      mailKept: config.smtpUrl ? 0 : config.purge.devMailboxKeep,
      sessionIdleMs: config.session.idleMs,
      auditRetentionMs: config.auditRetentionDays * 86_400_000,
      usageRetentionMs: config.usageRetentionDays * 86_400_000,
    },
    audit,
    usage,
    plans,
  });
  purge.start();
  server.addHook('onClose', async () => purge.stop());
  const expiryReminders = new SecretExpiryReminders({
    db,
    clock,
    mailer,
    log,
    credentialsUrl: `${config.publicUrl}/dev-portal/home/view-credentials`,
    intervalMs: config.purge.intervalMs,
  });
  expiryReminders.start();
  server.addHook('onClose', async () => expiryReminders.stop());
  // Closing the portal closes the operator's listener too, before the mailer and the database go.
  if (ops) server.addHook('onClose', async () => ops.close());
  server.addHook('onClose', async () => mailer.close());
  return {
    server,
    ...(ops ? { ops } : {}),
    mailer,
    issuer,
    expiryReminders,
    audit,
    usageCalls,
    usageRollups,
    routes: routeList,
    startDraining: () => {
      draining = true;
    },
  };
}
