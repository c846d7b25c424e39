import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { asSession } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { expectSecurityHeaders } from '../../platform/http/expect-security-headers';

type Credential = { client_id: string; client_secret: string };

/**
 * RFC 6749 section 5.1: a reply carrying a token, or any of the token service's replies, must not be
 * cached (`cache-control: no-store` and `pragma: no-cache`), successes and refusals alike. /oauth2 is
 * outside /v1/, so this holds it apart from the API's own rule.
 */
describe(`The token service's reply headers (${testDatabaseKind})`, () => {
  let server: TestServer;
  let credential: Credential;
  beforeAll(async () => {
    server = await startTestServer();
    const account = await registerAccount(server.client);
    const owner = asSession(account, await signIn(server.client, account, server.clock));
    credential = await createCredential(server.client, owner);
  });
  afterAll(() => server.close());

  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields),
    });
  const asClient = () => ({ client_id: credential.client_id, client_secret: credential.client_secret });
  const accessToken = async () =>
    ((await (await grant(server.baseUrl, credential)).json()) as { access_token: string }).access_token;

  const expectUncached = async (what: string, status: number, reply: Response) => {
    expect(reply.status, `${what}: ${await reply.clone().text()}`).toBe(status);
    expectSecurityHeaders(reply, what, { noStore: true });
  };

  it('marks token grants and their refusals uncacheable', async () => {
    await expectUncached('a token', 200, await grant(server.baseUrl, credential));
    await expectUncached('a token, Basic', 200, await grant(server.baseUrl, credential, { method: 'basic' }));
    await expectUncached(
      'a wrong secret',
      401,
      await grant(server.baseUrl, { ...credential, client_secret: 'wrong' }, { method: 'basic' }),
    );
    await expectUncached(
      'an unsupported grant',
      400,
      await form('/oauth2/token', { grant_type: 'password', ...asClient() }),
    );
    await expectUncached(
      'an unknown scope',
      400,
      await form('/oauth2/token', { grant_type: 'client_credentials', scope: 'admin', ...asClient() }),
    );
    await expectUncached(
      'a form over the size limit',
      400,
      await form('/oauth2/token', { grant_type: 'client_credentials', scope: 'x'.repeat(9_000) }),
    );
    await expectUncached(
      'a JSON body',
      400,
      await fetch(`${server.baseUrl}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials', ...asClient() }),
      }),
    );
  });

  it('marks introspection uncacheable, active or not, and its refusals', async () => {
    const token = await accessToken();
    const active = await form('/oauth2/introspect', { token, ...asClient() });
    await expectUncached('an active token', 200, active);
    expect(((await active.json()) as { active: boolean }).active).toBe(true);
    await expectUncached(
      'an unknown token',
      200,
      await form('/oauth2/introspect', { token: 'x', ...asClient() }),
    );
    await expectUncached('no token', 400, await form('/oauth2/introspect', asClient()));
    await expectUncached('no client', 401, await form('/oauth2/introspect', { token }));
  });

  it('marks revocation uncacheable, and its refusals', async () => {
    await expectUncached(
      'a revocation',
      200,
      await form('/oauth2/revoke', { token: await accessToken(), ...asClient() }),
    );
    await expectUncached('no token', 400, await form('/oauth2/revoke', asClient()));
    await expectUncached('no client', 401, await form('/oauth2/revoke', { token: 'x' }));
  });

  it('marks an unknown path under /oauth2 uncacheable too', async () => {
    await expectUncached('an unknown path', 404, await form('/oauth2/authorize', {}));
  });
});
