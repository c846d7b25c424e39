import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { mailCount, newestMail } from '../../../test/test-support/mailbox';
import { asSession, invite, joinTeam, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const PER_HOUR = 3;

describe(`invitations: no platform-wide enumeration, an hourly limit per Owner (${testDatabaseKind})`, () => {
  let server: TestServer;
  let sibling: Awaited<ReturnType<TestServer['startSibling']>>;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        INVITATIONS_PER_HOUR: String(PER_HOUR),
        // The limit's test moves the clock on by an hour with the same session.
        SESSION_IDLE_MINUTES: '1440',
        SESSION_ABSOLUTE_MINUTES: '1440',
      },
    });
    sibling = await server.startSibling();
  });
  afterAll(async () => {
    await sibling.close();
    await server.close();
  });

  async function newOwner(): Promise<Session> {
    const account = await registerAccount(server.client);
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  const newAddress = () => `someone.${Math.random().toString(16).slice(2, 10)}@example.com`;
  const invitationsTo = async (email: string) =>
    (await server.db.selectFrom('invitations').select('id').where('email', '=', email).execute()).length;

  it('answers an address registered in another company exactly as a new one, and mails that person a notice without a link', async () => {
    const owner = await newOwner();
    const elsewhere = await registerAccount(server.client);
    const mailsBefore = await mailCount(server.client, elsewhere.email);

    const toNew = await invite(server.client, owner, { email: newAddress() });
    const toTaken = await invite(server.client, owner, { email: elsewhere.email });
    expect(toTaken.status).toBe(toNew.status);
    expect(toTaken.body).toEqual(toNew.body);
    expect(toTaken.body).toEqual({ output: 'success', message: messages.invited });
    expect([...toTaken.headers.keys()].sort()).toEqual([...toNew.headers.keys()].sort());
    // Upper case and spaces around it change nothing.
    const again = await invite(server.client, owner, { email: `  ${elsewhere.email.toUpperCase()} ` });
    expect([again.status, again.body]).toEqual([toNew.status, toNew.body]);

    expect(await mailCount(server.client, elsewhere.email)).toBe(mailsBefore + 2);
    const notice = await newestMail(server.client, elsewhere.email, /could not be made/);
    expect(notice.subject).toBe('An invitation to the Developer Portal could not be made');
    expect(notice.text).toContain('already has an account on the portal');
    expect(notice.text).not.toMatch(/https?:\/\//);
    expect(notice.html).not.toMatch(/<a\s|https?:\/\//);
    expect(await invitationsTo(elsewhere.email)).toBe(0);
    // The account elsewhere is untouched: it signs in as before, in its own company.
    const signedIn = await signIn(server.client, elsewhere, server.clock);
    expect(signedIn.companyId).not.toBe(owner.companyId);
  });

  it('sends no mail for a dummy consumer of another company, and still answers the same', async () => {
    const other = await newOwner();
    await server.client.raw('/v1/ops/companies/multi-consumer', {
      method: 'POST',
      json: { companyId: other.companyId, enabled: true, limit: 5 },
      auth: { token: server.operatorToken, mfa: false },
    });
    expect(
      (await invite(server.client, other, { dummy: true, firstname: 'Dum', lastname: 'My' })).status,
    ).toBe(201);
    const dummy = `dum.my@${other.email.split('@')[1]}`;
    const owner = await newOwner();
    const reply = await invite(server.client, owner, { email: dummy });
    expect([reply.status, reply.body]).toEqual([201, { output: 'success', message: messages.invited }]);
    expect(await mailCount(server.client, dummy)).toBe(0);
  });

  it('refuses the invitation past the hourly limit with 429, Retry-After and the message, counting notices, until the hour has passed', async () => {
    const owner = await newOwner();
    const elsewhere = await registerAccount(server.client);
    // An invitation and a notice.
    expect((await invite(server.client, owner, { email: newAddress() })).status).toBe(201);
    expect((await invite(server.client, owner, { email: elsewhere.email })).status).toBe(201);
    server.clock.advance(15 * 60_000);
    expect((await invite(sibling.client, owner, { email: newAddress() })).status).toBe(201);

    const email = newAddress();
    for (const client of [server.client, sibling.client]) {
      const over = await invite(client, owner, { email });
      expect(over.status).toBe(429);
      expect(over.body).toEqual({ output: 'error', message: messages.tooManyInvitations(PER_HOUR, 45) });
      expect(over.body.message).toBe(
        'You can send at most 3 invitations an hour. Please try again in 45 minutes.',
      );
      expect(over.headers.get('retry-after')).toBe(String(45 * 60));
    }
    const mailsElsewhere = await mailCount(server.client, elsewhere.email);
    expect((await invite(server.client, owner, { email: elsewhere.email })).status).toBe(429);
    expect(await mailCount(server.client, elsewhere.email)).toBe(mailsElsewhere);
    expect(await mailCount(server.client, email)).toBe(0);
    expect(await invitationsTo(email)).toBe(0);

    server.clock.advance(45 * 60_000 - 1_000);
    expect((await invite(server.client, owner, { email })).body.message).toBe(
      'You can send at most 3 invitations an hour. Please try again in 1 minute.',
    );
    server.clock.advance(1_000);
    expect((await invite(server.client, owner, { email })).status).toBe(201);
    expect(await invitationsTo(email)).toBe(1);
  });

  it('gives each Owner a limit of their own, also in one company', async () => {
    const owner = await newOwner();
    const colleague = await joinTeam(server.client, owner, { admin: true });
    const otherOwner = asSession(colleague, await signIn(server.client, colleague, server.clock));
    for (let n = 1; n < PER_HOUR; n += 1) {
      expect((await invite(server.client, owner, { email: newAddress() })).status).toBe(201);
    }
    expect((await invite(server.client, owner, { email: newAddress() })).status).toBe(429);
    expect((await invite(server.client, otherOwner, { email: newAddress() })).status).toBe(201);
  });

  it('holds the limit for parallel invitations on two instances', async () => {
    const owner = await newOwner();
    const replies = await Promise.all(
      Array.from({ length: PER_HOUR + 4 }, (_, n) =>
        invite(n % 2 === 0 ? server.client : sibling.client, owner, { email: newAddress() }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(PER_HOUR);
    expect(replies.filter((reply) => reply.status === 429)).toHaveLength(4);
  });

  it('leaves dummy consumers and refusals out of the count', async () => {
    const owner = await newOwner();
    await server.client.raw('/v1/ops/companies/multi-consumer', {
      method: 'POST',
      json: { companyId: owner.companyId, enabled: true, limit: 10 },
      auth: { token: server.operatorToken, mfa: false },
    });
    for (let n = 0; n < PER_HOUR + 1; n += 1) {
      expect(
        (await invite(server.client, owner, { dummy: true, firstname: 'Dummy', lastname: `No${n}` })).status,
      ).toBe(201);
      expect((await invite(server.client, owner, { email: owner.email })).status).toBe(409);
    }
    for (let n = 0; n < PER_HOUR; n += 1) {
      expect((await invite(server.client, owner, { email: newAddress() })).status).toBe(201);
    }
  });
});
