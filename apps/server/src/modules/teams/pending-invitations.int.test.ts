import { type InvitationLinkPayload, messages, type PendingInvitation } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/test-support/accounts';
import { mailCount } from '../../../test/test-support/mailbox';
import {
  newMember as aNewMember,
  newOwner as aNewOwner,
  asSession,
  complete,
  invitationFor,
  invite,
  type Session,
} from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const LINK_INVALID = { output: 'error', code: 'link_invalid', message: messages.tokenNotValidAnymore };
const UNKNOWN = { output: 'error', message: messages.invitationUnknown };

describe(`teams: pending invitations and the link check (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const newOwner = () => aNewOwner(server);
  const newMember = (owner: Session) => aNewMember(server, owner);
  const post = <T = Record<string, unknown>>(path: string, who: Session, payload: Record<string, unknown>) =>
    server.client.post<T>(path, payload, { token: who.token });
  const pending = async (who: Session) => {
    const reply = await post<{ invitations: PendingInvitation[] }>('/v1/ddp/list-invitations', who, {
      consumerId: who.consumerId,
    });
    expect(reply.status).toBe(200);
    return reply.body.invitations;
  };
  const resend = (who: Session, invitationId: string) =>
    post('/v1/ddp/resend-invitation', who, { consumerId: who.consumerId, invitationId });
  const withdraw = (who: Session, invitationId: string) =>
    post('/v1/ddp/withdraw-invitation', who, { consumerId: who.consumerId, invitationId });
  const check = (link: InvitationLinkPayload) =>
    server.client.post('/v1/ddp/check-invitation', {
      email: link.emailId,
      createdUserId: link.createdUserId,
      token: link.token,
    });
  const newAddress = () => `invitee.${Math.random().toString(16).slice(2, 10)}@example.com`;
  async function invited(owner: Session, options: { admin?: boolean } = {}) {
    const email = newAddress();
    expect((await invite(server.client, owner, { email, admin: options.admin ?? false })).status).toBe(201);
    const link = await invitationFor(server.client, email);
    const entry = (await pending(owner)).find((i) => i.email === email);
    if (!entry) throw new Error('the invitation is not listed');
    return { email, link, entry };
  }

  it('lists the invitations not answered yet, with role and dates; a completed one leaves the list', async () => {
    const owner = await newOwner();
    const asOwner = await invited(owner, { admin: true });
    const asUser = await invited(owner);
    const sentAt = server.clock.now().getTime();
    expect(asOwner.entry).toMatchObject({
      firstname: 'Grace',
      lastname: 'Hopper',
      isAdmin: ['Owner'],
      expired: false,
    });
    expect(asUser.entry.isAdmin).toEqual(['User']);
    expect(Date.parse(asUser.entry.expiresAt) - Date.parse(asUser.entry.createdAt)).toBe(24 * 60 * 60_000);
    expect(Date.parse(asUser.entry.createdAt)).toBeLessThanOrEqual(sentAt);
    expect((await check(asUser.link)).body).toEqual({
      output: 'success',
      message: messages.invitationValid,
    });
    expect((await complete(server.client, asUser.link)).status).toBe(201);
    expect((await pending(owner)).map((i) => i.email)).toEqual([asOwner.email]);
  });

  it('resends: a new link in a new mail; the old link stops working, the new one completes', async () => {
    const owner = await newOwner();
    const { email, link, entry } = await invited(owner);
    const mailsBefore = await mailCount(server.client, email);
    server.clock.advance(60_000);
    const reply = await resend(owner, entry.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ output: 'success', message: messages.invitationResent });
    expect(await mailCount(server.client, email)).toBe(mailsBefore + 1);
    const renewed = await invitationFor(server.client, email);
    expect(renewed.token).not.toBe(link.token);
    expect(Date.parse(renewed.inviteDate)).toBeGreaterThan(Date.parse(link.inviteDate));

    const old = await check(link);
    expect({ status: old.status, body: old.body }).toEqual({ status: 400, body: LINK_INVALID });
    expect((await complete(server.client, link)).status).toBe(400);
    expect((await check(renewed)).status).toBe(200);
    expect((await complete(server.client, renewed)).status).toBe(201);
    expect(await pending(owner)).toEqual([]);
  });

  it('withdraws: the link stops working and the invitation leaves the list; twice is 404', async () => {
    const owner = await newOwner();
    const { link, entry } = await invited(owner);
    const reply = await withdraw(owner, entry.id);
    expect(reply.body).toEqual({ output: 'success', message: messages.invitationWithdrawn });
    expect((await check(link)).body).toEqual(LINK_INVALID);
    expect((await complete(server.client, link)).body).toEqual(LINK_INVALID);
    expect(await pending(owner)).toEqual([]);
    const again = await withdraw(owner, entry.id);
    expect({ status: again.status, body: again.body }).toEqual({ status: 404, body: UNKNOWN });
  });

  it('refuses a Member listing, resending or withdrawing; the invitation stays as it was', async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    const { email, link, entry } = await invited(owner);
    const mails = await mailCount(server.client, email);
    const forbidden = { status: 403, body: { output: 'error', message: messages.ownersOnly } };
    for (const reply of [
      await post('/v1/ddp/list-invitations', member, { consumerId: member.consumerId }),
      await resend(member, entry.id),
      await withdraw(member, entry.id),
    ]) {
      expect({ status: reply.status, body: reply.body }).toEqual(forbidden);
    }
    expect(await mailCount(server.client, email)).toBe(mails);
    expect((await check(link)).status).toBe(200);
    expect(await pending(owner)).toEqual([entry]);
  });

  it("never shows or touches another company's invitations: they answer as unknown ids", async () => {
    const ownerA = await newOwner();
    const ownerB = await newOwner();
    const { email, link, entry } = await invited(ownerA);
    const mails = await mailCount(server.client, email);
    expect(await pending(ownerB)).toEqual([]);
    const unknownId = crypto.randomUUID();
    for (const act of [resend, withdraw]) {
      const foreign = await act(ownerB, entry.id);
      const unknown = await act(ownerB, unknownId);
      expect({ status: foreign.status, body: foreign.body }).toEqual({ status: 404, body: UNKNOWN });
      expect(foreign.body).toEqual(unknown.body);
    }
    expect(await mailCount(server.client, email)).toBe(mails);
    expect((await check(link)).status).toBe(200);
    expect(await pending(ownerA)).toEqual([entry]);
    // Naming A's Owner as oneself is refused before anything is looked up.
    const posing = await post('/v1/ddp/list-invitations', ownerB, { consumerId: ownerA.consumerId });
    expect(posing.status).toBe(403);
  });

  it('answers bad input with a clear 400 and changes nothing', async () => {
    const owner = await newOwner();
    const { email, link, entry } = await invited(owner);
    const mails = await mailCount(server.client, email);
    for (const act of [resend, withdraw]) {
      const reply = await act(owner, 'not-an-id');
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        output: 'error',
        errors: { invitationId: messages.invitationUnknown },
      });
    }
    const noId = await post('/v1/ddp/resend-invitation', owner, { consumerId: owner.consumerId });
    expect(noId.status).toBe(400);
    const badToken = await server.client.post('/v1/ddp/check-invitation', {
      email: link.emailId,
      createdUserId: link.createdUserId,
      token: 'short',
    });
    expect(badToken.status).toBe(400);
    expect(badToken.body).toMatchObject({ output: 'error', errors: { token: messages.notValidToken } });
    expect(await mailCount(server.client, email)).toBe(mails);
    expect(await pending(owner)).toEqual([entry]);
    expect((await check(link)).status).toBe(200);
  });

  it('checks a link as completion would: another address or inviter is not valid, an old one expired', async () => {
    const owner = await newOwner();
    const { link, entry } = await invited(owner);
    expect((await check({ ...link, emailId: newAddress() })).body).toEqual(LINK_INVALID);
    expect((await check({ ...link, createdUserId: crypto.randomUUID() })).body).toEqual(LINK_INVALID);
    server.clock.advance(24 * 60 * 60_000);
    const expired = await check(link);
    expect({ status: expired.status, body: expired.body }).toMatchObject({
      status: 410,
      body: { output: 'error', message: messages.linkExpired },
    });
    // The Owner sees it as expired and can send a fresh link.
    const again = await newOwnerSession(owner);
    const [listed] = await pending(again);
    expect(listed).toMatchObject({ id: entry.id, expired: true });
    expect((await resend(again, entry.id)).status).toBe(200);
    expect((await pending(again))[0]?.expired).toBe(false);
  });

  /** A day later the Owner's session is long over: the same account signs in again. */
  async function newOwnerSession(owner: Session): Promise<Session> {
    const { mailedOtpauthUri, GOOD_PASSWORD } = await import('../../../test/test-support/accounts');
    const OTPAuth = await import('otpauth');
    const uri = await mailedOtpauthUri(server.client, owner.email);
    const account = {
      email: owner.email,
      password: GOOD_PASSWORD,
      uri,
      totp: OTPAuth.URI.parse(uri) as InstanceType<typeof OTPAuth.TOTP>,
    };
    return asSession(account, await signIn(server.client, account, server.clock));
  }
});
