import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths } from '@ddp/contract';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/database';
import { aRegistration, mailedOtpauthUri, registerAccount, signIn } from '../test-support/accounts';
import { createCredential, grant } from '../test-support/credentials';
import { type ReverseProxy, startReverseProxy } from '../test-support/nginx';
import { PortalClient } from '../test-support/portal-client';
import { postgresForTests } from '../test-support/postgres-only';
import { createScratchDatabase, type ScratchDatabase } from '../test-support/scratch-postgres';
import { type ServerProcess, serverBundle, startServerProcess } from '../test-support/server-process';
import { asSession, type Session } from '../test-support/teams';
import { halfMadeRows } from './half-made-rows';
import { inFlightAtKill, type KillMoments, killFigures } from './kill-figures';
import { type Call, eachAtMost, LoadRecorder, steadyLoad } from './steady-load';

const adminUrl = postgresForTests('the kill-under-load test');
const systemClock = { now: () => new Date(), advance: () => {} };
// Long enough for dozens of requests on each side of the kill even on a busy 2-core machine, short
// enough for CI.
const LOAD_BEFORE_MS = 4_000;
const LOAD_AFTER_MS = 5_000;
/** What nginx answers for a request its instance died under; anything else is the portal's own answer. */
const PROXY_FAILURES = [502, 503, 504];

type Credential = { client_id: string; client_secret: string };

/** The token of a grant's answer; undefined for anything else, so that a 200 without one counts as wrong. */
function accessToken(text: string): string | undefined {
  try {
    const { access_token } = JSON.parse(text) as { access_token?: unknown };
    return typeof access_token === 'string' ? access_token : undefined;
  } catch {
    return undefined;
  }
}

