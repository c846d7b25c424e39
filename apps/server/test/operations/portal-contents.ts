import { expect } from 'vitest';
import type { DevClocks } from '../scale-out/dev-clocks';
import {
  codeAt,
  passwordStep,
  type RegisteredAccount,
  registerAccount,
  type SignedInReply,
} from '../test-support/accounts';
import { pdfOfSize, reportFields, uploadReport } from '../test-support/bug-reports';
import { createCredential, grant } from '../test-support/credentials';
import { PortalClient } from '../test-support/portal-client';
import { asSession, type Session } from '../test-support/teams';

/** What a company left in a portal: each part is something a backup or a move must bring back. */
export interface PortalContents {
  account: RegisteredAccount;
  owner: Session;
  credential: { client_id: string; client_secret: string };
  /** Issued before the backup: it must still verify against the restored signing keys. */
  accessToken: string;
  attachment: Buffer;
  reportId: string;
}

/** Signs up, signs in, makes a credential and a token, calls the sample API and files a report. */
export async function fillPortal(baseUrl: string, clock: DevClocks): Promise<PortalContents> {
  const client = new PortalClient(baseUrl);
  const account = await registerAccount(client);
  const owner = asSession(account, await signInNow(client, account, clock));
  const credential = await createCredential(client, owner);
  const granted = await grant(baseUrl, credential);
  expect(granted.status).toBe(200);
  const accessToken = ((await granted.json()) as { access_token: string }).access_token;
  // A call of the sample API: a usage row in a day table the server made at run time.
  const called = await fetch(`${baseUrl}/v1/sample/stations`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(called.status).toBe(200);
  const attachment = pdfOfSize(200_000);
  const uploaded = await uploadReport(
    client,
    owner,
    [{ name: 'trace.pdf', bytes: attachment, type: 'application/pdf' }],
    reportFields(owner, { fileCount: '1' }),
  );
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  const reportId = String((uploaded.body as { id?: unknown }).id);
  return { account, owner, credential, accessToken, attachment, reportId };
}

/**
 * The same person signs in again (password and a new code), finds the credential, its secret still
 * gets a token, the token issued before still opens the sample API, and the report's file is whole.
 */
export async function expectSameContents(
  baseUrl: string,
  clock: DevClocks,
  contents: PortalContents,
  operatorToken: string,
): Promise<void> {
  const client = new PortalClient(baseUrl);
  // A new step, so that the code is not the one the first sign-in used (the used codes come back too).
  await clock.advance(60_000);
  const signedIn = await signInNow(client, contents.account, clock);
  const listed = await client.post<{ message: Array<{ client_id: string }> }>(
    '/v1/ddp/view-oauth-credentials',
    { consumerId: contents.owner.consumerId },
    { token: signedIn.token },
  );
  expect(listed.status).toBe(200);
  expect(listed.body.message.map((item) => item.client_id)).toContain(contents.credential.client_id);
  // The session of before the backup is still one: sessions come back with everything else.
  const before = await client.post(
    '/v1/ddp/view-oauth-credentials',
    { consumerId: contents.owner.consumerId },
    { token: contents.owner.token },
  );
  expect(before.status).toBe(200);
  expect((await grant(baseUrl, contents.credential)).status).toBe(200);
  const called = await fetch(`${baseUrl}/v1/sample/stations`, {
    headers: { authorization: `Bearer ${contents.accessToken}` },
  });
  expect(called.status, 'the token issued before').toBe(200);
  const report = await fetch(`${baseUrl}/v1/ops/bug-reports/${contents.reportId}`, {
    headers: { authorization: `Bearer ${operatorToken}` },
  });
  expect(report.status).toBe(200);
  const detail = (await report.json()) as { report: { attachments: Array<{ content: string }> } };
  const file = detail.report.attachments[0];
  expect(Buffer.from(file?.content ?? '', 'base64').equals(contents.attachment), 'the file').toBe(true);
}

/** Password and the code of the servers' current time step. */
async function signInNow(
  client: PortalClient,
  account: RegisteredAccount,
  clock: DevClocks,
): Promise<SignedInReply> {
  const temporary = await passwordStep(client, account);
  const reply = await client.post<SignedInReply>(
    '/v1/ddp/totp-validate',
    { email: account.email, userToken: codeAt(account, clock) },
    { token: temporary },
  );
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body;
}
