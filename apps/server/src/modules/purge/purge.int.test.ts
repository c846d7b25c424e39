import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { addMember } from '../../../test/test-support/members';
import { openTestDatabase, testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer, WITHOUT_SHEDDING } from '../../../test/test-support/test-server';
import { buildApp } from '../../app';
import type { Db } from '../../db/database';
import { FakeClock } from '../../platform/clock';
import { loadConfig } from '../../platform/config';
import { AuditTrail } from '../audit/trail';
import { PlansService } from '../plans/plans-service';
import { UsageIngest } from '../usage/usage-ingest';
import { type PurgeRules, PurgeService } from './service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const KEEP = 24 * HOUR;
const IDLE = 30 * MINUTE;
const RESET_VALID = HOUR;
const INVITATION_VALID = 24 * HOUR;
const AUDIT_KEPT = 30 * KEEP;
const RULES: PurgeRules = {
  intervalMs: 0,
  keepMs: KEEP,
  mailKept: 3,
  sessionIdleMs: IDLE,
  auditRetentionMs: AUDIT_KEPT,
  usageRetentionMs: AUDIT_KEPT,
};

type Owner = { id: string; email: string; company_id: string; project_id: string };

const at = (now: Date, offsetMs: number) => new Date(now.getTime() + offsetMs);
const hash = () => createHash('sha256').update(randomBytes(16)).digest('hex');

