import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { addMember } from '../../../test/test-support/members';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const NEW_PASSWORD = 'Brand-New-Password-42';

describe(`settings: details, password, account deletion (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function signedIn(): Promise<{ account: RegisteredAccount; token: string; consumerId: string }> {
    const account = await registerAccount(server.client);
    const reply = await signIn(server.client, account, server.clock);
    return { account, token: reply.token, consumerId: reply.consumerId };
  }

  const editPayload = (email: string) => ({
    editfirstname: 'Augusta',
    editlastname: 'King',
    editmobile: '+44 2071234567 GB',
    email,
    postal: 'SW1A 1AA',
    city: 'London',
    country: 'United Kingdom',
    street: 'St James 1',
  });

  it('saves edited details and shows them', async () => {
    const { account, token } = await signedIn();
    const saved = await server.client.post('/v1/ddp/edit-details', editPayload(account.email), { token });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ output: 'success', message: messages.detailsUpdated });
    const details = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: account.email },
      { token },
    );
    expect(details.body).toMatchObject({
      firstname: 'Augusta',
      lastname: 'King',
      mobile: '+44 2071234567 GB',
      city: 'London',
      country: 'United Kingdom',
      postal: 'SW1A 1AA',
      street: 'St James 1',
    });
  });

  it('refuses to edit another person, and bad fields change nothing', async () => {
    const { token } = await signedIn();
    const other = await registerAccount(server.client);
    const foreign = await server.client.post('/v1/ddp/edit-details', editPayload(other.email), { token });
    expect(foreign.status).toBe(403);
    const { account, token: own } = await signedIn();
    const bad = await server.client.post(
      '/v1/ddp/edit-details',
      { ...editPayload(account.email), editmobile: '12345', editfirstname: '' },
      { token: own },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      editfirstname: messages.firstNameRequired,
      editmobile: messages.mobileFormat,
    });
    const city = await server.client.post(
      '/v1/ddp/edit-details',
      { ...editPayload(account.email), city: 'Paris' },
      { token: own },
    );
    expect(city.body.message).toBe(messages.cityUnknown);
    const details = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: account.email },
      { token: own },
    );
    expect(details.body.firstname).toBe('Ada');
  });

  it('changes the password after checking the old one; other sessions end, this one stays', async () => {
    const { account, token } = await signedIn();
    const second = await signIn(server.client, account, server.clock);
    const wrongOld = await server.client.post(
      '/v1/ddp/update-password',
      { email: account.email, oldpassword: 'Not-The-Password-123', confirmpassword: NEW_PASSWORD },
      { token },
    );
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.errors).toEqual({ oldpassword: messages.oldPasswordWrong });
    const weak = await server.client.post(
      '/v1/ddp/update-password',
      { email: account.email, oldpassword: GOOD_PASSWORD, confirmpassword: 'short' },
      { token },
    );
    expect(weak.body.message).toBe(messages.passwordTooShort);
    const same = await server.client.post(
      '/v1/ddp/update-password',
      { email: account.email, oldpassword: GOOD_PASSWORD, confirmpassword: GOOD_PASSWORD },
      { token },
    );
    expect(same.body.message).toBe(messages.passwordMustDiffer);
    const changed = await server.client.post(
      '/v1/ddp/update-password',
      { email: account.email, oldpassword: GOOD_PASSWORD, confirmpassword: NEW_PASSWORD },
      { token },
    );
    expect(changed.body).toEqual({ output: 'success', message: messages.passwordUpdated });
    const details = (t: string) =>
      server.client.get('/v1/ddp/view-personal-details', { emailid: account.email }, { token: t });
    expect((await details(token)).status).toBe(200);
    expect((await details(second.token)).status).toBe(401);
    expect(
      (await server.client.post('/v1/ddp/login', { email: account.email, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('deletes the account, ends its sessions and takes a company without other members along', async () => {
    const { account, token, consumerId } = await signedIn();
    const company = await server.db
      .selectFrom('consumers')
      .select('company_id')
      .where('id', '=', consumerId)
      .executeTakeFirstOrThrow();
    const reply = await server.client.post(
      '/v1/ddp/delete-details',
      { consumerId, emailId: account.email },
      { token },
    );
    expect(reply.body).toEqual({ output: 'success', message: 'Account Deleted!' });
    expect(
      (await server.client.get('/v1/ddp/view-personal-details', { emailid: account.email }, { token }))
        .status,
    ).toBe(401);
    const login = await server.client.post('/v1/ddp/login', {
      email: account.email,
      password: GOOD_PASSWORD,
    });
    expect(login.status).toBe(401);
    const left = await server.db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', company.company_id)
      .execute();
    expect(left).toHaveLength(0);
  });

  it('asks the last Owner to hand over first while others remain', async () => {
    const { account, token, consumerId } = await signedIn();
    await addMember(server.db, account.email, { isOwner: false });
    const refused = await server.client.post(
      '/v1/ddp/delete-details',
      { consumerId, emailId: account.email },
      { token },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.lastOwner);
    await addMember(server.db, account.email, { isOwner: true });
    const deleted = await server.client.post(
      '/v1/ddp/delete-details',
      { consumerId, emailId: account.email },
      { token },
    );
    expect(deleted.status).toBe(200);
    const members = await server.db
      .selectFrom('consumers')
      .select('id')
      .where('email', 'like', 'member.%')
      .execute();
    expect(members.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses to delete someone else', async () => {
    const { token } = await signedIn();
    const victim = await signedIn();
    const reply = await server.client.post(
      '/v1/ddp/delete-details',
      { consumerId: victim.consumerId, emailId: victim.account.email },
      { token },
    );
    expect(reply.status).toBe(403);
    const still = await server.client.get(
      '/v1/ddp/view-personal-details',
      { emailid: victim.account.email },
      { token: victim.token },
    );
    expect(still.status).toBe(200);
  });
});

describe(`every signed-in call ends with the session (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const calls = (email: string, consumerId: string) =>
    [
      ['GET', '/v1/ddp/view-personal-details', { emailid: email }],
      ['POST', '/v1/ddp/edit-details', { email }],
      [
        'POST',
        '/v1/ddp/update-password',
        { email, oldpassword: GOOD_PASSWORD, confirmpassword: NEW_PASSWORD },
      ],
      ['POST', '/v1/ddp/delete-details', { consumerId, emailId: email }],
      ['POST', '/v1/ddp/logout', {}],
    ] as const;

  for (const [limit, advance, code] of [
    ['idle', 30 * 60_000, 'session_idle'],
    ['absolute', 0, 'session_max_time'],
  ] as const) {
    it(`refuses each of them after the ${limit} limit`, async () => {
      const account = await registerAccount(server.client);
      const { token, consumerId } = await signIn(server.client, account, server.clock);
      if (limit === 'absolute') {
        // Stay active every 10 minutes until the 30 minutes since the password step are up.
        for (let i = 0; i < 3; i++) {
          server.clock.advance(10 * 60_000);
          await server.client.get('/v1/ddp/view-personal-details', { emailid: account.email }, { token });
        }
      } else {
        server.clock.advance(advance);
      }
      const codes: unknown[] = [];
      for (const [method, path, payload] of calls(account.email, consumerId)) {
        const reply =
          method === 'GET'
            ? await server.client.get(path, payload, { token })
            : path.endsWith('logout')
              ? await server.client.postPlain(path, payload, { token })
              : await server.client.post(path, payload, { token });
        expect(reply.status, path).toBe(401);
        codes.push(reply.body.code);
      }
      // The first refusal says which limit ended the session; after it the session is gone.
      expect(codes[0]).toBe(code);
      for (const later of codes.slice(1)) expect(['session_missing', 'session_max_time']).toContain(later);
    });
  }
});
