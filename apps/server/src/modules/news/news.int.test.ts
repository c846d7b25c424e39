import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  messages,
  type NewsItemReply,
  type NewsListReply,
  newsLimits,
  type PublishNewsRequest,
} from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passwordStep,
  type RegisteredAccount,
  registerAccount,
  signIn,
} from '../../../test/test-support/accounts';
import { runCli } from '../../../test/test-support/ops-cli';
import { asSession, joinTeam, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

// The first bytes of a PNG, then bytes that are not text: the file must come back unchanged.
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10, 0x80]);

describe(`News and terms (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function newOwner(): Promise<Session & { account: RegisteredAccount }> {
    const account = await registerAccount(server.client);
    return { ...asSession(account, await signIn(server.client, account, server.clock)), account };
  }
  async function newMember(owner: Session): Promise<Session & { account: RegisteredAccount }> {
    const account = await joinTeam(server.client, owner);
    return { ...asSession(account, await signIn(server.client, account, server.clock)), account };
  }

  const operator = () => ({
    authorization: `Bearer ${server.operatorToken}`,
    'content-type': 'application/json',
  });
  async function publish(input: Partial<PublishNewsRequest> & { audience: PublishNewsRequest['audience'] }) {
    // Each item a moment later, so newest-first has one answer.
    server.clock.advance(1_000);
    const response = await fetch(`${server.baseUrl}/v1/ops/news`, {
      method: 'POST',
      headers: operator(),
      body: JSON.stringify({
        subject: 'Maintenance window',
        body: 'Saturday 02:00 to 04:00 UTC.',
        attachments: [],
        ...input,
      }),
    });
    return { status: response.status, body: (await response.json()) as { id: string; message: string } };
  }
  async function published(input: Parameters<typeof publish>[0]): Promise<string> {
    const reply = await publish(input);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body.id;
  }
  async function opsList() {
    const response = await fetch(`${server.baseUrl}/v1/ops/news`, { headers: operator() });
    return ((await response.json()) as { news: Array<{ id: string; accepted: number }> }).news;
  }

  const list = (who: Session, page = 1) =>
    server.client.get<NewsListReply>(
      '/v1/ddp/view-news',
      { consumerId: who.consumerId, page },
      { token: who.token },
    );
  const listIds = async (who: Session) => {
    const reply = await list(who);
    expect(reply.status).toBe(200);
    return reply.body.message.map((item) => item.id);
  };
  const item = (who: Session, newsId: string, consumerId = who.consumerId) =>
    server.client.raw<NewsItemReply & { message?: string }>(
      `/v1/ddp/get-news?${new URLSearchParams({ newsId, consumerId })}`,
      { method: 'GET', auth: { token: who.token } },
    );
  const answer = (who: Session, newsId: string, accepted: unknown, overrides: Record<string, unknown> = {}) =>
    server.client.post<{ message: string; accountDeleted?: boolean }>(
      '/v1/ddp/update-terms-condition',
      { consumerId: who.consumerId, accepted, broadcastnews_id: newsId, ...overrides },
      { token: who.token },
    );

  const cli = (...args: string[]) => runCli(server, args);

  it('shows news for all companies to everyone and addressed news only to the companies named', async () => {
    const [first, second, third] = [await newOwner(), await newOwner(), await newOwner()];
    const forAll = await published({ subject: 'For everyone', audience: 'all' });
    const forFirst = await published({ subject: 'For the first', audience: [first.companyId] });
    const forBoth = await published({ subject: 'For two', audience: [first.companyId, second.companyId] });
    const firstColleague = await newMember(first);

    expect(await listIds(first)).toEqual(expect.arrayContaining([forAll, forFirst, forBoth]));
    expect(await listIds(firstColleague)).toEqual(expect.arrayContaining([forAll, forFirst, forBoth]));
    const secondSees = await listIds(second);
    expect(secondSees).toEqual(expect.arrayContaining([forAll, forBoth]));
    expect(secondSees).not.toContain(forFirst);
    const thirdSees = await listIds(third);
    expect(thirdSees).toContain(forAll);
    expect(thirdSees).not.toContain(forFirst);
    expect(thirdSees).not.toContain(forBoth);

    // Another company's news answers exactly like an id that does not exist.
    const foreign = await item(third, forFirst);
    const unknown = await item(third, '00000000-0000-4000-8000-000000000000');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(unknown.body);
    expect((await answer(third, forFirst, 1)).status).toBe(404);
    expect((await item(first, forFirst)).body).toMatchObject({ subject: 'For the first', output: 'success' });
  });

  it('lists subject and date newest first, 10 a page', async () => {
    const owner = await newOwner();
    const ids: string[] = [];
    for (let n = 1; n <= 12; n += 1)
      ids.push(await published({ subject: `Update ${n}`, audience: [owner.companyId] }));
    const firstPage = await list(owner, 1);
    expect(firstPage.body).toMatchObject({ output: 'success', page: 1, pageSize: 10 });
    expect(firstPage.body.message).toHaveLength(10);
    const total = firstPage.body.total;
    const secondPage = await list(owner, 2);
    expect(secondPage.body.message).toHaveLength(Math.min(10, total - 10));
    const seen = [...firstPage.body.message, ...secondPage.body.message].map((row) => row.id);
    const mine = seen.filter((id) => ids.includes(id));
    expect(mine).toEqual([...ids].reverse().slice(0, mine.length));
    expect(firstPage.body.message[0]).toEqual({
      id: ids[11],
      subject: 'Update 12',
      createdat: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      terms_and_conditions: false,
      consumer_accept: null,
    });
  });

  it('publishes from the CLI with files that come back byte for byte under their names', async () => {
    const owner = await newOwner();
    const folder = mkdtempSync(path.join(tmpdir(), 'news-cli-'));
    const png = path.join(folder, 'network map.png');
    const notes = path.join(folder, 'release-notes.txt');
    const body = path.join(folder, 'body.txt');
    writeFileSync(png, PNG_BYTES);
    writeFileSync(notes, 'Grüße: version 2.1 ships on Monday.\n');
    writeFileSync(body, 'Line one.\nLine two.');
    const run = await cli(
      'news',
      'publish',
      '--subject',
      'Release 2.1',
      '--body-file',
      body,
      '--attach',
      png,
      '--attach',
      notes,
      '--terms',
      '--company',
      owner.companyId,
    );
    expect(run.code, run.output).toBe(0);
    const id = /Published news ([0-9a-f-]{36}) to 1 company/.exec(run.output)?.[1] ?? '';

    const reply = await item(owner, id);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      output: 'success',
      id,
      subject: 'Release 2.1',
      body: 'Line one.\nLine two.',
      terms_and_conditions: true,
      consumer_accept: null,
    });
    expect(reply.body.attachment.map((file) => file.filename)).toEqual([
      'network map.png',
      'release-notes.txt',
    ]);
    expect(Buffer.from(reply.body.attachment[0]?.content ?? '', 'base64')).toEqual(PNG_BYTES);
    expect(reply.body.attachment[0]?.contentType).toBe('image/png');
    expect(Buffer.from(reply.body.attachment[1]?.content ?? '', 'base64').toString('utf8')).toBe(
      'Grüße: version 2.1 ships on Monday.\n',
    );

    const listed = await cli('news', 'list');
    expect(listed.output).toContain('Release 2.1');
    expect((await cli('news', 'publish', '--subject', 'No audience', '--body', 'x')).code).toBe(2);
    expect((await cli('news', 'withdraw', id)).code).toBe(0);
    expect((await item(owner, id)).status).toBe(404);
  });

  it('records one acceptance per member and refuses a second answer', async () => {
    const owner = await newOwner();
    const colleague = await newMember(owner);
    const id = await published({
      subject: 'New terms',
      terms_and_conditions: true,
      audience: [owner.companyId],
    });

    const accepted = await answer(owner, id, 1);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      output: 'success',
      message: messages.termsAccepted,
      consumer_accept: 1,
    });
    expect((await item(owner, id)).body.consumer_accept).toBe(1);
    expect((await list(owner)).body.message.find((row) => row.id === id)?.consumer_accept).toBe(1);

    for (const again of [1, 0]) {
      const second = await answer(owner, id, again);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(messages.termsAlreadyAnswered);
    }
    // The refusal after an acceptance changed nothing: the account still works.
    expect((await list(owner)).status).toBe(200);
    // Answers are per member: the colleague has not answered yet.
    expect((await item(colleague, id)).body.consumer_accept).toBeNull();
    expect((await opsList()).find((row) => row.id === id)?.accepted).toBe(1);
  });

  it('deletes the account of a member who refuses the terms: session gone, no sign-in', async () => {
    const owner = await newOwner();
    const member = await newMember(owner);
    const id = await published({ subject: 'Updated terms', terms_and_conditions: true, audience: 'all' });

    const refused = await answer(member, id, 0);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      output: 'success',
      message: messages.accountDeleted,
      accountDeleted: true,
    });

    const afterwards = await list(member);
    expect(afterwards.status).toBe(401);
    await expect(passwordStep(server.client, member.account)).rejects.toThrow(/login failed/);
    const remaining = await server.db
      .selectFrom('consumers')
      .select('id')
      .where('id', '=', member.consumerId)
      .execute();
    expect(remaining).toEqual([]);
    // The company and its Owner stay.
    expect((await list(owner)).status).toBe(200);
  });

  it('keeps the last Owner of a team, with the question still open, when that Owner refuses', async () => {
    const owner = await newOwner();
    await newMember(owner);
    const id = await published({
      subject: 'Terms 2026',
      terms_and_conditions: true,
      audience: [owner.companyId],
    });

    const refused = await answer(owner, id, 0);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.lastOwner);
    expect((await item(owner, id)).body.consumer_accept).toBeNull();
    expect((await answer(owner, id, 1)).status).toBe(200);
  });

  it('refuses bad answers with a clear message and records nothing', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const terms = await published({
      subject: 'Terms',
      terms_and_conditions: true,
      audience: [owner.companyId],
    });
    const plain = await published({ subject: 'Plain news', audience: [owner.companyId] });

    const cases: Array<[unknown, Record<string, unknown>, number, string]> = [
      [2, {}, 400, messages.termsAnswerRequired],
      ['1', {}, 400, messages.termsAnswerRequired],
      [undefined, {}, 400, messages.termsAnswerRequired],
      [1, { broadcastnews_id: 'not-an-id' }, 400, messages.badRequest],
      [1, { consumerId: other.consumerId }, 403, messages.forbidden],
      [1, { broadcastnews_id: plain }, 409, messages.newsWithoutTerms],
    ];
    for (const [accepted, overrides, status, message] of cases) {
      const reply = await answer(owner, terms, accepted, overrides);
      expect(reply.status, JSON.stringify([accepted, overrides])).toBe(status);
      expect(reply.body).toMatchObject({ output: 'error', message });
    }
    expect((await item(owner, terms)).body.consumer_accept).toBeNull();
    expect((await item(owner, terms, other.consumerId)).status).toBe(403);
    const badQuery = await server.client.raw('/v1/ddp/get-news?newsId=1', {
      method: 'GET',
      auth: { token: owner.token },
    });
    expect(badQuery.status).toBe(400);
    expect((await list({ ...owner, consumerId: other.consumerId })).status).toBe(403);
    const unsigned = await server.client.get('/v1/ddp/view-news', { consumerId: owner.consumerId });
    expect(unsigned.status).toBe(401);
  });

  it('refuses a bad publication with a clear message and stores nothing', async () => {
    const owner = await newOwner();
    const before = (await opsList()).length;
    const file = (filename: string, bytes: number) => ({
      filename,
      content: Buffer.alloc(bytes, 7).toString('base64'),
    });
    const cases: Array<[Parameters<typeof publish>[0] & Record<string, unknown>, string]> = [
      [{ subject: ' ', audience: 'all' }, messages.newsSubjectRequired],
      [{ body: '', audience: 'all' }, messages.newsBodyRequired],
      [{ audience: [] as string[] }, messages.newsAudienceRequired],
      [
        { audience: ['00000000-0000-4000-8000-000000000000', owner.companyId] },
        messages.newsUnknownCompanies(['00000000-0000-4000-8000-000000000000']),
      ],
      [
        { audience: 'all', attachments: Array.from({ length: 6 }, (_, n) => file(`f${n}.txt`, 3)) },
        messages.newsTooManyAttachments,
      ],
      [
        { audience: 'all', attachments: [file('big.pdf', newsLimits.attachmentMaxBytes + 1)] },
        messages.newsAttachmentTooLarge('big.pdf'),
      ],
      [{ audience: 'all', attachments: [file('empty.txt', 0)] }, messages.newsAttachmentEmpty('empty.txt')],
      [
        { audience: 'all', attachments: [{ filename: '../etc/passwd', content: 'AAAA' }] },
        messages.newsAttachmentName,
      ],
      [
        { audience: 'all', attachments: [{ filename: 'a.txt', content: 'not base64!' }] },
        messages.newsAttachmentContent,
      ],
    ];
    for (const [input, message] of cases) {
      const reply = await publish(input);
      expect(reply.status, message).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    expect(await opsList()).toHaveLength(before);

    // The largest allowed file goes through.
    expect(
      (
        await publish({
          audience: [owner.companyId],
          attachments: [file('max.bin', newsLimits.attachmentMaxBytes)],
        })
      ).status,
    ).toBe(201);
    const noToken = await fetch(`${server.baseUrl}/v1/ops/news`, { method: 'POST', body: '{}' });
    expect(noToken.status).toBe(401);
  });
});
