import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AuditEventItem, type AuditLogReply, auditCsv, messages } from '@ddp/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../../../test/test-support/accounts';
import { createCredential } from '../../../test/test-support/credentials';
import { runCli } from '../../../test/test-support/ops-cli';
import { joinTeam, listTeam, newMember, newOwner, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const LOG = '/v1/ddp/view-audit-log';

// Issue 20, part 5: who did what in a company, for its Owners.
describe(`the company's audit log (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Session;
  beforeAll(async () => {
    server = await startTestServer();
    owner = await newOwner(server);
  });
  afterAll(() => server.close());

  const call = (who: Session, path: string, payload: Record<string, unknown>) =>
    server.client.post<Record<string, unknown>>(path, payload, { token: who.token });
  const log = async (who: Session, filters: Record<string, unknown> = {}) => {
    const reply = await server.client.post<AuditLogReply>(LOG, filters, { token: who.token });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const newest = async (who: Session, n: number) => (await log(who, { limit: n })).data;
  const types = (events: AuditEventItem[]) => events.map((event) => event.type);
  const ids = (credential: { client_id: string }) => ({
    client_id: credential.client_id,
    consumer_id: owner.consumerId,
  });

  it('records every change to a client with who, when, from where and what, newest first', async () => {
    const credential = await createCredential(server.client, owner, 'Billing service');
    const added = await call(owner, '/v1/ddp/add-client-secret', { ...ids(credential), expires: '30' });
    expect(added.status).toBe(201);
    const secretId = (added.body.data as { secret_id: string }).secret_id;
    expect(
      (await call(owner, '/v1/ddp/revoke-client-secret', { ...ids(credential), secret_id: secretId })).status,
    ).toBe(200);
    expect((await call(owner, '/v1/ddp/regenerate-oauth-secret', ids(credential))).status).toBe(200);
    const jwks = JSON.stringify({
      keys: [{ kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo', kid: 'k1' }],
    });
    expect((await call(owner, '/v1/ddp/set-client-keys', { ...ids(credential), jwks })).status).toBe(200);
    expect((await call(owner, '/v1/ddp/remove-client-keys', ids(credential))).status).toBe(200);

    const events = await newest(owner, 6);
    expect(types(events)).toEqual([
      'credential.keys_removed',
      'credential.keys_set',
      'credential.secret_regenerated',
      'credential.secret_revoked',
      'credential.secret_added',
      'credential.created',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ actor: owner.email, address: '127.0.0.1', target: credential.client_id });
      expect(event.details.name).toBe('Billing service');
      expect(Date.parse(event.at)).toBeLessThanOrEqual(server.clock.now().getTime());
    }
    const expires = new Date(server.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    expect(events[4]?.details).toEqual({ name: 'Billing service', expires });
    expect(events[1]?.details).toEqual({ name: 'Billing service', keys: 1 });
    // The log names secrets, never shows one.
    expect(JSON.stringify(events)).not.toContain(credential.client_secret);
  });

  it('records nothing for an action that failed', async () => {
    const credential = await createCredential(server.client, owner);
    const before = await newest(owner, 50);
    const [only] = (await call(owner, '/v1/ddp/view-client-secrets', ids(credential))).body.data as Array<{
      secret_id: string;
    }>;
    const failures = [
      // The last secret stays; an unknown one is not found; a third one does not fit.
      call(owner, '/v1/ddp/revoke-client-secret', { ...ids(credential), secret_id: only?.secret_id }),
      call(owner, '/v1/ddp/revoke-client-secret', { ...ids(credential), secret_id: crypto.randomUUID() }),
      call(owner, '/v1/ddp/delete-oauth-credentials', {
        credentialId: crypto.randomUUID(),
        consumerId: owner.consumerId,
      }),
      call(owner, '/v1/ddp/set-client-keys', {
        ...ids(credential),
        jwks: '{"keys":[{"kty":"oct","k":"AAAA"}]}',
      }),
    ];
    for (const reply of await Promise.all(failures)) expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(await newest(owner, 50)).toEqual(before);
  });

  it('records the team: invitation, joining, role change, removal, and the members’ sign-ins', async () => {
    const member = await newMember(server, owner);
    const team = (await listTeam(server.client, owner)).body.message;
    const memberId = team.find((row) => row.email === member.email)?.id;
    expect(
      (
        await call(owner, '/v1/ddp/make-admin-consumer', {
          id: memberId,
          consumerId: owner.consumerId,
          admin: true,
        })
      ).status,
    ).toBe(200);
    server.clock.advance(30_000);
    const wrong = await server.client.post('/v1/ddp/login', {
      email: member.email,
      password: 'Wrong-Password-123456',
    });
    expect(wrong.status).toBe(401);
    expect(
      (await call(owner, '/v1/ddp/delete-consumer', { id: memberId, consumerId: owner.consumerId })).status,
    ).toBe(200);

    const events = await newest(owner, 6);
    expect(events.map(({ type, actor, target }) => ({ type, actor, target }))).toEqual([
      { type: 'team.member_removed', actor: owner.email, target: member.email },
      { type: 'security.sign_in_failed', actor: member.email, target: member.email },
      { type: 'team.role_changed', actor: owner.email, target: member.email },
      { type: 'security.signed_in', actor: member.email, target: member.email },
      { type: 'team.joined', actor: member.email, target: member.email },
      { type: 'team.invited', actor: owner.email, target: member.email },
    ]);
    expect(events[0]?.details).toMatchObject({ secrets: 0 });
    expect(events[1]?.details).toEqual({ step: 'password' });
    expect(events[2]?.details).toEqual({ role: 'owner' });
    expect(events[5]?.details).toEqual({ role: 'user' });
    expect(events.every((event) => event.address === '127.0.0.1')).toBe(true);
  });

  it("records a password change, an advanced request and the operator's decision", async () => {
    const changed = await call(owner, '/v1/ddp/update-password', {
      email: owner.email,
      oldpassword: GOOD_PASSWORD,
      confirmpassword: 'Another-Good-Passphrase-42',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const sent = await call(owner, '/v1/ddp/request-advanced-services', {
      description: 'Live prices for the shop',
      consumerId: owner.consumerId,
    });
    expect(sent.status).toBe(201);
    const [request] = (await call(owner, '/v1/ddp/view-advanced-services', { consumerId: owner.consumerId }))
      .body.message as Array<{ requestId: string }>;
    const decided = await server.client.raw('/v1/ops/requests/status', {
      method: 'POST',
      json: { requestId: request?.requestId, status: 'In review' },
      auth: { token: server.operatorToken, mfa: false },
    });
    expect(decided.status).toBe(200);

    const events = await newest(owner, 3);
    expect(events.map(({ type, actor, target, details }) => ({ type, actor, target, details }))).toEqual([
      {
        type: 'request.decided',
        actor: 'operator',
        target: request?.requestId,
        details: { status: 'In review' },
      },
      { type: 'request.sent', actor: owner.email, target: request?.requestId, details: {} },
      {
        type: 'security.password_changed',
        actor: owner.email,
        target: owner.email,
        details: { how: 'settings' },
      },
    ]);
    expect(events[0]?.address).toBeNull();
  });

  it("records a new authenticator from the member's address, and the operator's reset from none", async () => {
    const member = await joinTeam(server.client, owner);
    const resent = await server.client.post('/v1/ddp/resend-qrcode', {
      email: member.email,
      password: member.password,
    });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    const reset = await server.client.raw('/v1/ops/accounts/reset-second-factor', {
      method: 'POST',
      json: { email: member.email },
      auth: { token: server.operatorToken, mfa: false },
    });
    expect(reset.status).toBe(200);

    const events = await newest(owner, 2);
    expect(
      events.map(({ type, actor, address, target, details }) => ({ type, actor, address, target, details })),
    ).toEqual([
      {
        type: 'security.factor_changed',
        actor: 'operator',
        address: null,
        target: member.email,
        details: { how: 'operator' },
      },
      {
        type: 'security.factor_changed',
        actor: member.email,
        address: '127.0.0.1',
        target: member.email,
        details: { how: 'resent' },
      },
    ]);
  });

  it('filters by area, type, member and days, and pages without repeating or skipping', async () => {
    const all = (await log(owner, { limit: 500 })).data;
    const credentialEvents = all.filter((event) => event.type.startsWith('credential.'));
    expect((await log(owner, { area: 'credential', limit: 500 })).data).toEqual(credentialEvents);
    expect((await log(owner, { type: 'credential.created', limit: 500 })).data).toEqual(
      all.filter((event) => event.type === 'credential.created'),
    );
    expect((await log(owner, { actor: owner.email.toUpperCase().slice(0, 12), limit: 500 })).data).toEqual(
      all.filter((event) => event.actor === owner.email),
    );
    // A wildcard of SQL is a plain character here.
    expect((await log(owner, { actor: '%' })).data).toEqual([]);

    const today = server.clock.now().toISOString().slice(0, 10);
    expect((await log(owner, { from: today, to: today, limit: 500 })).data).toEqual(all);
    expect((await log(owner, { to: '2000-01-01' })).data).toEqual([]);

    const paged: AuditEventItem[] = [];
    let before: string | undefined;
    do {
      const page = await log(owner, { limit: 4, ...(before ? { before } : {}) });
      paged.push(...page.data);
      before = page.next;
    } while (before);
    expect(paged).toEqual(all);
  });

  it('refuses bad filters with a clear message and changes nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ from: '2026-02-31' }, messages.auditDateInvalid],
      [{ from: '2026-11-28', to: '2026-11-01' }, messages.auditDateRange],
      [{ limit: 501 }, messages.badRequest],
      [{ area: 'billing' }, messages.badRequest],
      [{ before: '0 OR 1=1' }, messages.badRequest],
    ];
    for (const [filters, message] of cases) {
      const reply = await server.client.post<{ message: string }>(LOG, filters, { token: owner.token });
      expect(reply.status, JSON.stringify(filters)).toBe(400);
      expect(reply.body.message).toBe(message);
    }
  });

  it("shows a company's Owners their own company only, and no member at all", async () => {
    const other = await newOwner(server);
    await createCredential(server.client, other, 'Elsewhere');
    const mine = (await log(owner, { limit: 500 })).data;
    const theirs = (await log(other, { limit: 500 })).data;
    expect(theirs.map((event) => event.type)).toEqual(['credential.created', 'security.signed_in']);
    expect(mine.some((event) => theirs.some((their) => their.id === event.id))).toBe(false);
    // A page position from another company leads nowhere.
    expect((await log(owner, { before: theirs[0]?.id })).data).toEqual([]);

    const member = await newMember(server, owner);
    const refused = await server.client.post<{ message: string }>(LOG, {}, { token: member.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(messages.ownersOnly);
    expect((await server.client.post(LOG, {})).status).toBe(401);
  });

  it('lets operators read it through their API, as JSON or CSV, and nobody else', async () => {
    const ops = (query: string, token = server.operatorToken) =>
      server.client.raw<string>(`/v1/ops/audit-log${query}`, { method: 'GET', auth: { token, mfa: false } });
    const json = await ops(`?company=${owner.companyId}&limit=2`);
    expect(json.status).toBe(200);
    const body = json.body as unknown as { events: AuditEventItem[]; next: string };
    expect(body.events).toEqual((await log(owner, { limit: 2 })).data);
    const csv = await fetch(
      `${server.opsBaseUrl}/v1/ops/audit-log?company=${owner.companyId}&format=csv&area=team`,
      {
        headers: { authorization: `Bearer ${server.operatorToken}` },
      },
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,event,actor,address,target,details');
    expect(lines.length - 1).toBe((await log(owner, { area: 'team', limit: 100 })).data.length);
    expect((await ops('?company=not-a-company')).status).toBe(400);
    // A day that does not exist is refused as the Owners' call refuses it, never read as another.
    for (const day of ['2026-13-01', '2026-02-31']) expect((await ops(`?from=${day}`)).status).toBe(400);
    expect((await ops('', owner.token)).status).toBe(401);
  });

  it('gives operators the whole log of a company as a CSV file through the CLI', async () => {
    const all = (await log(owner, { limit: 500 })).data;
    const out = path.join(await mkdtemp(path.join(tmpdir(), 'audit-')), 'audit.csv');
    const exported = await runCli(server, [
      'audit-log',
      'list',
      '--company',
      owner.companyId,
      '--csv',
      '--out',
      out,
    ]);
    expect(exported).toEqual({ code: 0, output: `${all.length} events written to ${out}` });
    expect(await readFile(out, 'utf8')).toBe(auditCsv(all));

    const listed = await runCli(server, [
      'audit-log',
      'list',
      '--company',
      owner.companyId,
      '--area',
      'team',
    ]);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain('team.member_removed');
    expect(listed.output).not.toContain('credential.created');
    expect((await runCli(server, ['audit-log', 'list', '--from', 'yesterday'])).code).toBe(1);
  });
});

describe(`recording never breaks the action it records (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps the action working while the log cannot be written, and writes the events once it can', async () => {
    const owner = await newOwner(server);
    await sql`ALTER TABLE audit_events RENAME TO audit_events_away`.execute(server.db);
    let credential: { client_id: string };
    try {
      credential = await createCredential(server.client, owner, 'Written later');
      expect(credential.client_id).toMatch(/^ddp-/);
      // The events of the moment wait for the table, and are not lost meanwhile.
      await expect.poll(() => server.logs.some((line) => line.includes('"audit.write_failed"'))).toBe(true);
    } finally {
      await sql`ALTER TABLE audit_events_away RENAME TO audit_events`.execute(server.db);
    }
    const events = (await server.client.post<AuditLogReply>(LOG, {}, { token: owner.token })).body.data;
    expect(events.map((event) => [event.type, event.target])).toContainEqual([
      'credential.created',
      credential.client_id,
    ]);
    // The failed write was no secret leak either.
    expect(server.logs.join('\n')).not.toContain(GOOD_PASSWORD);
  });

  it.runIf(testDatabaseKind === 'postgresql')(
    'answers the action while another session holds the log table locked',
    async () => {
      const owner = await newOwner(server);
      const locker = await server.database.openAnother();
      await locker.transaction().execute(async (trx) => {
        await sql`LOCK TABLE audit_events IN ACCESS EXCLUSIVE MODE`.execute(trx);
        // Had the action waited for its record, it would wait for this transaction, which waits for it.
        const created = await createCredential(server.client, owner, 'Under lock');
        expect(created.client_id).toMatch(/^ddp-/);
      });
      const events = (await server.client.post<AuditLogReply>(LOG, {}, { token: owner.token })).body.data;
      expect(events.map((event) => event.details.name)).toContain('Under lock');
    },
  );
});
