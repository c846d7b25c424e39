import { randomBytes } from 'node:crypto';
import type { MailboxReply, RegistrationFields } from '@ddp/contract';
import * as OTPAuth from 'otpauth';
import type { Clock } from '../../src/platform/clock';
import type { PortalClient } from './portal-client';

export const GOOD_PASSWORD = 'Correct-Horse-Battery-9';

export function aRegistration(overrides: Partial<RegistrationFields> = {}): RegistrationFields {
  const unique = randomBytes(5).toString('hex');
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: `ada.${unique}@example.com`,
    password: GOOD_PASSWORD,
    countryCode: '+49',
    phonenumber: '1701234567',
    mobile: '+49 1701234567 DE',
    companyname: `Analytical Engines ${unique}`,
    street: 'Unter den Linden 1',
    postal: '10117',
    city: 'Berlin',
    country: 'Germany',
    projectname: 'Difference',
    projectdescription: 'Computes tables of numbers',
    purpose: 'Research',
    ...overrides,
  };
}

export interface RegisteredAccount {
  email: string;
  password: string;
  totp: OTPAuth.TOTP;
  uri: string;
}

/** Registers through the API and reads the otpauth URI from the mailed login details. */
export async function registerAccount(
  client: PortalClient,
  overrides: Partial<RegistrationFields> = {},
): Promise<RegisteredAccount> {
  const data = aRegistration(overrides);
  const reply = await client.postPlain('/v1/ddp/register-user', { Data: data });
  if (reply.status !== 201) throw new Error(`registration failed: ${JSON.stringify(reply.body)}`);
  const uri = await mailedOtpauthUri(client, data.email);
  return { email: data.email, password: data.password, totp: OTPAuth.URI.parse(uri) as OTPAuth.TOTP, uri };
}

/**
 * The key a login details mail gives for typing by hand (groups of four, base32) as the otpauth URI
 * an authenticator app makes of it with the settings the mail names; undefined for other mail.
 */
export function otpauthUriOfMailedKey(text: string): string | undefined {
  const key = /^((?:[A-Z2-7]{4} )+[A-Z2-7]{1,4})$/m.exec(text)?.[1];
  if (!key) return undefined;
  const account =
    /^Account: (\S+)\. Type: time-based\. Code: 6 digits, a new one every 30 seconds \(SHA-1\)\.$/m.exec(
      text,
    )?.[1];
  if (!account) return undefined;
  return new OTPAuth.TOTP({
    issuer: 'Developer Portal',
    label: account,
    secret: OTPAuth.Secret.fromBase32(key.replaceAll(' ', '')),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).toString();
}

/** The authenticator entry of the newest mail that gives a key (notices about the change come along). */
export async function mailedOtpauthUri(client: PortalClient, email: string): Promise<string> {
  const mailbox = await client.raw<MailboxReply>(`/v1/dev/mailbox?to=${encodeURIComponent(email)}`, {
    method: 'GET',
  });
  for (const message of mailbox.body.messages) {
    const uri = otpauthUriOfMailedKey(message.text);
    if (uri) return uri;
  }
  throw new Error(`no otpauth URI mailed to ${email}`);
}

/** The code an authenticator app would show at the server's (fake) time, from an independent library. */
export function codeAt(account: RegisteredAccount, clock: Clock, stepOffset = 0): string {
  return account.totp.generate({ timestamp: clock.now().getTime() + stepOffset * 30_000 });
}

export async function passwordStep(client: PortalClient, account: RegisteredAccount): Promise<string> {
  const reply = await client.post<{ data: string }>('/v1/ddp/login', {
    email: account.email,
    password: account.password,
  });
  if (reply.status !== 200) throw new Error(`login failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

export interface SignedInReply {
  output: string;
  token: string;
  consumerId: string;
  companyId: string;
  projectId: string;
  isAdminConsumer: boolean;
}

/** Password and code; moves the fake clock on a step first so that no earlier sign-in used this code. */
export async function signIn(
  client: PortalClient,
  account: RegisteredAccount,
  clock: { advance(ms: number): void } & Clock,
) {
  clock.advance(30_000);
  const temporary = await passwordStep(client, account);
  const reply = await client.post<SignedInReply>(
    '/v1/ddp/totp-validate',
    { email: account.email, userToken: codeAt(account, clock) },
    { token: temporary },
  );
  if (reply.status !== 200) throw new Error(`second factor failed: ${JSON.stringify(reply.body)}`);
  return reply.body;
}
