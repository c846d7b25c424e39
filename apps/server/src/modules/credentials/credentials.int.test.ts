import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { newestMail } from '../../../test/test-support/mailbox';
import { asSession, joinTeam, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

type Item = {
  id: string;
  name: string;
  client_id: string;
  created_at: number;
  client_secret?: string;
  owner?: string;
};

describe(`credentials (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function newOwner(): Promise<Session> {
    const account = await registerAccount(server.client);
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  async function newMember(owner: Session): Promise<Session> {
    const account = await joinTeam(server.client, owner);
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  const call = <T = Record<string, unknown>>(path: string, who: Session, payload: Record<string, unknown>) =>
    server.client.post<T>(path, payload, { token: who.token });
  const own = async (who: Session) =>
    (await call<{ message: Item[] }>('/v1/ddp/view-oauth-credentials', who, { consumerId: who.consumerId }))
      .body.message;
  const introspect = async (token: string, credential: { client_id: string; client_secret: string }) => {
    const reply = await fetch(`${server.baseUrl}/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, ...credential }),
    });
    return ((await reply.json()) as { active: boolean }).active;
  };

  const tokenOf = async (credential: { client_id: string; client_secret: string }) => {
    const reply = await grant(server.baseUrl, credential);
    expect(reply.status).toBe(200);
    return (await reply.json()) as { access_token: string };
  };
  const sampleStations = (token: string) =>
    fetch(`${server.baseUrl}/v1/sample/stations`, { headers: { authorization: `Bearer ${token}` } });

  it('creates a client: the secret is shown once, the list shows name, date and client_id', async () => {
    const owner = await newOwner();
    const reply = await call('/v1/ddp/create-oauth-credentials', owner, {
      applicationName: 'Weather dashboard',
      consumerId: owner.consumerId,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(
      "Please save your credentials, you won't be able to view the client_secret again",
    );
    const data = reply.body.data as { client_id: string; client_secret: string };
    expect(data.client_id).toMatch(/^ddp-[0-9a-f]{32}$/);
    expect(Buffer.from(data.client_secret, 'base64url')).toHaveLength(32);
    const list = await own(owner);
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Weather dashboard',
        client_id: data.client_id,
        created_at: Math.floor(server.clock.now().getTime() / 1000),
      }),
    ]);
    expect(JSON.stringify(list)).not.toContain(data.client_secret);
    const stored = await server.db.selectFrom('credentials').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(data.client_secret);
  });

  it('wants an application name', async () => {
    const owner = await newOwner();
    const reply = await call('/v1/ddp/create-oauth-credentials', owner, {
      applicationName: ' ',
      consumerId: owner.consumerId,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(messages.applicationNameRequired);
  });

  it('regenerates the secret: the old one stops working at once', async () => {
    const owner = await newOwner();
    const credential = await createCredential(server.client, owner);
    const reply = await call<{ New_Secret: string }>('/v1/ddp/regenerate-oauth-secret', owner, {
      client_id: credential.client_id,
      consumer_id: owner.consumerId,
    });
    expect(reply.body.New_Secret).toBeTruthy();
    expect((await grant(server.baseUrl, credential)).status).toBe(401);
    expect(
      (await grant(server.baseUrl, { ...credential, client_secret: reply.body.New_Secret })).status,
    ).toBe(200);
  });

  it('transfers to a colleague: new secret, old tokens void, the secret viewable exactly once', async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    const credential = await createCredential(server.client, owner);
    // A second client of the owner asks the introspection endpoint (it must authenticate itself).
    const inspector = await createCredential(server.client, owner, 'Inspector');
    const oldToken = ((await (await grant(server.baseUrl, credential)).json()) as { access_token: string })
      .access_token;
    expect(await introspect(oldToken, inspector)).toBe(true);
    // No time passes: a token issued in the same second as the transfer ends with it too.
    const moved = await call('/v1/ddp/transfer-oauth-access-token', owner, {
      client_id: credential.client_id,
      consumer: member.email,
      fromconsumer: owner.email,
    });
    expect(moved.body).toEqual({ output: 'success', message: 'Client Id is transferred successfully' });
    expect((await own(owner)).map((c) => c.name)).toEqual(['Inspector']);
    expect((await grant(server.baseUrl, credential)).status).toBe(401);
    expect(await introspect(oldToken, inspector)).toBe(false);

    const pending = await call<{ data: Item[] }>('/v1/ddp/get-transferred-cred', member, {
      email: member.email,
    });
    expect(pending.body.data.map((c) => c.client_id)).toEqual([credential.client_id]);
    const views = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<{ Client_secret?: string; message?: string }>('/v1/ddp/get-clientid-secret', member, {
          client_id: credential.client_id,
        }),
      ),
    );
    const secrets = views.filter((v) => v.status === 200).map((v) => v.body.Client_secret!);
    expect(secrets).toHaveLength(1);
    expect(
      views.filter((v) => v.status === 404).every((v) => v.body.message === messages.viewSecretFailed),
    ).toBe(true);
    const fresh = { client_id: credential.client_id, client_secret: secrets[0]! };
    expect((await grant(server.baseUrl, fresh)).status).toBe(200);
    // The receiver was mailed where to view it once; the mail never carries a secret.
    const notice = await newestMail(server.client, member.email, /transferred to you/);
    expect(notice.subject).toBe('A credential was transferred to you');
    expect(notice.text).toContain(`Weather dashboard (client_id ${credential.client_id})`);
    expect(notice.text).toContain('/dev-portal/home/view-credentials?tab=one-time');
    for (const secret of [fresh.client_secret, credential.client_secret]) {
      expect(notice.text).not.toContain(secret);
      expect(notice.html).not.toContain(secret);
    }
    expect(
      (await call<{ data: Item[] }>('/v1/ddp/get-transferred-cred', member, { email: member.email })).body
        .data,
    ).toEqual([]);
    expect((await own(member)).map((c) => c.client_id)).toEqual([credential.client_id]);
  });

  it('transfers only to a member of the same company', async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    const credential = await createCredential(server.client, owner);
    for (const consumer of [stranger.email, 'nobody@example.com', owner.email]) {
      const reply = await call('/v1/ddp/transfer-oauth-access-token', owner, {
        client_id: credential.client_id,
        consumer,
        fromconsumer: owner.email,
      });
      expect(reply.status, consumer).toBe(400);
      expect(reply.body.message).toBe(messages.transferTargetUnknown);
    }
  });

  it('deletes a credential', async () => {
    const owner = await newOwner();
    const credential = await createCredential(server.client, owner);
    const [item] = await own(owner);
    const reply = await call('/v1/ddp/delete-oauth-credentials', owner, {
      credentialId: item!.id,
      consumerId: owner.consumerId,
    });
    expect(reply.body).toEqual({ output: 'success', message: 'Credential Deleted!' });
    expect(await own(owner)).toEqual([]);
    expect((await grant(server.baseUrl, credential)).status).toBe(401);
  });

  it('issues a token for a held client from the portal', async () => {
    const owner = await newOwner();
    const credential = await createCredential(server.client, owner);
    const reply = await call<{ access_token: string }>('/v1/ddp/generate-oauth-access-token', owner, {
      client_id: credential.client_id,
    });
    expect(reply.status).toBe(200);
    expect(await introspect(reply.body.access_token, credential)).toBe(true);
  });

  it('refuses every credential call on another company credential as if it were unknown', async () => {
    const owner = await newOwner();
    const credential = await createCredential(server.client, owner);
    const [item] = await own(owner);
    const stranger = await newOwner();
    const attempts: Array<[string, Record<string, unknown>]> = [
      [
        '/v1/ddp/regenerate-oauth-secret',
        { client_id: credential.client_id, consumer_id: stranger.consumerId },
      ],
      ['/v1/ddp/get-clientid-secret', { client_id: credential.client_id }],
      ['/v1/ddp/delete-oauth-credentials', { credentialId: item!.id, consumerId: stranger.consumerId }],
      [
        '/v1/ddp/transfer-oauth-access-token',
        { client_id: credential.client_id, consumer: stranger.email, fromconsumer: stranger.email },
      ],
      ['/v1/ddp/generate-oauth-access-token', { client_id: credential.client_id }],
    ];
    for (const [path, payload] of attempts) {
      const reply = await call(path, stranger, payload);
      expect(reply.status, path).toBe(404);
    }
    for (const [path, payload] of [
      ['/v1/ddp/view-oauth-credentials', { consumerId: owner.consumerId }],
      ['/v1/ddp/view-team-credentials', { consumerId: owner.consumerId }],
      ['/v1/ddp/get-transferred-cred', { email: owner.email }],
      ['/v1/ddp/create-oauth-credentials', { applicationName: 'x', consumerId: owner.consumerId }],
    ] as const) {
      expect((await call(path, stranger, payload)).status, path).toBe(403);
    }
    const team = await call<{ message: Item[] }>('/v1/ddp/view-team-credentials', stranger, {
      consumerId: stranger.consumerId,
    });
    expect(team.body.message).toEqual([]);
    expect((await grant(server.baseUrl, credential)).status).toBe(200);
  });

  it('shows team secrets only to an Owner of a multi-consumer company', async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    await createCredential(server.client, member, 'Member app');
    const team = async (who: Session) =>
      (await call<{ message: Item[] }>('/v1/ddp/view-team-credentials', who, { consumerId: who.consumerId }))
        .body.message;
    expect((await team(owner))[0]).toMatchObject({ name: 'Member app', owner: member.email });
    expect((await team(owner))[0]!.client_secret).toBeUndefined();
    const [memberCredential] = await team(owner);
    const refused = await call('/v1/ddp/regenerate-oauth-secret', owner, {
      client_id: memberCredential!.client_id,
      consumer_id: owner.consumerId,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to view this client secret.');

    await server.client.raw('/v1/ops/companies/multi-consumer', {
      method: 'POST',
      json: { companyId: owner.companyId, enabled: true, limit: 5 },
      auth: { token: server.operatorToken, mfa: false },
    });
    const visible = (await team(owner))[0]!;
    expect(visible.client_secret).toBeTruthy();
    expect((await team(member))[0]!.client_secret).toBeUndefined();
    const regenerated = await call<{ New_Secret: string; message: string }>(
      '/v1/ddp/regenerate-oauth-secret',
      owner,
      {
        client_id: visible.client_id,
        consumer_id: owner.consumerId,
      },
    );
    expect(regenerated.body.message).toBe('New secret regenerated successfully');
    expect((await team(owner))[0]!.client_secret).toBe(regenerated.body.New_Secret);
  });

  it("offboarding revokes: a removed member's clients get new secrets, their tokens end, the Owner sees each once", async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    const inspector = await createCredential(server.client, owner, 'Inspector');
    const saved = [
      await createCredential(server.client, member, 'Keeps running'),
      await createCredential(server.client, member, 'Nightly export'),
    ];
    const issued = [
      ...(await Promise.all(saved.map(async (credential) => (await tokenOf(credential)).access_token))),
      (
        await call<{ access_token: string }>('/v1/ddp/generate-oauth-access-token', member, {
          client_id: saved[0]!.client_id,
        })
      ).body.access_token,
    ];
    for (const token of issued) {
      expect(await introspect(token, inspector)).toBe(true);
      expect((await sampleStations(token)).status).toBe(200);
    }

    // In the same second as the tokens: "issued before" holds to the second.
    const deleted = await call('/v1/ddp/delete-consumer', owner, {
      id: member.consumerId,
      consumerId: owner.consumerId,
    });
    expect(deleted.body).toEqual({ output: 'success', message: 'Operation Completed' });

    for (const credential of saved) {
      const refused = await grant(server.baseUrl, credential);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: string }).error).toBe('invalid_client');
    }
    for (const token of issued) {
      expect(await introspect(token, inspector)).toBe(false);
      const sample = await sampleStations(token);
      expect(sample.status).toBe(401);
      expect(sample.headers.get('www-authenticate')).toContain('error="invalid_token"');
    }

    // Nothing runs on the old secrets: each credential waits in the Owner's one-time view.
    expect((await own(owner)).map((c) => c.name)).toEqual(['Inspector']);
    const pending = await call<{ data: Item[] }>('/v1/ddp/get-transferred-cred', owner, {
      email: owner.email,
    });
    expect(pending.body.data.map((c) => c.client_id).sort()).toEqual(saved.map((c) => c.client_id).sort());
    const notice = await newestMail(server.client, owner.email, /transferred to you/);
    expect(notice.subject).toBe('Credentials were transferred to you');
    expect(notice.text).toMatch(/was removed from your team, and their credentials moved to you/);
    for (const credential of saved) {
      expect(notice.text).toContain(credential.client_id);
      expect(notice.text).not.toContain(credential.client_secret);
    }
    server.clock.advance(1_000);
    for (const credential of saved) {
      const view = await call<{ Client_secret: string }>('/v1/ddp/get-clientid-secret', owner, {
        client_id: credential.client_id,
      });
      expect(view.status).toBe(200);
      const fresh = { client_id: credential.client_id, client_secret: view.body.Client_secret };
      expect(fresh.client_secret).not.toBe(credential.client_secret);
      const again = await call('/v1/ddp/get-clientid-secret', owner, { client_id: credential.client_id });
      expect(again.status).toBe(404);
      expect(again.body.message).toBe(messages.viewSecretFailed);
      const token = (await tokenOf(fresh)).access_token;
      expect((await sampleStations(token)).status).toBe(200);
      expect(await introspect(token, inspector)).toBe(true);
    }
    expect((await own(owner)).map((c) => c.name).sort()).toEqual([
      'Inspector',
      'Keeps running',
      'Nightly export',
    ]);
    expect(
      (await call<{ data: Item[] }>('/v1/ddp/get-transferred-cred', owner, { email: owner.email })).body.data,
    ).toEqual([]);
  });
});