describe.runIf(adminUrl)('SIGKILL of one of two instances under steady load through nginx', () => {
  let database: ScratchDatabase;
  let instances: ServerProcess[] = [];
  let proxy: ReverseProxy;
  const hostOf = (instance: ServerProcess) => new URL(instance.baseUrl).host;

  beforeAll(async () => {
    await serverBundle();
    database = await createScratchDatabase(adminUrl as string, 'ddp_kill');
    const shared = {
      DATABASE_URL: database.url,
      MASTER_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://portal.test',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    const started = await Promise.allSettled(
      [1, 2].map(() =>
        startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddp-kill-')) }),
      ),
    );
    // Kept even when the other failed to start, so that afterAll stops it.
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    // nginx tries a failed instance again after fail_timeout (10 s by default): 2 s lets the few
    // seconds after the kill show what it does then, and is still longer than a killed process
    // takes to go on a busy machine (up to half a second), so that no retry meets it half gone.
    proxy = await startReverseProxy(
      instances.map((instance) => instance.baseUrl),
      { failTimeoutSeconds: 2 },
    );
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances) await instance.stop('SIGTERM');
    await database?.drop();
  });

  it('keeps every acknowledged write, fails only requests in flight at the kill, and serves on', async () => {
    const [victim, survivor] = instances as [ServerProcess, ServerProcess];
    const portal = new PortalClient(proxy.baseUrl);
    const account = await registerAccount(portal);
    const owner: Session = asSession(account, await signIn(portal, account, systemClock));
    const standing = await createCredential(portal, owner, 'Standing client');

    // What the clients were told is done: each must be there afterwards.
    const created: Credential[] = [];
    const registered: Array<{ email: string; password: string }> = [];
    const tokens: string[] = [];
    const load = new LoadRecorder();

    const useCredential = async (credential: Credential, loop: number) => {
      const token = await load.record('grant', loop, async () => {
        const reply = await grant(proxy.baseUrl, credential);
        const text = await reply.text();
        return {
          status: reply.status,
          headers: reply.headers,
          value: reply.status === 200 ? accessToken(text) : undefined,
        };
      });
      if (token) tokens.push(token);
    };
    const createAndUse = async (loop: number) => {
      const credential = await load.record('create credential', loop, async () => {
        const reply = await portal.post<{ data?: Credential }>(
          paths.createCredentials,
          { applicationName: `App ${randomBytes(3).toString('hex')}`, consumerId: owner.consumerId },
          { token: owner.token },
        );
        return { ...reply, value: reply.status === 201 ? reply.body.data : undefined };
      });
      if (!credential) return;
      created.push(credential);
      await useCredential(credential, loop);
    };
    const register = async (loop: number) => {
      const data = aRegistration();
      const email = await load.record('registration', loop, async () => {
        const reply = await portal.postPlain(paths.registerUser, { Data: data });
        return { ...reply, value: reply.status === 201 ? data.email : undefined };
      });
      if (email) registered.push({ email, password: data.password });
    };
    const read = (loop: number) =>
      load.record('read details', loop, async () => {
        const reply = await portal.get<{ email?: string }>(
          paths.viewPersonalDetails,
          { emailid: owner.email },
          { token: owner.token },
        );
        return { ...reply, value: reply.status === 200 ? reply.body.email : undefined };
      });
    const steps = [
      createAndUse,
      createAndUse,
      createAndUse,
      register,
      register,
      (loop: number) => useCredential(standing, loop),
      (loop: number) => useCredential(standing, loop),
      read,
    ];

    let running = true;
    const loadStartedAt = performance.now();
    const loaded = steadyLoad(steps, () => running);
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_MS));
    const killAt = performance.now();
    await victim.stop('SIGKILL');
    const goneAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, LOAD_AFTER_MS));
    running = false;
    await loaded;
    const moments: KillMoments = { killAt, goneAt, loadStartedAt, loadEndedAt: performance.now() };
    const calls = load.calls;
    const show = (call: Call) =>
      `${call.kind} ${call.status ?? call.error} via ${call.upstreams.join(', ') || '?'} ` +
      `${Math.round(call.startedAt - killAt)}..${Math.round(call.endedAt - killAt)} ms from the kill`;
    console.info(
      `Killing one of two instances under load (${steps.length} loops):\n  ${killFigures(calls, moments, {
        victim: hostOf(victim),
      }).join('\n  ')}`,
    );

    // The kill met a load that both instances served, with requests open.
    expect(calls.some((call) => call.startedAt < killAt && call.endedAt >= killAt)).toBe(true);
    const before = calls.filter((call) => call.endedAt < killAt);
    for (const instance of instances) {
      expect(before.some((call) => call.ok && call.upstreams.at(-1) === hostOf(instance))).toBe(true);
    }
    // Only requests on their way when the process died failed, at most one per loop, and only as
    // nginx reports a dead instance: never the portal's own error, never a success without its data.
    const failed = calls.filter((call) => !call.ok);
    expect(
      failed.filter((call) => call.status !== undefined && !PROXY_FAILURES.includes(call.status)).map(show),
    ).toEqual([]);
    expect(failed.filter((call) => !inFlightAtKill(call, moments)).map(show)).toEqual([]);
    expect(failed.filter((call) => call.upstreams.some((host) => host !== hostOf(victim))).map(show)).toEqual(
      [],
    );
    // nginx takes the dead instance out at its first failure, so no loop meets it twice.
    const loopsFailed = failed.map((call) => call.loop);
    expect(loopsFailed).toEqual([...new Set(loopsFailed)]);
    expect(failed.length).toBeLessThanOrEqual(steps.length);
    // A read is safe to send again, so nginx passes one cut off on to the survivor.
    expect(failed.filter((call) => call.kind === 'read details').map(show)).toEqual([]);

    // From the moment the process is gone, every request is served, by the survivor, of every kind.
    const after = calls.filter((call) => call.startedAt >= goneAt);
    expect(after.filter((call) => !call.ok || call.upstreams.at(-1) !== hostOf(survivor)).map(show)).toEqual(
      [],
    );
    // nginx tried the dead instance again, was refused and passed the request on to the survivor.
    const passedOn = `${hostOf(victim)}, ${hostOf(survivor)}`;
    expect(after.some((call) => call.upstreams.join(', ') === passedOn)).toBe(true);
    for (const kind of new Set(calls.map((call) => call.kind))) {
      expect(
        after.some((call) => call.kind === kind),
        kind,
      ).toBe(true);
    }

    // Every acknowledged credential is listed and its secret gets a token.
    const list = await portal.post<{ message: Array<{ client_id: string }> }>(
      paths.viewCredentials,
      { consumerId: owner.consumerId },
      { token: owner.token },
    );
    expect(list.status).toBe(200);
    const listed = list.body.message.map((item) => item.client_id);
    expect(created.filter(({ client_id }) => !listed.includes(client_id))).toEqual([]);
    // nginx sent no cut-off create again: beyond the acknowledged ones, at most those that failed.
    const failedCreates = failed.filter((call) => call.kind === 'create credential').length;
    expect(listed.length).toBeLessThanOrEqual(1 + created.length + failedCreates);
    const refused: string[] = [];
    await eachAtMost(created, 8, async (credential) => {
      const reply = await grant(proxy.baseUrl, credential);
      if (reply.status !== 200) refused.push(`${credential.client_id}: ${reply.status}`);
    });
    expect(refused, 'acknowledged credentials without a token').toEqual([]);

    // Every acknowledged account has its login details mail and signs in with its password.
    const lostAccounts: string[] = [];
    await eachAtMost(registered, 4, async ({ email, password }) => {
      const uri = await mailedOtpauthUri(portal, email).catch(() => undefined);
      const login = await portal.post(paths.login, { email, password });
      if (!uri || login.status !== 200)
        lostAccounts.push(`${email}: mail ${Boolean(uri)}, login ${login.status}`);
    });
    expect(lostAccounts, 'acknowledged accounts lost').toEqual([]);

    // Every token handed out, by either instance, verifies with the keys the survivor publishes.
    const jwks = createLocalJWKSet(
      (await (await fetch(`${proxy.baseUrl}${paths.jwks}`)).json()) as JSONWebKeySet,
    );
    const unverified: string[] = [];
    for (const token of tokens) await jwtVerify(token, jwks).catch((error) => unverified.push(String(error)));
    expect(unverified, 'acknowledged tokens that do not verify').toEqual([]);

    const db = openPostgres(database.url, { max: 2 });
    try {
      expect(await halfMadeRows(db), 'half-made or orphaned rows').toEqual({});
    } finally {
      await db.destroy();
    }
    console.info(
      `  found afterwards: all ${created.length} acknowledged credentials (${listed.length} listed), ` +
        `${registered.length} accounts, ${tokens.length} tokens`,
    );
    // The load itself is 9 s; starting two instances and checking every write take the rest.
  }, 90_000);
});
