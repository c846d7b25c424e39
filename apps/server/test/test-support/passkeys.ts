import type { Clock } from '../../src/platform/clock';
import { codeAt, passwordStep, type RegisteredAccount } from './accounts';
import type { CallResult, PortalClient } from './portal-client';
import { SoftAuthenticator } from './soft-authenticator';

/** The test server's PUBLIC_URL (test-server.ts): the relying party the portal names. */
export const PORTAL_ORIGIN = 'http://portal.test';
export const PORTAL_RP_ID = 'portal.test';

export const portalAuthenticator = (counts = true) =>
  new SoftAuthenticator({ origin: PORTAL_ORIGIN, rpId: PORTAL_RP_ID, counts });

interface Options {
  options: { challenge: string; allowCredentials?: Array<{ id: string }> };
}

/** Settings' first step: a current code (after a step of the fake clock, so it is unused) gives options. */
export async function registrationOptions(
  client: PortalClient,
  account: RegisteredAccount,
  token: string,
  clock: Clock & { advance(ms: number): void },
): Promise<CallResult<Options>> {
  clock.advance(30_000);
  return client.post<Options>(
    '/v1/ddp/passkey-registration-options',
    { userToken: codeAt(account, clock) },
    { token },
  );
}

/** Registers the authenticator's passkey under `name`; throws unless it worked. */
export async function registerPasskey(
  client: PortalClient,
  account: RegisteredAccount,
  token: string,
  clock: Clock & { advance(ms: number): void },
  authenticator: SoftAuthenticator,
  name = 'Laptop',
): Promise<{ id: string; name: string }> {
  const options = await registrationOptions(client, account, token, clock);
  if (options.status !== 200) throw new Error(`registration options failed: ${JSON.stringify(options.body)}`);
  const reply = await client.post<{ passkey: { id: string; name: string } }>(
    '/v1/ddp/passkey-registration-verify',
    { name, response: authenticator.attestation(options.body.options) },
    { token },
  );
  if (reply.status !== 200) throw new Error(`registration failed: ${JSON.stringify(reply.body)}`);
  return reply.body.passkey;
}

/** The password step, then the options of the passkey step with its temporary token. */
export async function signInOptions(client: PortalClient, account: RegisteredAccount) {
  const temporary = await passwordStep(client, account);
  const options = await client.post<Options>(
    '/v1/ddp/passkey-sign-in-options',
    { email: account.email },
    { token: temporary },
  );
  return { temporary, options };
}

/** Password, then the passkey instead of the code. */
export async function signInWithPasskey(
  client: PortalClient,
  account: RegisteredAccount,
  authenticator: SoftAuthenticator,
) {
  const { temporary, options } = await signInOptions(client, account);
  if (options.status !== 200) throw new Error(`sign-in options failed: ${JSON.stringify(options.body)}`);
  return client.post<{ token: string; consumerId: string }>(
    '/v1/ddp/passkey-sign-in',
    { email: account.email, response: authenticator.assertion(options.body.options) },
    { token: temporary },
  );
}
