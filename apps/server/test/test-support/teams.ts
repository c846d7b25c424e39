import { type InvitationLinkPayload, invitationLinkPayload } from '@ddp/contract';
import * as OTPAuth from 'otpauth';
import type { RegisteredAccount, SignedInReply } from './accounts';
import { GOOD_PASSWORD, mailedOtpauthUri, registerAccount, signIn } from './accounts';
import { linkDetails, newestMail } from './mailbox';
import type { PortalClient } from './portal-client';
import type { TestServer } from './test-server';

export interface Session extends SignedInReply {
  email: string;
}

export const asSession = (account: RegisteredAccount, reply: SignedInReply): Session => ({
  ...reply,
  email: account.email,
});

export function invite(
  client: PortalClient,
  owner: Session,
  input: { email?: string; admin?: boolean; dummy?: boolean; firstname?: string; lastname?: string },
) {
  return client.post(
    '/v1/ddp/invite-user',
    {
      isAdmin: 'Owner',
      firstname: input.firstname ?? 'Grace',
      lastname: input.lastname ?? 'Hopper',
      email: input.email ?? '',
      admin: input.admin ?? false,
      createdUserId: owner.consumerId,
      no_invite_consumer: false,
      dummy_consumers: input.dummy ?? false,
    },
    { token: owner.token },
  );
}

export async function invitationFor(client: PortalClient, email: string): Promise<InvitationLinkPayload> {
  const mail = await newestMail(client, email, /invitation/i);
  return invitationLinkPayload.parse(linkDetails(mail).details);
}

export function complete(
  client: PortalClient,
  payload: InvitationLinkPayload,
  overrides: Record<string, unknown> = {},
) {
  return client.post('/v1/ddp/update-consumer', {
    firstname: payload.firstName,
    lastname: payload.lastName,
    email: payload.emailId,
    password: GOOD_PASSWORD,
    mobile: '+49 1701234567 DE',
    ddpInvite: true,
    createdUserId: payload.createdUserId,
    token: payload.token,
    ...overrides,
  });
}

/** Invites, completes the invitation and returns the new member as an account that can sign in. */
export async function joinTeam(
  client: PortalClient,
  owner: Session,
  options: { admin?: boolean } = {},
): Promise<RegisteredAccount> {
  const email = `member.${Math.random().toString(16).slice(2, 10)}@example.com`;
  const invited = await invite(client, owner, { email, admin: options.admin ?? false });
  if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const done = await complete(client, await invitationFor(client, email));
  if (done.status !== 201) throw new Error(`completion failed: ${JSON.stringify(done.body)}`);
  const uri = await mailedOtpauthUri(client, email);
  return { email, password: GOOD_PASSWORD, uri, totp: OTPAuth.URI.parse(uri) as OTPAuth.TOTP };
}

export function listTeam(client: PortalClient, who: Session, overrides: Record<string, unknown> = {}) {
  return client.post<{
    message: Array<{ id: string; email: string; isAdmin: string[]; dummy: boolean }>;
    total: number;
  }>(
    '/v1/ddp/view-list-consumers',
    { projectId: who.projectId, companyId: who.companyId, consumerId: who.consumerId, ...overrides },
    { token: who.token },
  );
}

/** A newly registered Owner of a company of their own, signed in. */
export async function newOwner(server: Pick<TestServer, 'client' | 'clock'>): Promise<Session> {
  const account = await registerAccount(server.client);
  return asSession(account, await signIn(server.client, account, server.clock));
}

/** A new Member who joined the Owner's company through an invitation, signed in. */
export async function newMember(
  server: Pick<TestServer, 'client' | 'clock'>,
  owner: Session,
): Promise<Session> {
  const account = await joinTeam(server.client, owner);
  return asSession(account, await signIn(server.client, account, server.clock));
}
