import { messages, type StartSummaryReply } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFields } from '../../../test/test-support/bug-reports';
import { createCredential, grant } from '../../../test/test-support/credentials';
import {
  newMember as aNewMember,
  newOwner as aNewOwner,
  invite,
  type Session,
} from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const NOTHING_YET = {
  output: 'success',
  steps: { createClient: false, getToken: false, callApi: false, inviteTeam: false },
  counts: { clients: 0, secretsToView: 0, termsToAnswer: 0, openRequests: 0, openBugReports: 0 },
  checklistDismissed: false,
};

describe(`Start page summary (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const newOwner = () => aNewOwner(server);
  const newMember = (owner: Session) => aNewMember(server, owner);
  const summary = (who: Session, payload: Record<string, unknown> = { consumerId: who.consumerId }) =>
    server.client.get<StartSummaryReply>('/v1/ddp/start-summary', payload, { token: who.token });
  const summaryOf = async (who: Session) => {
    const reply = await summary(who);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const post = (path: string, who: Session, payload: Record<string, unknown>) =>
    server.client.post(path, payload, { token: who.token });
  const operator = (path: string, body: Record<string, unknown>) =>
    fetch(`${server.opsBaseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  async function tokenFor(credential: { client_id: string; client_secret: string }): Promise<string> {
    const reply = await grant(server.baseUrl, credential);
    expect(reply.status).toBe(200);
    return ((await reply.json()) as { access_token: string }).access_token;
  }
  const callSampleApi = (token: string) =>
    fetch(`${server.baseUrl}/v1/sample/stations`, { headers: { authorization: `Bearer ${token}` } });
  const companyFacts = (companyId: string) =>
    server.db
      .selectFrom('companies')
      .select(['first_token_at', 'first_api_call_at'])
      .where('id', '=', companyId)
      .executeTakeFirstOrThrow();

  it('starts with nothing done and nothing to count', async () => {
    const owner = await newOwner();
    expect(await summaryOf(owner)).toEqual(NOTHING_YET);
  });

  it('ticks off each step from what really happened: client, token, accepted API call, invitation', async () => {
    const owner = await newOwner();
    const credential = await createCredential(server.client, owner, 'Start page');
    expect((await summaryOf(owner)).steps).toEqual({
      createClient: true,
      getToken: false,
      callApi: false,
      inviteTeam: false,
    });
    expect((await summaryOf(owner)).counts.clients).toBe(1);

    // A refused grant and a refused API call are not a first use.
    expect((await grant(server.baseUrl, { ...credential, client_secret: 'wrong' })).status).toBe(401);
    expect((await callSampleApi('not-a-token')).status).toBe(401);
    expect((await summaryOf(owner)).steps.getToken).toBe(false);

    const token = await tokenFor(credential);
    expect((await summaryOf(owner)).steps).toMatchObject({ getToken: true, callApi: false });
    const firstToken = (await companyFacts(owner.companyId)).first_token_at;
    expect(firstToken).toBeInstanceOf(Date);

    expect((await callSampleApi(token)).status).toBe(200);
    expect((await summaryOf(owner)).steps).toMatchObject({ callApi: true, inviteTeam: false });

    // Set once: later tokens and calls leave the first times as they were.
    server.clock.advance(60_000);
    const facts = await companyFacts(owner.companyId);
    expect((await callSampleApi(await tokenFor(credential))).status).toBe(200);
    expect(await companyFacts(owner.companyId)).toEqual(facts);
    expect(facts.first_token_at).toEqual(firstToken);

    // An invitation that is still open is enough: the Owner did invite.
    const invited = await invite(server.client, owner, { email: `open.${Date.now()}@example.com` });
    expect(invited.status).toBe(201);
    expect((await summaryOf(owner)).steps.inviteTeam).toBe(true);

    // Deleting the client keeps what was done: the company did create one.
    const listed = await post('/v1/ddp/view-oauth-credentials', owner, { consumerId: owner.consumerId });
    const [{ id }] = (listed.body as { message: Array<{ id: string }> }).message as [{ id: string }];
    const gone = await post('/v1/ddp/delete-oauth-credentials', owner, {
      credentialId: id,
      consumerId: owner.consumerId,
    });
    expect(gone.status).toBe(200);
    expect(await summaryOf(owner)).toMatchObject({
      steps: { createClient: true, getToken: true, callApi: true, inviteTeam: true },
      counts: { clients: 0 },
    });
  });

  it('counts a team with a second member as invited, and keeps Owner-only items from members', async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    expect((await summaryOf(owner)).steps.inviteTeam).toBe(true);
    // Only Owners invite and see advanced requests (spec section 6): for a member those are null.
    expect(await summaryOf(member)).toMatchObject({
      steps: { inviteTeam: null },
      counts: { openRequests: null },
    });
    // A client of a teammate counts for the company's steps, not for the member's own clients.
    await tokenFor(await createCredential(server.client, owner, 'Owner app'));
    expect(await summaryOf(member)).toMatchObject({
      steps: { createClient: true, getToken: true, callApi: false },
      counts: { clients: 0 },
    });
  });

  it('counts secrets waiting in the one-time view, unanswered terms, open requests and open reports', async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    const credential = await createCredential(server.client, owner, 'Handed over');
    const moved = await post('/v1/ddp/transfer-oauth-access-token', owner, {
      client_id: credential.client_id,
      consumer: member.email,
      fromconsumer: owner.email,
    });
    expect(moved.status).toBe(200);
    expect((await summaryOf(member)).counts).toMatchObject({ clients: 0, secretsToView: 1 });
    expect((await summaryOf(owner)).counts).toMatchObject({ clients: 0, secretsToView: 0 });
    const viewed = await post('/v1/ddp/get-clientid-secret', member, { client_id: credential.client_id });
    expect(viewed.status).toBe(200);
    expect((await summaryOf(member)).counts).toMatchObject({ clients: 1, secretsToView: 0 });

    // Terms for this company count until answered; news without terms never does.
    for (const terms of [true, false]) {
      const published = await operator('/v1/ops/news', {
        subject: terms ? 'New terms' : 'Plain news',
        body: 'Read me.',
        terms_and_conditions: terms,
        audience: [owner.companyId],
        attachments: [],
      });
      expect(published.status).toBe(201);
    }
    expect((await summaryOf(owner)).counts.termsToAnswer).toBe(1);
    expect((await summaryOf(member)).counts.termsToAnswer).toBe(1);
    const news = await server.client.get<{ message: Array<{ id: string; terms_and_conditions: boolean }> }>(
      '/v1/ddp/view-news',
      { consumerId: member.consumerId, page: 1 },
      { token: member.token },
    );
    const withTerms = news.body.message.find((item) => item.terms_and_conditions);
    const answered = await post('/v1/ddp/update-terms-condition', member, {
      consumerId: member.consumerId,
      accepted: 1,
      broadcastnews_id: withTerms?.id,
    });
    expect(answered.status).toBe(200);
    expect((await summaryOf(member)).counts.termsToAnswer).toBe(0);
    expect((await summaryOf(owner)).counts.termsToAnswer).toBe(1);

    // An advanced request is open until the operator decides it.
    const sent = await post('/v1/ddp/request-advanced-services', owner, {
      description: 'Hourly flows per district',
      consumerId: owner.consumerId,
    });
    expect(sent.status).toBe(201);
    expect((await summaryOf(owner)).counts.openRequests).toBe(1);
    const requests = await post('/v1/ddp/view-advanced-services', owner, { consumerId: owner.consumerId });
    const [{ requestId }] = (requests.body as { message: Array<{ requestId: string }> }).message as [
      { requestId: string },
    ];
    expect((await operator('/v1/ops/requests/status', { requestId, status: 'In review' })).status).toBe(200);
    expect((await summaryOf(owner)).counts.openRequests).toBe(1);
    expect((await operator('/v1/ops/requests/status', { requestId, status: 'Rejected' })).status).toBe(200);
    expect((await summaryOf(owner)).counts.openRequests).toBe(0);

    // Bug reports are the sender's own: open while Pending or In progress.
    expect((await post('/v1/ddp/create-bug-report', member, reportFields(member))).status).toBe(201);
    expect((await summaryOf(member)).counts.openBugReports).toBe(1);
    expect((await summaryOf(owner)).counts.openBugReports).toBe(0);
    const reports = await post('/v1/ddp/get-list-bug-report', member, { consumer_id: member.consumerId });
    const [{ id }] = (reports.body as { message: Array<{ id: string }> }).message as [{ id: string }];
    expect((await operator('/v1/ops/bug-reports/status', { id, status: 'Resolved' })).status).toBe(200);
    expect((await summaryOf(member)).counts.openBugReports).toBe(0);
  });

  it("never counts another company's clients, tokens, calls, invitations, news, requests or reports", async () => {
    const ownerA = await newOwner();
    const ownerB = await newOwner();
    const credential = await createCredential(server.client, ownerA, 'Only A');
    expect((await callSampleApi(await tokenFor(credential))).status).toBe(200);
    expect((await invite(server.client, ownerA, { email: `a.${Date.now()}@example.com` })).status).toBe(201);
    await operator('/v1/ops/news', {
      subject: 'Terms for A',
      body: 'Only A.',
      terms_and_conditions: true,
      audience: [ownerA.companyId],
      attachments: [],
    });
    await post('/v1/ddp/request-advanced-services', ownerA, {
      description: 'A only',
      consumerId: ownerA.consumerId,
    });
    await post('/v1/ddp/create-bug-report', ownerA, reportFields(ownerA));

    expect(await summaryOf(ownerA)).toMatchObject({
      steps: { createClient: true, getToken: true, callApi: true, inviteTeam: true },
      counts: { clients: 1, termsToAnswer: 1, openRequests: 1, openBugReports: 1 },
    });
    expect(await summaryOf(ownerB)).toEqual(NOTHING_YET);
    // Naming A's consumer id does not reach A's data.
    const reply = await summary(ownerB, { consumerId: ownerA.consumerId });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({ output: 'error', message: messages.forbidden });
  });

  it('refuses a call without a session, and bad input with a clear error', async () => {
    const owner = await newOwner();
    const anonymous = await server.client.get('/v1/ddp/start-summary', { consumerId: owner.consumerId });
    expect(anonymous.status).toBe(401);
    const noMfa = await server.client.get(
      '/v1/ddp/start-summary',
      { consumerId: owner.consumerId },
      { token: owner.token, mfa: false },
    );
    expect(noMfa.status).toBe(401);
    for (const payload of [{}, { consumerId: 'not-an-id' }, { consumerId: 42 }]) {
      const reply = await summary(owner, payload);
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(reply.body).toMatchObject({ output: 'error', message: messages.badRequest });
    }
    const raw = await server.client.raw('/v1/ddp/start-summary?encryptData=garbage', {
      method: 'GET',
      auth: { token: owner.token },
    });
    expect(raw.status).toBe(400);
  });

  it('remembers a dismissed checklist per account, on the server', async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    const dismiss = (who: Session, payload: Record<string, unknown> = { consumerId: who.consumerId }) =>
      post('/v1/ddp/dismiss-start-checklist', who, payload);

    expect(
      (await server.client.post('/v1/ddp/dismiss-start-checklist', { consumerId: owner.consumerId })).status,
    ).toBe(401);
    expect((await dismiss(owner, { consumerId: 'x' })).status).toBe(400);
    expect((await dismiss(owner, { consumerId: member.consumerId })).status).toBe(403);
    expect((await summaryOf(member)).checklistDismissed).toBe(false);
    expect((await summaryOf(owner)).checklistDismissed).toBe(false);

    const reply = await dismiss(owner);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ output: 'success', checklistDismissed: true });
    // Twice is the same as once; the teammate still sees theirs.
    expect((await dismiss(owner)).status).toBe(200);
    expect((await summaryOf(owner)).checklistDismissed).toBe(true);
    expect((await summaryOf(member)).checklistDismissed).toBe(false);
  });
});
