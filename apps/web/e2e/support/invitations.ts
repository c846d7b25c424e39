import {
  decodeLinkDetails,
  encodeLinkDetails,
  type InvitationLinkPayload,
  invitationLinkPayload,
  paths,
} from '@ddp/contract';
import { type APIRequestContext, expect } from '@playwright/test';
import { mailWithSubject } from './mail-subjects';
import { type ApiSession, postEncrypted, sessionHeaders } from './portal-api';

export const INVITATION_SUBJECT = 'Your invitation to the Developer Portal';
export const LOGIN_DETAILS_SUBJECT = 'Your Developer Portal login details';

export interface Invitee {
  firstname: string;
  lastname: string;
  email: string;
}

let counter = 0;
/** A colleague with an address of their own, so tests need no order and no clean database. */
export function anInvitee(firstname: string, lastname: string): Invitee {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { firstname, lastname, email: `invitee-${id}@example.com` };
}

/** The path and query of the mailed invitation link (the mail names the server's public address). */
export function invitationPathIn(text: string): string {
  const match = /https?:\/\/\S+\/dev-portal\/(invited-user\?details=\S+)/.exec(text);
  if (!match?.[1]) throw new Error('The mail text holds no invitation link.');
  return match[1];
}

export function invitationPayloadOf(linkPath: string): InvitationLinkPayload {
  const details = new URL(linkPath, 'http://portal.invalid/').searchParams.get('details') ?? '';
  return invitationLinkPayload.parse(decodeLinkDetails(details));
}

/** A link with the same contents but another invitation date, as a mail from the past would carry. */
export function linkDatedAt(payload: InvitationLinkPayload, inviteDate: Date): string {
  const details = encodeLinkDetails({ ...payload, inviteDate: inviteDate.toISOString() });
  return `invited-user?details=${encodeURIComponent(details)}`;
}

export async function invitationLinkFor(request: APIRequestContext, invitee: Invitee): Promise<string> {
  const mail = await mailWithSubject(request, invitee.email, INVITATION_SUBJECT);
  return invitationPathIn(mail.text);
}

export async function inviteByApi(
  request: APIRequestContext,
  owner: ApiSession,
  invitee: Invitee,
  admin = false,
): Promise<void> {
  const reply = await postEncrypted(
    request,
    paths.inviteUser,
    {
      isAdmin: 'Owner',
      firstname: invitee.firstname,
      lastname: invitee.lastname,
      email: invitee.email,
      admin,
      createdUserId: owner.consumerId,
      no_invite_consumer: false,
      dummy_consumers: false,
    },
    sessionHeaders(owner),
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
}

/** Completes an invitation as the screen does, with the token of the mailed link. */
export async function completeByApi(
  request: APIRequestContext,
  invitee: Invitee,
  password: string,
): Promise<void> {
  const payload = invitationPayloadOf(await invitationLinkFor(request, invitee));
  const reply = await postEncrypted(request, paths.updateConsumer, {
    firstname: payload.firstName,
    lastname: payload.lastName,
    email: payload.emailId,
    password,
    mobile: '+49 1701234567 DE',
    ddpInvite: true,
    createdUserId: payload.createdUserId,
    token: payload.token,
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
}
