import {
  checkInvitationRequest,
  cityDataRequest,
  customResetPasswordRequest,
  forcedResetRequest,
  forgotPasswordRequest,
  LEGAL_PAGE_NAMES,
  loginRequest,
  registerUserRequest,
  resendQrRequest,
  updateConsumerRequest,
  validateResetTokenRequest,
} from '@ddp/contract';
import { z } from 'zod';
import { mailboxQuery } from '../../src/modules/dev-mailbox/routes';
import { aRegistration, GOOD_PASSWORD, registerAccount } from '../test-support/accounts';
import { linkDetails, newestMail } from '../test-support/mailbox';
import { invitationFor, invite } from '../test-support/teams';
import { encode, textOf } from './encode';
import { nextPassword, passwordOf, sentPassword } from './entries-account';
import { fuzz, NO_INPUT, PER_ADDRESS_COUNT, SIGN_IN_FAILURES } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

// A success uses up what the input names (an e-mail, a reset link, an invitation): `renew` makes new ones.
const anonymous = async (fw: FuzzWorld) => fw.caller('anonymous');
const nobody = 'nobody.at.all@example.com';

/** The calls that need no input at all: only hostile query strings and credentials reach them. */
export const bareEntries = [
  '/healthz',
  '/readyz',
  '/v1/ddp/encryption-key',
  '/v1/ddp/countries',
  '/v1/ddp/portal-config',
  '/.well-known/jwks.json',
  '/.well-known/oauth-authorization-server',
].map((path) =>
  fuzz(`GET ${path}`, { transport: 'bare', schema: NO_INPUT, caller: anonymous, base: () => ({}) }),
);

/** The legal pages: the page's name is a path parameter, the only input. */
export const legalPageEntries = [
  fuzz('GET /v1/ddp/legal-pages/:name', {
    transport: 'query',
    schema: z.object({ name: z.enum(LEGAL_PAGE_NAMES) }),
    caller: anonymous,
    base: () => ({ name: 'imprint' }),
    path: (input) => `/v1/ddp/legal-pages/${encode(textOf((input as { name?: unknown } | null)?.name))}`,
  }),
];

/** A real reset link of an account made for it, so that hostile cases start from a valid token. */
async function resetLinkOf(fw: FuzzWorld) {
  const { client } = fw.server;
  const account = await registerAccount(client);
  const sent = await client.post('/v1/ddp/forgot-password', { email: account.email });
  if (sent.status !== 200) throw new Error(`forgot-password failed: ${JSON.stringify(sent.body)}`);
  const { details } = linkDetails(await newestMail(client, account.email, /password/i));
  return details as { email: string; token: string; inviteDate: string };
}

/** The steps before a session exists: registration, sign-in, invitations and password resets. */
export const publicEntries = [
  fuzz('POST /v1/ddp/citydata', {
    transport: 'json',
    schema: cityDataRequest,
    caller: anonymous,
    base: () => ({ countryname: 'Germany' }),
  }),
  // The dev mailbox's query schema is its own (not in the contract).
  fuzz('GET /v1/dev/mailbox', {
    transport: 'query',
    schema: mailboxQuery,
    caller: anonymous,
    base: () => ({ to: nobody, limit: '5' }),
  }),
  fuzz('POST /v1/ddp/register-user', {
    refusalMayWrite: PER_ADDRESS_COUNT,
    transport: 'json',
    schema: registerUserRequest,
    caller: anonymous,
    base: () => ({ Data: aRegistration() }),
    renew: anonymous,
  }),
  fuzz('POST /v1/ddp/login', {
    transport: 'sealed',
    schema: loginRequest,
    caller: anonymous,
    base: (fw) => ({ email: fw.world.spare.email, password: GOOD_PASSWORD }),
    refusalMayWrite: SIGN_IN_FAILURES,
    tick: { every: 40, ms: 16 * 60_000 },
  }),
  fuzz('POST /v1/ddp/resend-qrcode', {
    transport: 'sealed',
    schema: resendQrRequest,
    caller: anonymous,
    base: (fw) => ({ email: fw.world.spare.email, password: GOOD_PASSWORD }),
    refusalMayWrite: SIGN_IN_FAILURES,
    tick: { every: 40, ms: 16 * 60_000 },
  }),
  fuzz('POST /v1/ddp/forgot-password', {
    refusalMayWrite: PER_ADDRESS_COUNT,
    transport: 'sealed',
    schema: forgotPasswordRequest,
    caller: anonymous,
    base: (fw) => ({ email: fw.world.spare.email }),
    writesAfterReply: true,
  }),
  fuzz('POST /v1/ddp/validate-reset-password-token', {
    refusalMayWrite: PER_ADDRESS_COUNT,
    transport: 'sealed',
    schema: validateResetTokenRequest,
    caller: anonymous,
    base: async (fw) => {
      const link = await resetLinkOf(fw);
      return { email: link.email, token: link.token, date: link.inviteDate };
    },
  }),
  fuzz('POST /v1/ddp/custom-reset-password', {
    refusalMayWrite: PER_ADDRESS_COUNT,
    transport: 'sealed',
    schema: customResetPasswordRequest,
    caller: anonymous,
    base: async (fw) => {
      const link = await resetLinkOf(fw);
      return { email: link.email, token: link.token, newPass: 'Another-Horse-Battery-7' };
    },
    renew: anonymous,
  }),
  // The forced reset takes the temporary token of the password step of a person who must choose a
  // new password; each success changes the password (which meets the request), and the next case
  // comes with a new request and a token of the password step with the new one.
  fuzz('POST /v1/ddp/reset-password', {
    transport: 'sealed',
    schema: forcedResetRequest,
    caller: (fw) => fw.passwordStepOf(undefined, { resetDue: true }),
    base: (_fw, who) => ({ email: who.account!.email, oldPass: passwordOf(who), newPass: nextPassword(who) }),
    renew: (fw, used, sent) =>
      fw.passwordStepOf(
        { ...used.account!, password: sentPassword(sent, 'newPass') ?? nextPassword(used) },
        { resetDue: true },
      ),
    refusalMayWrite: SIGN_IN_FAILURES,
  }),
  fuzz('POST /v1/ddp/update-consumer', {
    refusalMayWrite: PER_ADDRESS_COUNT,
    transport: 'sealed',
    schema: updateConsumerRequest,
    caller: anonymous,
    base: async (fw) => {
      const email = `fuzz.invitee.${Math.random().toString(16).slice(2, 10)}@example.com`;
      const invited = await invite(fw.server.client, fw.world.ownerA, { email });
      if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
      const payload = await invitationFor(fw.server.client, email);
      return {
        firstname: payload.firstName,
        lastname: payload.lastName,
        email: payload.emailId,
        password: GOOD_PASSWORD,
        mobile: '+49 1701234567 DE',
        ddpInvite: true,
        createdUserId: payload.createdUserId,
        token: payload.token,
      };
    },
    renew: anonymous,
  }),
  fuzz('POST /v1/ddp/check-invitation', {
    refusalMayWrite: PER_ADDRESS_COUNT,
    transport: 'sealed',
    schema: checkInvitationRequest,
    caller: anonymous,
    base: async (fw) => {
      const email = `fuzz.invitee.${Math.random().toString(16).slice(2, 10)}@example.com`;
      const invited = await invite(fw.server.client, fw.world.ownerA, { email });
      if (invited.status !== 201) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
      const payload = await invitationFor(fw.server.client, email);
      return { email: payload.emailId, createdUserId: payload.createdUserId, token: payload.token };
    },
  }),
];
