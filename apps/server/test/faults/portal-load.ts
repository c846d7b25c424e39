import { randomBytes } from 'node:crypto';
import { paths } from '@ddp/contract';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { expect } from 'vitest';
import { openPostgres } from '../../src/db/database';
import { aRegistration, mailedOtpauthUri } from '../test-support/accounts';
import { grant } from '../test-support/credentials';
import type { PortalClient } from '../test-support/portal-client';
import type { Session } from '../test-support/teams';
import { halfMadeRows } from './half-made-rows';
import { eachAtMost, LoadRecorder } from './steady-load';

export type Credential = { client_id: string; client_secret: string };

/** The token of a grant's answer; undefined for anything else, so that a 200 without one counts as wrong. */
function accessToken(text: string): string | undefined {
  try {
    const { access_token } = JSON.parse(text) as { access_token?: unknown };
    return typeof access_token === 'string' ? access_token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A developer team's steady traffic through the proxy: credentials made and used at once, sign-ups,
 * grants with a standing credential and a read, one loop each. What the clients were told is done is
 * kept, so that a test can look for each afterwards.
 */
export class PortalLoad {
  readonly load = new LoadRecorder();
  readonly created: Credential[] = [];
  readonly registered: Array<{ email: string; password: string }> = [];
  readonly tokens: string[] = [];
  readonly steps: Array<(loop: number) => Promise<unknown>>;

  constructor(
    private readonly portal: PortalClient,
    private readonly proxyUrl: string,
    private readonly owner: Session,
    standing: Credential,
  ) {
    this.steps = [
      (loop) => this.createAndUse(loop),
      (loop) => this.createAndUse(loop),
      (loop) => this.createAndUse(loop),
      (loop) => this.register(loop),
      (loop) => this.register(loop),
      (loop) => this.useCredential(standing, loop),
      (loop) => this.useCredential(standing, loop),
      (loop) => this.read(loop),
    ];
  }

  private async useCredential(credential: Credential, loop: number) {
    const token = await this.load.record('grant', loop, async () => {
      const reply = await grant(this.proxyUrl, credential);
      const text = await reply.text();
      return {
        status: reply.status,
        headers: reply.headers,
        value: reply.status === 200 ? accessToken(text) : undefined,
      };
    });
    if (token) this.tokens.push(token);
  }

  private async createAndUse(loop: number) {
    const credential = await this.load.record('create credential', loop, async () => {
      const reply = await this.portal.post<{ data?: Credential }>(
        paths.createCredentials,
        { applicationName: `App ${randomBytes(3).toString('hex')}`, consumerId: this.owner.consumerId },
        { token: this.owner.token },
      );
      return { ...reply, value: reply.status === 201 ? reply.body.data : undefined };
    });
    if (!credential) return;
    this.created.push(credential);
    await this.useCredential(credential, loop);
  }

  private async register(loop: number) {
    const data = aRegistration();
    const email = await this.load.record('registration', loop, async () => {
      const reply = await this.portal.postPlain(paths.registerUser, { Data: data });
      return { ...reply, value: reply.status === 201 ? data.email : undefined };
    });
    if (email) this.registered.push({ email, password: data.password });
  }

  private read(loop: number) {
    return this.load.record('read details', loop, async () => {
      const reply = await this.portal.get<{ email?: string }>(
        paths.viewPersonalDetails,
        { emailid: this.owner.email },
        { token: this.owner.token },
      );
      return { ...reply, value: reply.status === 200 ? reply.body.email : undefined };
    });
  }

  /**
   * Every acknowledged write is there: each credential listed and granting a token, each account
   * mailed and taking its password, each token verifying with the published keys, and no row half
   * made. `failedCreates`: creates that got no answer, which may or may not have been stored.
   */
  async expectAcknowledgedWrites(databaseUrl: string, failedCreates: number): Promise<{ listed: number }> {
    const { portal, proxyUrl, owner, created, registered, tokens } = this;
    const list = await portal.post<{ message: Array<{ client_id: string }> }>(
      paths.viewCredentials,
      { consumerId: owner.consumerId },
      { token: owner.token },
    );
    expect(list.status).toBe(200);
    const listed = list.body.message.map((item) => item.client_id);
    expect(created.filter(({ client_id }) => !listed.includes(client_id))).toEqual([]);
    // No create was sent twice: beyond the acknowledged ones (and the standing one), at most those that failed.
    expect(listed.length).toBeLessThanOrEqual(1 + created.length + failedCreates);
    const refused: string[] = [];
    await eachAtMost(created, 8, async (credential) => {
      const reply = await grant(proxyUrl, credential);
      if (reply.status !== 200) refused.push(`${credential.client_id}: ${reply.status}`);
    });
    expect(refused, 'acknowledged credentials without a token').toEqual([]);

    const lostAccounts: string[] = [];
    await eachAtMost(registered, 4, async ({ email, password }) => {
      const uri = await mailedOtpauthUri(portal, email).catch(() => undefined);
      const login = await portal.post(paths.login, { email, password });
      if (!uri || login.status !== 200)
        lostAccounts.push(`${email}: mail ${Boolean(uri)}, login ${login.status}`);
    });
    expect(lostAccounts, 'acknowledged accounts lost').toEqual([]);

    const jwks = createLocalJWKSet((await (await fetch(`${proxyUrl}${paths.jwks}`)).json()) as JSONWebKeySet);
    const unverified: string[] = [];
    for (const token of tokens) await jwtVerify(token, jwks).catch((error) => unverified.push(String(error)));
    expect(unverified, 'acknowledged tokens that do not verify').toEqual([]);

    const db = openPostgres(databaseUrl, { max: 2 });
    try {
      expect(await halfMadeRows(db), 'half-made or orphaned rows').toEqual({});
    } finally {
      await db.destroy();
    }
    return { listed: listed.length };
  }
}
