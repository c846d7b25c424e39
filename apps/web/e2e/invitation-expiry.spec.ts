import { messages } from '@ddp/contract';
import type { APIRequestContext } from '@playwright/test';
import { anInvitee, invitationLinkFor, invitationPayloadOf, inviteByApi } from './support/invitations';
import { newestMailTo, otpauthUriIn } from './support/mail';
import { aPerson } from './support/people';
import { postEncrypted, registerByApi, signInByApi } from './support/portal-api';
import { expect, test } from './support/test';

const DAY_MS = 24 * 60 * 60_000;

/** The server's clock (DEV_CLOCK in the e2e server): moved forward, and read back. */
async function advanceServer(request: APIRequestContext, advanceMs: number): Promise<number> {
  const reply = await request.post('/v1/dev/clock', { data: { advanceMs } });
  expect(reply.status()).toBe(200);
  return Date.parse(((await reply.json()) as { now: string }).now);
}

test('an invitation older than 24 hours (fake clocks) shows that it has expired, and the server agrees', async ({
  page,
  request,
}) => {
  const owner = aPerson('expiring');
  await registerByApi(request, owner);
  const uri = otpauthUriIn((await newestMailTo(request, owner.email)).text);
  const session = await signInByApi(request, owner.email, owner.password, uri);
  const invitee = anInvitee('Late', 'Comer');
  await inviteByApi(request, session, invitee);
  const link = await invitationLinkFor(request, invitee);

  // A day passes for the server and for the browser alike.
  const serverNow = await advanceServer(request, DAY_MS);
  await page.clock.install({ time: serverNow });
  await page.goto(link.replace(/^\//, ''));
  await expect(page.getByRole('alert')).toHaveText(messages.linkExpired);
  await expect(page.getByRole('heading', { name: messages.completeRegistration })).toHaveCount(0);

  const payload = invitationPayloadOf(link);
  const refused = await postEncrypted(request, '/v1/ddp/update-consumer', {
    firstname: payload.firstName,
    lastname: payload.lastName,
    email: payload.emailId,
    password: 'Invited-Colleague-Password-42',
    mobile: '+49 1701234567 DE',
    ddpInvite: true,
    createdUserId: payload.createdUserId,
    token: payload.token,
  });
  expect(refused.status).toBe(410);
  expect(refused.body.message).toBe(messages.linkExpired);
});
