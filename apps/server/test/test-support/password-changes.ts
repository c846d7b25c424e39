import type { MailboxReply } from '@ddp/contract';
import type { RegisteredAccount } from './accounts';
import { linkDetails, newestMail } from './mailbox';
import type { PortalClient } from './portal-client';

/** Forgot password, the mailed link, a new password: what anyone with the mailbox can do. */
export async function resetByLink(client: PortalClient, account: RegisteredAccount, newPass: string) {
  const sent = await client.post('/v1/ddp/forgot-password', { email: account.email });
  if (sent.status !== 200) throw new Error(`forgot-password failed: ${JSON.stringify(sent.body)}`);
  const { details } = linkDetails(await newestMail(client, account.email, /^Reset/));
  const reset = await client.post('/v1/ddp/custom-reset-password', {
    email: details.email,
    token: details.token,
    newPass,
  });
  if (reset.status !== 200) throw new Error(`reset by link failed: ${JSON.stringify(reset.body)}`);
  return { ...account, password: newPass };
}

/** The settings' change of password, in a signed-in session. */
export function changeInSettings(
  client: PortalClient,
  account: RegisteredAccount,
  token: string,
  newPass: string,
) {
  return client.post(
    '/v1/ddp/update-password',
    { email: account.email, oldpassword: account.password, confirmpassword: newPass },
    { token },
  );
}

/** The operator's request for a new password at the next sign-in. */
export function requirePasswordReset(client: PortalClient, operatorToken: string, email: string) {
  return client.raw('/v1/ops/accounts/require-password-reset', {
    method: 'POST',
    json: { email },
    auth: { token: operatorToken, mfa: false },
  });
}

/** Every mail to the address with this subject, newest first. */
export async function mailsWithSubject(client: PortalClient, to: string, subject: string) {
  const reply = await client.raw<MailboxReply>(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`, {
    method: 'GET',
  });
  return reply.body.messages.filter((m) => m.subject === subject);
}