/** Rows made to measure around each rule's boundary, named by what must become of them. */
async function arrange(db: Db, now: Date, owner: Owner) {
  const go: Record<string, string[]> = {};
  const stay: Record<string, string[]> = {};
  const note = (table: string, id: string, goes: boolean) => {
    const into = goes ? go : stay;
    into[table] = [...(into[table] ?? []), id];
  };

  const session = async (goes: boolean, kind: 'active' | 'pending', lastSeen: number, expires: number) => {
    const id = randomUUID();
    await db
      .insertInto('sessions')
      .values({
        id,
        consumer_id: owner.id,
        kind,
        first_login_at: at(now, Math.min(lastSeen, expires) - HOUR),
        last_seen_at: at(now, lastSeen),
        expires_at: at(now, expires),
      })
      .execute();
    note('sessions', id, goes);
  };
  await session(true, 'active', -KEEP - HOUR, -KEEP); // ended a day ago
  await session(false, 'active', -KEEP, -KEEP + 1); // ended a day ago less a millisecond
  await session(true, 'active', -IDLE - KEEP, HOUR); // idle for a day past the idle limit
  await session(false, 'active', -IDLE - KEEP + 1, HOUR);
  await session(false, 'pending', -IDLE - KEEP, -KEEP + 1); // the idle limit is not a pending one's

  const attempt = async (goes: boolean, lastFailure: number, lockedUntil: number | null) => {
    const key = hash();
    await db
      .insertInto('login_attempts')
      .values({
        key,
        failures: lockedUntil === null ? 4 : 10,
        last_failure_at: at(now, lastFailure),
        locked_until: lockedUntil === null ? null : at(now, lockedUntil),
      })
      .execute();
    note('login_attempts', key, goes);
  };
  await attempt(true, -KEEP, null); // four failures a day ago
  await attempt(false, -KEEP + 1, null);
  await attempt(true, -KEEP, -1); // a lock that is over
  await attempt(false, -KEEP - HOUR, 1); // a lock that still runs, however old its failures
  await attempt(false, -KEEP + 1, -1); // a lock over, but its failure is recent

  const requestWindow = async (goes: boolean, started: number) => {
    const key = `POST /v1/ddp/login ${hash()}`;
    await db
      .insertInto('request_windows')
      .values({ key, started_at: at(now, started), hits: 20 })
      .execute();
    note('request_windows', key, goes);
  };
  await requestWindow(true, -KEEP); // a window of a minute, begun a day ago
  await requestWindow(false, -KEEP + 1);

  // A revoked token's jti, and a client assertion's, are kept until it expires: refused by its exp
  // after that.
  const expiring = async (goes: boolean, expires: number) => {
    const jti = randomUUID();
    await db
      .insertInto('revoked_tokens')
      .values({ jti, expires_at: at(now, expires) })
      .execute();
    note('revoked_tokens', jti, goes);
    const key = `ddp-client ${jti}`;
    await db
      .insertInto('used_client_assertions')
      .values({ key, expires_at: at(now, expires) })
      .execute();
    note('used_client_assertions', key, goes);
  };
  await expiring(true, 0);
  await expiring(false, 1);

  // A plan's calls of a month: this month's and the last one's stay, older ones go.
  const monthCount = async (goes: boolean, monthsAgo: number) => {
    const clientId = `ddp-${randomUUID().replaceAll('-', '')}`;
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
    await db
      .insertInto('usage_month_counts')
      .values({
        client_id: clientId,
        service_id: 'environment-stations',
        month: month.toISOString().slice(0, 10),
        calls: 3,
      })
      .execute();
    note('usage_month_counts', clientId, goes);
  };
  await monthCount(true, 2);
  await monthCount(false, 1);
  await monthCount(false, 0);

  const reset = async (goes: boolean, created: number, used: number | null) => {
    const id = randomUUID();
    await db
      .insertInto('password_resets')
      .values({
        id,
        consumer_id: owner.id,
        token_hash: hash(),
        created_at: at(now, created),
        used_at: used === null ? null : at(now, used),
      })
      .execute();
    note('password_resets', id, goes);
  };
  // A link is spent when used or expired, whichever comes first, and kept for a day after that.
  await reset(true, -KEEP - 10 * MINUTE, -KEEP); // used a day ago, ten minutes after it was sent
  await reset(false, -KEEP - 10 * MINUTE, -KEEP + 1);
  await reset(true, -KEEP - RESET_VALID, null); // expired a day ago, never used
  await reset(false, -KEEP - RESET_VALID + 1, null);

  const invitation = async (goes: boolean, created: number, used: number | null) => {
    const id = randomUUID();
    await db
      .insertInto('invitations')
      .values({
        id,
        company_id: owner.company_id,
        project_id: owner.project_id,
        invited_by: owner.id,
        email: `invited.${id}@example.com`,
        firstname: 'Grace',
        lastname: 'Hopper',
        is_owner: false,
        token_hash: hash(),
        created_at: at(now, created),
        used_at: used === null ? null : at(now, used),
      })
      .execute();
    note('invitations', id, goes);
  };
  await invitation(true, -KEEP - 2 * HOUR, -KEEP);
  await invitation(false, -KEEP - 2 * HOUR, -KEEP + 1);
  await invitation(true, -KEEP - INVITATION_VALID, -KEEP + 1); // expired a day ago, whenever used
  await invitation(true, -KEEP - INVITATION_VALID, null);
  await invitation(false, -KEEP - INVITATION_VALID + 1, null);

  // The audit log keeps an event for its retention, counted from the event.
  const auditEvent = async (goes: boolean, age: number) => {
    const { id } = await db
      .insertInto('audit_events')
      .values({
        company_id: owner.company_id,
        at: at(now, -age),
        actor_id: owner.id,
        actor: 'owner@example.com',
        address: '192.0.2.1',
        type: 'security.signed_in',
        target: null,
        details: '{}',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    note('audit_events', String(id), goes);
  };
  await auditEvent(true, AUDIT_KEPT + 1);
  await auditEvent(false, AUDIT_KEPT - 1);

  // An authenticator set-up never confirmed, of an account of its own (one set-up per account).
  const enrolment = async (goes: boolean, expires: number) => {
    const id = await addMember(db, owner.email, { isOwner: false });
    await db
      .insertInto('totp_enrolments')
      .values({
        consumer_id: id,
        session_id: randomUUID(),
        purpose: 'first',
        mail_code_hash: hash(),
        sealed_secret: 'sealed',
        expires_at: at(now, expires),
        created_at: at(now, expires - HOUR),
      })
      .execute();
    note('totp_enrolments', id, goes);
  };
  await enrolment(true, -KEEP); // expired a day ago
  await enrolment(false, -KEEP + 1); // expired a day ago less a millisecond
  return { go, stay };
}

/** Which of `ids` are still in `table`. */
async function present(db: Db, table: string, ids: string[]): Promise<string[]> {
  const column =
    {
      login_attempts: 'key',
      request_windows: 'key',
      revoked_tokens: 'jti',
      usage_month_counts: 'client_id',
      totp_enrolments: 'consumer_id',
      used_client_assertions: 'key',
    }[table] ?? 'id';
  const rows = await db
    .selectFrom(table as 'sessions')
    .select(`${column} as id` as 'id')
    .where(column as 'id', 'in', ids)
    .execute();
  return rows.map((row) => String(row.id)).sort();
}

describe(`the purge of rows that no longer count (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Owner;
  const purgeOf = (db: Db) =>
    new PurgeService({
      db,
      clock: server.clock,
      rules: RULES,
      log: server.app.server.log,
      audit: new AuditTrail({ db, clock: server.clock, log: server.app.server.log }),
      usage: new UsageIngest({ db, clock: server.clock, retentionDays: 0 }),
      plans: new PlansService({ db, clock: server.clock, changed: () => {} }),
    });

  beforeAll(async () => {
    server = await startTestServer();
    const account = await registerAccount(server.client);
    owner = await server.db
      .selectFrom('consumers')
      .select(['id', 'email', 'company_id', 'project_id'])
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
  });
  afterAll(() => server?.close());

  it('deletes each kind of row once it has not counted for the kept time, and keeps every row a moment younger', async () => {
    const { go, stay } = await arrange(server.db, server.clock.now(), owner);
    await purgeOf(server.db).runOnce();
    for (const [table, ids] of Object.entries(go))
      expect(await present(server.db, table, ids), table).toEqual([]);
    for (const [table, ids] of Object.entries(stay))
      expect(await present(server.db, table, ids), table).toEqual([...ids].sort());
  });

  it('leaves what people use alone: a live session, a running lock, a fresh link', async () => {
    const account = await registerAccount(server.client);
    const session = await signIn(server.client, account, server.clock);
    for (let i = 0; i < 10; i++) {
      server.clock.advance(20_000);
      await server.client.post('/v1/ddp/login', { email: account.email, password: 'Wrong-Password-123456' });
    }
    await server.client.post('/v1/ddp/forgot-password', { email: account.email });
    server.clock.advance(MINUTE);
    await purgeOf(server.db).runOnce();

    const details = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: account.email },
      { token: session.token },
    );
    expect(details.status).toBe(200);
    const locked = await server.client.post('/v1/ddp/login', {
      email: account.email,
      password: account.password,
    });
    expect(locked.status).toBe(429);
    const { id } = await server.db
      .selectFrom('consumers')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    expect(
      await server.db.selectFrom('password_resets').select('id').where('consumer_id', '=', id).execute(),
    ).toHaveLength(1);
  });

  it("forgets an unknown address's failures a day after the last one, and its lock once over", async () => {
    const nobody = `nobody.${randomUUID()}@example.com`;
    const counters = async () =>
      (await server.db.selectFrom('login_attempts').select('key').execute()).length;
    const before = await counters();
    for (let i = 0; i < 10; i++) {
      server.clock.advance(20_000);
      await server.client.post('/v1/ddp/login', { email: nobody, password: 'Wrong-Password-123456' });
    }
    expect(await counters()).toBe(before + 1);
    server.clock.advance(15 * MINUTE);
    await purgeOf(server.db).runOnce();
    expect(await counters()).toBe(before + 1);
    server.clock.advance(KEEP);
    await purgeOf(server.db).runOnce();
    expect(await counters()).toBeLessThanOrEqual(before);
  });

  it("keeps the dev mailbox's newest mails and deletes the older ones", async () => {
    await server.db.deleteFrom('outbox').execute();
    for (let i = 0; i < 5; i++) {
      await server.client.post('/v1/ddp/forgot-password', { email: `nobody.${i}@example.com` });
      await registerAccount(server.client);
    }
    const newest = await server.db
      .selectFrom('outbox')
      .select('id')
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(RULES.mailKept)
      .execute();
    await purgeOf(server.db).runOnce();
    const kept = await server.db.selectFrom('outbox').select('id').execute();
    expect(kept.map((row) => row.id).sort()).toEqual(newest.map((row) => row.id).sort());
    // The mailbox still shows them.
    const mailbox = await server.client.raw<{ messages: unknown[] }>('/v1/dev/mailbox?limit=10', {
      method: 'GET',
    });
    expect(mailbox.body.messages).toHaveLength(RULES.mailKept);
  });

  it('is safe with several instances purging at once: every row goes once, every needed row stays', async () => {
    const now = server.clock.now();
    const stale = Array.from({ length: 2_500 }, () => ({
      key: hash(),
      failures: 1,
      last_failure_at: at(now, -KEEP - MINUTE),
      locked_until: null,
    }));
    const kept = Array.from({ length: 50 }, () => ({
      key: hash(),
      failures: 1,
      last_failure_at: at(now, -MINUTE),
      locked_until: null,
    }));
    for (let i = 0; i < stale.length; i += 500)
      await server.db
        .insertInto('login_attempts')
        .values(stale.slice(i, i + 500))
        .execute();
    await server.db.insertInto('login_attempts').values(kept).execute();
    const other = await server.database.openAnother();
    const results = await Promise.all([
      purgeOf(server.db).runOnce(),
      purgeOf(other).runOnce(),
      purgeOf(server.db).runOnce(),
    ]);
    expect(results.reduce((sum, purged) => sum + purged.attempts, 0)).toBe(stale.length);
    expect(
      await present(
        server.db,
        'login_attempts',
        stale.map((row) => row.key),
      ),
    ).toEqual([]);
    expect(
      await present(
        server.db,
        'login_attempts',
        kept.map((row) => row.key),
      ),
    ).toHaveLength(kept.length);
  });
});

describe(`the purge on its schedule (${testDatabaseKind})`, () => {
  it('runs every PURGE_INTERVAL_SECONDS by the clock it is given, empties the outbox under SMTP, and stops when the server closes', async () => {
    const database = await openTestDatabase();
    const clock = new FakeClock();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PURGE_INTERVAL_SECONDS: '1',
      ...WITHOUT_SHEDDING,
      // Nothing is mailed here; with SMTP the dev mailbox is off and nothing reads the outbox.
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    const app = await buildApp({ config, db: database.db, clock, masterKey: randomBytes(32) });
    const revoke = (jti: string, expires: Date) =>
      database.db.insertInto('revoked_tokens').values({ jti, expires_at: expires }).execute();
    const left = async () =>
      (await database.db.selectFrom('revoked_tokens').select('jti').orderBy('jti').execute()).map(
        (r) => r.jti,
      );
    try {
      await database.db
        .insertInto('outbox')
        .values({
          id: randomUUID(),
          to_address: 'someone@example.com',
          subject: 'Your login details',
          text_body: 'otpauth://totp/...',
          html_body: '',
          attachments: '[]',
          created_at: clock.now(),
        })
        .execute();
      await revoke('expired', clock.now());
      await revoke('current', at(clock.now(), 5 * MINUTE));
      const outbox = () => database.db.selectFrom('outbox').select('id').execute();
      // On the fake clock, "current" expires only once it is moved. One run deletes the tokens
      // before the outbox: wait for both, or a loaded machine reads between the two.
      const deadline = Date.now() + 5_000;
      while (((await left()).includes('expired') || (await outbox()).length > 0) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(await left()).toEqual(['current']);
      expect(await outbox()).toEqual([]);
      clock.advance(5 * MINUTE);
      const moved = Date.now() + 5_000;
      while ((await left()).length > 0 && Date.now() < moved) await new Promise((r) => setTimeout(r, 100));
      expect(await left()).toEqual([]);
    } finally {
      await app.server.close();
    }
    await revoke('after-close', clock.now());
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await left()).toEqual(['after-close']);
    await database.drop();
  });
});
