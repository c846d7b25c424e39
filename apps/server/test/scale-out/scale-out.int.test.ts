import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@ddp/contract';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_AHEAD_MS } from '../../src/modules/oauth/issuer';
import { codeAt, passwordStep, registerAccount, type SignedInReply } from '../test-support/accounts';
import { createCredential, grant } from '../test-support/credentials';
import { type ReverseProxy, startReverseProxy, UPSTREAM_HEADER } from '../test-support/nginx';
import { PortalClient } from '../test-support/portal-client';
import { postgresForTests } from '../test-support/postgres-only';
import { requestFrom } from '../test-support/request-from';
import { createScratchDatabase, type ScratchDatabase } from '../test-support/scratch-postgres';
import {
  freePort,
  type ServerProcess,
  serverBundle,
  startServerProcess,
} from '../test-support/server-process';
import { asSession, joinTeam, type Session } from '../test-support/teams';
import { DevClocks } from './dev-clocks';
import { UpstreamRecordingClient } from './upstream-recording-client';

const adminUrl = postgresForTests('the scale-out test');

// Two server processes that share nothing but PostgreSQL and the configured secrets, as two
// machines would: their own memory, clock, data folder and connection pool.
describe.runIf(adminUrl)('two server processes on one PostgreSQL behind nginx', () => {
  let database: ScratchDatabase;
  let instances: ServerProcess[] = [];
  let proxy: ReverseProxy;
  let one: PortalClient;
  let two: PortalClient;
  let clock: DevClocks;
  /** Each instance's operator API, on a port of its own as in production. */
  let opsUrls: string[] = [];
  const operatorToken = randomBytes(32).toString('base64url');
  const hostOf = (baseUrl: string) => new URL(baseUrl).host;

  beforeAll(async () => {
    await serverBundle();
    database = await createScratchDatabase(adminUrl as string, 'ddp_scale');
    const shared = {
      DATABASE_URL: database.url,
      MASTER_KEY: randomBytes(32).toString('hex'),
      OPERATOR_TOKEN: operatorToken,
      PUBLIC_URL: 'http://portal.test',
      TRUST_PROXY: 'true',
      LOCKOUT_MINUTES: '15',
      RATE_LIMIT_PER_MINUTE: '100000',
      DEV_CLOCK: 'true',
    };
    const opsPorts = [await freePort(), await freePort()];
    opsUrls = opsPorts.map((port) => `http://127.0.0.1:${port}`);
    // Started together, so that both migrate the empty database and make its keys at once.
    const started = await Promise.allSettled(
      opsPorts.map((opsPort) =>
        startServerProcess({
          ...shared,
          OPS_PORT: String(opsPort),
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddp-scale-')),
        }),
      ),
    );
    // Kept even when the other failed to start, so that afterAll stops it.
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    const [first, second] = instances as [ServerProcess, ServerProcess];
    proxy = await startReverseProxy([first.baseUrl, second.baseUrl]);
    one = new PortalClient(first.baseUrl);
    two = new PortalClient(second.baseUrl);
    clock = new DevClocks([first.baseUrl, second.baseUrl]);
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances) await instance.stop('SIGTERM');
    await database?.drop();
  });

  /** Password on one instance, code on the other. */
  async function signInAcross(first: PortalClient, second: PortalClient) {
    const account = await registerAccount(first);
    // A new code step, so that no earlier sign-in used this code.
    await clock.advance(30_000);
    const temporary = await passwordStep(first, account);
    const reply = await second.post<SignedInReply>(
      '/v1/ddp/totp-validate',
      { email: account.email, userToken: codeAt(account, clock) },
      { token: temporary },
    );
    expect(reply.status).toBe(200);
    return { account, session: asSession(account, reply.body) };
  }
  const details = (client: PortalClient, who: Session) =>
    client.get('/v1/ddp/view-personal-details', { emailid: who.email }, { token: who.token });

  /**
   * An ended session is refused by the instance that ended it at once, and by the others as soon as
   * PostgreSQL's notice reaches them (their own connection, milliseconds; a second is plenty).
   */
  async function refusedWithin(client: PortalClient, who: Session, ms = 1_000) {
    const deadline = Date.now() + ms;
    for (;;) {
      const status = (await details(client, who)).status;
      if (status === 401) return;
      expect(status).toBe(200);
      if (Date.now() > deadline) throw new Error(`${client.baseUrl} still honours an ended session`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('alternates every call between the two instances, and the whole journey holds across them', async () => {
    const viaProxy = new UpstreamRecordingClient(proxy.baseUrl);
    await viaProxy.publicKey();
    const { session } = await signInAcross(viaProxy, viaProxy);
    for (let i = 0; i < 4; i++) expect((await details(viaProxy, session)).status).toBe(200);
    const logout = await viaProxy.post('/v1/ddp/logout', {}, { token: session.token });
    expect(logout.status).toBe(200);
    for (const instance of [one, two]) await refusedWithin(instance, session);
    for (let i = 0; i < 2; i++) expect((await details(viaProxy, session)).status).toBe(401);

    // Registration, mailbox, password, code, four reads, logout, two refusals: each call answered by
    // one instance alone (no retry on the other), never the same one twice in a row.
    const hosts = instances.map((instance) => hostOf(instance.baseUrl));
    const answeredBy = viaProxy.answeredBy;
    expect(answeredBy).toHaveLength(11);
    for (const host of answeredBy) expect(hosts).toContain(host);
    for (let i = 1; i < answeredBy.length; i++) expect(answeredBy[i]).not.toBe(answeredBy[i - 1]);
  });

  it('honours a session made on one instance on the other, and its logout on both', async () => {
    const { session } = await signInAcross(one, two);
    expect((await details(one, session)).status).toBe(200);
    expect((await details(two, session)).status).toBe(200);
    expect((await two.post('/v1/ddp/logout', {}, { token: session.token })).status).toBe(200);
    expect((await details(two, session)).status).toBe(401);
    await refusedWithin(one, session);
  });

  it('counts failures from both instances on one lock', async () => {
    const account = await registerAccount(one);
    for (let i = 0; i < 10; i++) {
      await clock.advance(20_000);
      const client = i % 2 === 0 ? one : two;
      const reply = await client.post('/v1/ddp/login', {
        email: account.email,
        password: 'Wrong-Password-123456',
      });
      expect(reply.status).toBe(401);
    }
    for (const client of [one, two]) {
      const locked = await client.post('/v1/ddp/login', { email: account.email, password: account.password });
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(messages.signInLocked(15));
    }
  });

  it('shows a transferred secret once, even when both instances are asked at the same time', async () => {
    const { session: owner } = await signInAcross(one, one);
    const memberAccount = await joinTeam(one, owner);
    await clock.advance(30_000);
    const temporary = await passwordStep(two, memberAccount);
    const signedIn = await two.post<SignedInReply>(
      '/v1/ddp/totp-validate',
      { email: memberAccount.email, userToken: codeAt(memberAccount, clock) },
      { token: temporary },
    );
    expect(signedIn.status).toBe(200);
    const member = asSession(memberAccount, signedIn.body);
    const { client_id } = await createCredential(one, owner);
    const moved = await two.post(
      '/v1/ddp/transfer-oauth-access-token',
      { client_id, consumer: member.email, fromconsumer: owner.email },
      { token: owner.token },
    );
    expect(moved.status).toBe(200);
    const views = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? one : two).post<{ Client_secret?: string }>(
          '/v1/ddp/get-clientid-secret',
          { client_id },
          { token: member.token },
        ),
      ),
    );
    const shown = views.filter((view) => view.status === 200);
    expect(shown).toHaveLength(1);
    // The rest get the contract's refusal: not an error of the server, not a retry later.
    const refusals = views.filter((view) => view.status !== 200);
    expect(refusals.map(({ status, body }) => ({ status, body }))).toEqual(
      Array.from({ length: 9 }, () => ({
        status: 404,
        body: { output: 'error', message: messages.viewSecretFailed },
      })),
    );
    const client_secret = shown[0]?.body.Client_secret as string;
    for (const instance of instances) {
      expect((await grant(instance.baseUrl, { client_id, client_secret })).status).toBe(200);
    }
  });

  it('shares the signing keys: a key rotated on one instance is published by both before either signs with it', async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const { session: owner } = await signInAcross(one, two);
    const credential = await createCredential(two, owner);
    // The instances run on their moved clocks; the checks use the same time.
    const at = () => ({ currentDate: clock.now() });
    const keysOf = (baseUrl: string) => createRemoteJWKSet(new URL(`${baseUrl}/.well-known/jwks.json`));
    const tokenFrom = async (baseUrl: string) => {
      const body = (await (await grant(baseUrl, credential)).json()) as { access_token: string };
      return body.access_token;
    };
    const kidsOf = async (baseUrl: string) => {
      const jwks = (await (await fetch(`${baseUrl}/.well-known/jwks.json`)).json()) as {
        keys: Array<{ kid: string }>;
      };
      return jwks.keys.map((key) => key.kid);
    };
    await jwtVerify(await tokenFrom(second.baseUrl), keysOf(first.baseUrl), at());
    const kidsBefore = await kidsOf(first.baseUrl);

    const rotated = await fetch(`${opsUrls[1]}/v1/ops/keys/rotate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operatorToken}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(rotated.status).toBe(200);
    const newKid = (await kidsOf(second.baseUrl)).find((kid) => !kidsBefore.includes(kid));
    expect(newKid).toBeDefined();
    await clock.advance(61_000);
    expect((await kidsOf(first.baseUrl)).sort()).toEqual((await kidsOf(second.baseUrl)).sort());

    await clock.advance(PUBLISH_AHEAD_MS);
    for (const baseUrl of [first.baseUrl, second.baseUrl]) {
      const { protectedHeader } = await jwtVerify(await tokenFrom(baseUrl), keysOf(first.baseUrl), at());
      expect(protectedHeader.kid).toBe(newKid);
    }
  });

  it("takes the address nginx appended as the client's on both instances, never one the client wrote", async () => {
    const { account, session } = await signInAcross(one, two);
    const byHost = new Map(instances.map((instance, i) => [hostOf(instance.baseUrl), [one, two][i]!]));
    const answeredBy = new Set<string>();
    for (let i = 0; i < 2; i++) {
      await clock.advance(20_000);
      const refused = await requestFrom('127.0.0.2', `${proxy.baseUrl}/v1/ddp/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({
          encryptData: await one.encrypt({ email: account.email, password: 'Wrong-Password-123456' }),
        }),
      });
      expect(refused.status).toBe(401);
      const host = String(refused.headers[UPSTREAM_HEADER]);
      answeredBy.add(host);
      // Read on the instance that wrote it, which answers only once its own notices are back.
      const shown = await details(byHost.get(host)!, session);
      expect(shown.body.lastunsucessuserip).toBe('127.0.0.2');
    }
    expect(answeredBy.size).toBe(2);
  });

  it('keeps the operator API off the proxy: 404 through nginx, answered on each instance own port', async () => {
    const accounts = (base: string) =>
      fetch(`${base}/v1/ops/accounts`, { headers: { authorization: `Bearer ${operatorToken}` } });
    for (let i = 0; i < 2; i++) {
      const throughProxy = await accounts(proxy.baseUrl);
      expect(throughProxy.status).toBe(404);
      expect(await throughProxy.json()).toEqual({ output: 'error', message: messages.notFound });
    }
    for (const opsUrl of opsUrls) expect((await accounts(opsUrl)).status).toBe(200);
  });

  it('shares the encryption key: both publish it, either reads what was sealed for the other', async () => {
    expect((await two.publicKey()).jwk).toEqual((await one.publicKey()).jwk);
    const account = await registerAccount(one);
    const sealedForOne = await one.encrypt({ email: account.email, password: account.password });
    const reply = await two.raw('/v1/ddp/login', { method: 'POST', json: { encryptData: sealedForOne } });
    expect(reply.status).toBe(200);
  });
});
