import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { mailCount } from '../../../test/test-support/mailbox';
import {
  asSession,
  complete,
  invitationFor,
  invite,
  joinTeam,
  listTeam,
  type Session,
} from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

describe(`teams: members, roles, invitations (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function newOwner(): Promise<Session> {
    const account = await registerAccount(server.client);
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  async function newMember(owner: Session, admin = false): Promise<Session> {
    const account = await joinTeam(server.client, owner, { admin });
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  const post = (path: string, who: Session, payload: Record<string, unknown>) =>
    server.client.post(path, payload, { token: who.token });

  it('invites by mail; the colleague completes the registration, signs in and is listed as User', async () => {
    const owner = await newOwner();
    const email = `colleague.${Date.now()}@example.com`;
    const invited = await invite(server.client, owner, { email });
    expect(invited.status).toBe(201);
    expect(invited.body).toEqual({ output: 'success', message: 'Successfully invited user' });
    const payload = await invitationFor(server.client, email);
    expect(payload).toMatchObject({
      emailId: email,
      firstName: 'Grace',
      lastName: 'Hopper',
      createdUserId: owner.consumerId,
    });
    expect(Buffer.from(payload.token, 'base64url')).toHaveLength(32);
    const done = await complete(server.client, payload);
    expect(done.status).toBe(201);
    expect(done.body.message).toBe(messages.invitationCompleted);
    const member = await newMemberFromMail(email);
    expect(member.companyId).toBe(owner.companyId);
    expect(member.projectId).toBe(owner.projectId);
    expect(member.isAdminConsumer).toBe(false);
    const list = await listTeam(server.client, owner);
    expect(list.body.message.find((m) => m.email === email)?.isAdmin).toEqual(['User']);
  });

  async function newMemberFromMail(email: string) {
    const { mailedOtpauthUri, GOOD_PASSWORD } = await import('../../../test/test-support/accounts');
    const OTPAuth = await import('otpauth');
    const uri = await mailedOtpauthUri(server.client, email);
    return signIn(
      server.client,
      {
        email,
        password: GOOD_PASSWORD,
        uri,
        totp: OTPAuth.URI.parse(uri) as InstanceType<typeof OTPAuth.TOTP>,
      },
      server.clock,
    );
  }

  it('joins an invited Owner as Owner', async () => {
    const owner = await newOwner();
    const member = await newMember(owner, true);
    expect(member.isAdminConsumer).toBe(true);
  });

  it('refuses a used, forged, foreign or expired invitation token', async () => {
    const owner = await newOwner();
    const email = `once.${Date.now()}@example.com`;
    await invite(server.client, owner, { email });
    const payload = await invitationFor(server.client, email);
    const forged = await complete(server.client, {
      ...payload,
      token: Buffer.alloc(32, 7).toString('base64url'),
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('The Token is not valid anymore!');
    const wrongInviter = await complete(server.client, { ...payload, createdUserId: crypto.randomUUID() });
    expect(wrongInviter.status).toBe(400);
    const otherEmail = await complete(server.client, payload, { email: 'someone.else@example.com' });
    expect(otherEmail.status).toBe(400);
    expect((await complete(server.client, payload)).status).toBe(201);
    const reuse = await complete(server.client, payload);
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe('The Token is not valid anymore!');

    const late = `late.${Date.now()}@example.com`;
    await invite(server.client, owner, { email: late });
    const latePayload = await invitationFor(server.client, late);
    server.clock.advance(24 * 60 * 60_000);
    const expired = await complete(server.client, latePayload);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe('This link has been expired');
  });

  it('lets a newer invitation void the older one', async () => {
    const owner = await newOwner();
    const email = `twice.${Date.now()}@example.com`;
    await invite(server.client, owner, { email });
    const first = await invitationFor(server.client, email);
    server.clock.advance(60_000);
    await invite(server.client, owner, { email, admin: true });
    const second = await invitationFor(server.client, email);
    expect((await complete(server.client, first)).status).toBe(400);
    expect((await complete(server.client, second)).status).toBe(201);
  });

  it('applies the password and phone rules to the completion', async () => {
    const owner = await newOwner();
    const email = `rules.${Date.now()}@example.com`;
    await invite(server.client, owner, { email });
    const payload = await invitationFor(server.client, email);
    const weak = await complete(server.client, payload, { password: 'short' });
    expect(weak.body.message).toBe(messages.passwordTooShort);
    const phone = await complete(server.client, payload, { mobile: '' });
    expect(phone.body.message).toBe(messages.phoneRequired);
    expect((await complete(server.client, payload)).status).toBe(201);
  });

  it('validates the invite form and refuses an address of its own company', async () => {
    const owner = await newOwner();
    const missing = await invite(server.client, owner, { email: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Email is required');
    const bad = await invite(server.client, owner, { email: 'nope@' });
    expect(bad.body.message).toBe('Please provide a valid email');
    const noName = await invite(server.client, owner, { email: 'x@example.com', firstname: '' });
    expect(noName.body.message).toBe('First name is required');
    const colleague = await newMember(owner);
    for (const email of [owner.email, colleague.email]) {
      const taken = await invite(server.client, owner, { email });
      expect(taken.status).toBe(409);
      expect(taken.body).toMatchObject({
        output: 'error',
        message: 'This e-mail address already belongs to a member of your company.',
      });
    }
  });

  it('pages the list by 10 and shows only the caller company', async () => {
    const owner = await newOwner();
    for (let i = 0; i < 11; i++) await joinTeam(server.client, owner);
    const first = await listTeam(server.client, owner);
    expect(first.body.total).toBe(12);
    expect(first.body.message).toHaveLength(10);
    const second = await listTeam(server.client, owner, { page: 2 });
    expect(second.body.message).toHaveLength(2);
    const stranger = await newOwner();
    const theirs = await listTeam(server.client, stranger);
    expect(theirs.body.total).toBe(1);
    const spoofed = await listTeam(server.client, stranger, { companyId: owner.companyId });
    expect(spoofed.status).toBe(403);
  });

  it('lets an Owner promote and demote a member, never themselves', async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    const role = (id: string, admin: boolean, who = owner) =>
      post('/v1/ddp/make-admin-consumer', who, { consumerId: who.consumerId, id, admin });
    const promoted = await role(member.consumerId, true);
    expect(promoted.body).toEqual({ output: 'success', message: 'Operation Completed' });
    expect(
      (await listTeam(server.client, owner)).body.message.find((m) => m.id === member.consumerId)?.isAdmin,
    ).toEqual(['Owner']);
    expect((await role(member.consumerId, false)).status).toBe(200);
    const self = await role(owner.consumerId, false);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(messages.notOnYourself);
  });

  it('never lets two Owners demote each other at once', async () => {
    const owner = await newOwner();
    const second = await newMember(owner, true);
    const replies = await Promise.all([
      post('/v1/ddp/make-admin-consumer', owner, {
        consumerId: owner.consumerId,
        id: second.consumerId,
        admin: false,
      }),
      post('/v1/ddp/make-admin-consumer', second, {
        consumerId: second.consumerId,
        id: owner.consumerId,
        admin: false,
      }),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 403]);
    const owners = await server.db
      .selectFrom('consumers')
      .select('id')
      .where('company_id', '=', owner.companyId)
      .where('is_owner', '=', true)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('deletes a member, whose sessions end at once', async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    const reply = await post('/v1/ddp/delete-consumer', owner, {
      id: member.consumerId,
      consumerId: owner.consumerId,
    });
    expect(reply.body).toEqual({ output: 'success', message: 'Operation Completed' });
    const after = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: member.email },
      { token: member.token },
    );
    expect(after.status).toBe(401);
    expect((await listTeam(server.client, owner)).body.message.some((m) => m.id === member.consumerId)).toBe(
      false,
    );
  });

  it('refuses every team change by a normal user', async () => {
    const owner = await newOwner();
    const user = await newMember(owner);
    const other = await newMember(owner);
    expect((await invite(server.client, user, { email: 'x@example.com' })).status).toBe(403);
    for (const [path, payload] of [
      ['/v1/ddp/make-admin-consumer', { consumerId: user.consumerId, id: other.consumerId, admin: true }],
      ['/v1/ddp/delete-consumer', { consumerId: user.consumerId, id: other.consumerId }],
    ] as const) {
      const reply = await post(path, user, payload);
      expect(reply.status, path).toBe(403);
      expect(reply.body.message).toBe(messages.ownersOnly);
    }
    expect((await listTeam(server.client, user)).status).toBe(200);
  });

  it("treats another company's member as unknown", async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    const stranger = await newOwner();
    for (const [path, payload] of [
      [
        '/v1/ddp/make-admin-consumer',
        { consumerId: stranger.consumerId, id: member.consumerId, admin: true },
      ],
      ['/v1/ddp/delete-consumer', { consumerId: stranger.consumerId, id: member.consumerId }],
    ] as const) {
      const reply = await post(path, stranger, payload);
      expect(reply.status, path).toBe(404);
    }
    const still = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: member.email },
      { token: member.token },
    );
    expect(still.status).toBe(200);
  });

  it('refuses every team call without a session', async () => {
    const ids = { consumerId: crypto.randomUUID(), id: crypto.randomUUID(), companyId: crypto.randomUUID() };
    for (const path of [
      '/v1/ddp/view-list-consumers',
      '/v1/ddp/getadmindetail',
      '/v1/ddp/view-admin-details',
      '/v1/ddp/invite-user',
      '/v1/ddp/make-admin-consumer',
      '/v1/ddp/delete-consumer',
    ]) {
      expect((await server.client.post(path, ids)).status, path).toBe(401);
    }
  });

  it('gives admin details to Owners and only the role to users', async () => {
    const owner = await newOwner();
    const user = await newMember(owner);
    const full = await post('/v1/ddp/view-admin-details', owner, {
      consumerId: owner.consumerId,
      id: owner.consumerId,
    });
    expect(full.body).toMatchObject({
      adminValue: 'Owner',
      multi_consumers_auth: false,
      email_admin: owner.email,
    });
    expect(full.body.comapny_name).toBeTypeOf('string');
    const plain = await post('/v1/ddp/view-admin-details', user, {
      consumerId: user.consumerId,
      id: user.consumerId,
    });
    expect(plain.body).toEqual({ output: 'success', adminValue: 'User', multi_consumers_auth: false });
    const detail = await post('/v1/ddp/getadmindetail', user, {
      email: user.email,
      consumerid: user.consumerId,
    });
    expect(detail.body).toEqual({ output: 'success', adminvalue: 'User' });
    const foreign = await post('/v1/ddp/getadmindetail', user, {
      email: owner.email,
      consumerid: owner.consumerId,
    });
    expect(foreign.status).toBe(403);
  });

  describe('dummy consumers', () => {
    async function ownerWithMultiConsumer(limit: number) {
      const owner = await newOwner();
      await server.client.raw('/v1/ops/companies/multi-consumer', {
        method: 'POST',
        json: { companyId: owner.companyId, enabled: true, limit },
        auth: { token: server.operatorToken, mfa: false },
      });
      return owner;
    }

    it('needs multi-consumer authorisation', async () => {
      const owner = await newOwner();
      expect((await invite(server.client, owner, { dummy: true })).status).toBe(403);
    });

    it('builds the address from the names and the admin domain, numbering clashes, up to the limit', async () => {
      const owner = await ownerWithMultiConsumer(2);
      const domain = owner.email.split('@')[1];
      expect(
        (await invite(server.client, owner, { dummy: true, firstname: 'Zoë', lastname: 'Test' })).status,
      ).toBe(201);
      expect(
        (await invite(server.client, owner, { dummy: true, firstname: 'Zoë', lastname: 'Test' })).status,
      ).toBe(201);
      const over = await invite(server.client, owner, { dummy: true });
      expect(over.status).toBe(409);
      expect(over.body.message).toBe("Maximum consumer limit exceeded. Please contact the provider's team.");
      const dummies = (await listTeam(server.client, owner)).body.message
        .filter((m) => m.dummy)
        .map((m) => m.email);
      expect(dummies.sort()).toEqual([`zoe.test.2@${domain}`, `zoe.test@${domain}`]);
    });

    it('holds the limit under concurrent creation', async () => {
      const owner = await ownerWithMultiConsumer(2);
      const replies = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          invite(server.client, owner, { dummy: true, firstname: `N${i}` }),
        ),
      );
      expect(replies.filter((r) => r.status === 201)).toHaveLength(2);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(4);
    });

    it('cannot sign in and gets no reset mail', async () => {
      const owner = await ownerWithMultiConsumer(1);
      await invite(server.client, owner, { dummy: true, firstname: 'Dum', lastname: 'My' });
      const email = `dum.my@${owner.email.split('@')[1]}`;
      const login = await server.client.post('/v1/ddp/login', { email, password: '!dummy' });
      expect(login.status).toBe(401);
      await server.client.post('/v1/ddp/forgot-password', { email });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await mailCount(server.client, email)).toBe(0);
    });
  });
});
