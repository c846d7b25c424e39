import { type BugReportDetailReply, bugAttachmentLimits, messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import {
  type Attachment,
  pdfOfSize,
  reportFields,
  samples,
  startPartialUpload,
  uploadReport,
} from '../../../test/test-support/bug-reports';
import type { PortalClient } from '../../../test/test-support/portal-client';
import { asSession, joinTeam, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const KiB = 1024;
const MiB = 1024 * KiB;
/** Small limits, so that the tests fill them quickly; the defaults have their own config test. */
const QUOTA_MB = 3;
const QUOTA = QUOTA_MB * MiB;
const PER_HOUR = 3;
const quotaMessage = messages.bugReportQuotaExceeded(QUOTA_MB);

describe(`bug report uploads within the account's limits (${testDatabaseKind})`, () => {
  let server: TestServer;
  let sibling: Awaited<ReturnType<TestServer['startSibling']>>;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        BUG_REPORT_QUOTA_MB: String(QUOTA_MB),
        BUG_REPORT_RATE_PER_HOUR: String(PER_HOUR),
        // The hourly limit's test moves the clock on by an hour with the same session.
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
  const upload = (who: Session, files: Attachment[], client: PortalClient = server.client) =>
    uploadReport(client, who, files, { ...reportFields(who), fileCount: String(files.length) });
  const createJson = (who: Session) =>
    server.client.post('/v1/ddp/create-bug-report', reportFields(who), { token: who.token });
  const detail = (who: Session, id: unknown) =>
    server.client.raw<BugReportDetailReply>(`/v1/ddp/get-report?id=${encodeURIComponent(String(id))}`, {
      method: 'GET',
      auth: { token: who.token },
    });
  const pdf = (name: string, size: number): Attachment => ({ name, bytes: pdfOfSize(size, 7) });
  /** Everything stored of the reporter's reports: reports, files and their bytes (pieces go with their file). */
  const stored = async (who: Session) => {
    const reports = await server.db
      .selectFrom('bug_reports')
      .select('id')
      .where('consumer_id', '=', who.consumerId)
      .execute();
    const files = await server.db
      .selectFrom('bug_report_files')
      .innerJoin('bug_reports', 'bug_reports.id', 'bug_report_files.report_id')
      .select(['bug_report_files.id', 'bug_report_files.size'])
      .where('bug_reports.consumer_id', '=', who.consumerId)
      .execute();
    return {
      reports: reports.length,
      files: files.length,
      bytes: files.reduce((sum, file) => sum + file.size, 0),
    };
  };

  describe('storage per account', () => {
    it('refuses with 413 and the quota message a report that would pass the storage, and keeps nothing of it', async () => {
      const owner = await newOwner();
      expect((await upload(owner, [pdf('a.pdf', 2 * MiB)])).status).toBe(201);
      const before = await stored(owner);

      const over = await upload(owner, [pdf('b.pdf', 700 * KiB), pdf('c.pdf', 400 * KiB)]);
      expect(over.status).toBe(413);
      expect(over.body).toMatchObject({ output: 'error', message: quotaMessage });
      expect(over.body.message).toBe(
        'Your bug reports can hold at most 3 MiB of attachments in all, and this report would go beyond that. Please send it with fewer or smaller files.',
      );
      expect(await stored(owner)).toEqual(before);

      // What is left still fits, to the byte.
      expect((await upload(owner, [pdf('d.pdf', QUOTA - 2 * MiB)])).status).toBe(201);
      expect((await stored(owner)).bytes).toBe(QUOTA);
      expect((await upload(owner, [pdf('e.pdf', 16)])).status).toBe(413);
      // A report without files still goes through both calls: it takes no storage.
      expect((await createJson(owner)).status).toBe(201);
    });

    it('counts the storage in the database: a second instance refuses what the first one filled', async () => {
      const owner = await newOwner();
      expect((await upload(owner, [pdf('a.pdf', QUOTA - 500 * KiB)])).status).toBe(201);
      const before = await stored(owner);
      const onSibling = await upload(owner, [pdf('b.pdf', 600 * KiB)], sibling.client);
      expect([onSibling.status, onSibling.body.message]).toEqual([413, quotaMessage]);
      expect(await stored(owner)).toEqual(before);
    });

    it('lets parallel uploads of one account, on two instances, store no more than its storage together', async () => {
      const owner = await newOwner();
      const clients = [server.client, sibling.client, server.client, sibling.client];
      const replies = await Promise.all(
        clients.map((client, n) => upload(owner, [pdf(`part-${n}.pdf`, 1200 * KiB)], client)),
      );
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses).toEqual([201, 201, 413, 413]);
      for (const reply of replies.filter((r) => r.status === 413))
        expect(reply.body.message).toBe(quotaMessage);
      expect(await stored(owner)).toMatchObject({ reports: 2, files: 2, bytes: 2400 * KiB });
    });

    it("is each account's own: a colleague's full storage does not refuse another member", async () => {
      const owner = await newOwner();
      const colleagueAccount = await joinTeam(server.client, owner);
      const colleague = asSession(
        colleagueAccount,
        await signIn(server.client, colleagueAccount, server.clock),
      );
      expect((await upload(owner, [pdf('a.pdf', QUOTA)])).status).toBe(201);
      expect((await upload(colleague, [pdf('b.pdf', QUOTA)])).status).toBe(201);
    });
  });

  describe('reports per hour', () => {
    it('refuses the report past the hourly limit on both calls with 429, Retry-After and the message, until the hour has passed', async () => {
      const owner = await newOwner();
      expect((await createJson(owner)).status).toBe(201);
      server.clock.advance(10 * 60_000);
      expect((await upload(owner, [pdf('a.pdf', 1 * KiB)])).status).toBe(201);
      expect((await createJson(owner)).status).toBe(201);
      const before = await stored(owner);

      const json = await createJson(owner);
      expect(json.status).toBe(429);
      expect(json.body).toEqual({
        output: 'error',
        message: messages.bugReportsPerHourExceeded(PER_HOUR, 50),
      });
      expect(json.body.message).toBe(
        'You can send at most 3 bug reports an hour. Please try again in 50 minutes.',
      );
      expect(json.headers.get('retry-after')).toBe(String(50 * 60));
      const multipart = await upload(owner, [pdf('b.pdf', 1 * KiB)]);
      expect([multipart.status, multipart.body.message]).toEqual([
        429,
        messages.bugReportsPerHourExceeded(PER_HOUR, 50),
      ]);
      // Counted in the database: the other instance refuses as well.
      const elsewhere = await upload(owner, [pdf('c.pdf', 1 * KiB)], sibling.client);
      expect(elsewhere.status).toBe(429);
      expect(await stored(owner)).toEqual(before);

      server.clock.advance(50 * 60_000 - 1_000);
      expect((await createJson(owner)).body.message).toBe(
        'You can send at most 3 bug reports an hour. Please try again in 1 minute.',
      );
      server.clock.advance(1_000);
      expect((await createJson(owner)).status).toBe(201);
      expect((await createJson(owner)).status).toBe(429);
    });

    it('refuses parallel reports past the limit too: exactly the limit is stored', async () => {
      const owner = await newOwner();
      const replies = await Promise.all(
        Array.from({ length: PER_HOUR + 3 }, (_, n) =>
          n % 2 === 0 ? createJson(owner) : upload(owner, [pdf(`p-${n}.pdf`, 1 * KiB)], sibling.client),
        ),
      );
      expect(replies.filter((reply) => reply.status === 201)).toHaveLength(PER_HOUR);
      expect(replies.filter((reply) => reply.status === 429)).toHaveLength(3);
      expect((await stored(owner)).reports).toBe(PER_HOUR);
    });
  });

  describe('streaming: a limit crossed midway is answered before the rest of the body is sent', () => {
    const fieldsOf = (who: Session) => reportFields(who);

    it('judges the kind from the first bytes: a program is refused with 415 with most of it unsent', async () => {
      const owner = await newOwner();
      const before = await stored(owner);
      const partial = await startPartialUpload(server.baseUrl, owner, fieldsOf(owner), {
        name: 'setup.png',
        size: 8 * MiB,
      });
      await partial.send(samples.exe().subarray(0, 64));
      const answer = await partial.answer(5_000);
      partial.abort();
      expect(answer).toEqual({
        status: 415,
        body: { output: 'error', message: messages.bugReportFileType('setup.png'), code: 'file_type' },
      });
      expect(await stored(owner)).toEqual(before);
    });

    it('counts the size while the bytes arrive: the byte past 10 MiB is answered 413 at once', async () => {
      // The default storage of 200 MiB, so that the file's own limit is the first one crossed.
      const roomy = await startTestServer();
      try {
        const account = await registerAccount(roomy.client);
        const owner = asSession(account, await signIn(roomy.client, account, roomy.clock));
        const partial = await startPartialUpload(roomy.baseUrl, owner, fieldsOf(owner), {
          name: 'huge.pdf',
          size: bugAttachmentLimits.maxFileBytes + 5 * MiB,
        });
        await partial.send(pdfOfSize(bugAttachmentLimits.maxFileBytes, 3));
        expect(await partial.answer(300)).toBeUndefined();
        await partial.send(Buffer.from([3]));
        const answer = await partial.answer(5_000);
        partial.abort();
        expect(answer?.status).toBe(413);
        expect(answer?.body.message).toBe(messages.bugReportFileTooLarge('huge.pdf'));
        const files = await roomy.db.selectFrom('bug_report_files').select('id').execute();
        const reports = await roomy.db.selectFrom('bug_reports').select('id').execute();
        expect([reports.length, files.length]).toEqual([0, 0]);
      } finally {
        await roomy.close();
      }
    });

    it("answers 413 at the byte that passes the account's storage", async () => {
      const owner = await newOwner();
      expect((await upload(owner, [pdf('a.pdf', QUOTA - 100 * KiB)])).status).toBe(201);
      const before = await stored(owner);
      const partial = await startPartialUpload(server.baseUrl, owner, fieldsOf(owner), {
        name: 'b.pdf',
        size: 5 * MiB,
      });
      await partial.send(pdfOfSize(100 * KiB, 1));
      expect(await partial.answer(300)).toBeUndefined();
      await partial.send(Buffer.alloc(64 * KiB, 1));
      const answer = await partial.answer(5_000);
      partial.abort();
      expect([answer?.status, answer?.body.message]).toEqual([413, quotaMessage]);
      expect(await stored(owner)).toEqual(before);
    });

    it('keeps nothing of an upload the client breaks off midway, and gives its storage back', async () => {
      const owner = await newOwner();
      const before = await stored(owner);
      const partial = await startPartialUpload(server.baseUrl, owner, fieldsOf(owner), {
        name: 'half.pdf',
        size: 900 * KiB,
      });
      await partial.send(pdfOfSize(700 * KiB, 2));
      expect(await partial.answer(300)).toBeUndefined();
      partial.abort();
      // The server notices the broken connection on its own time; the upload's claim is released then.
      let full = await upload(owner, [pdf('whole.pdf', QUOTA)]);
      for (let tries = 0; full.status === 413 && tries < 20; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        full = await upload(owner, [pdf('whole.pdf', QUOTA)]);
      }
      expect(full.status).toBe(201);
      expect(await stored(owner)).toEqual({
        reports: before.reports + 1,
        files: before.files + 1,
        bytes: QUOTA,
      });
    });
  });

  describe('names and content of stored files', () => {
    it('stores and serves each file under the extension of its kind, without control or bidi characters', async () => {
      const owner = await newOwner();
      const sent = await upload(owner, [
        { name: 'x.html', bytes: samples.png(), type: 'text/html' },
        { name: 'invoice\u202Efdp.exe', bytes: samples.pdf() },
        { name: 'photo.JPEG', bytes: samples.jpeg() },
        { name: 'scan', bytes: samples.pdf() },
        { name: '..\\..\\evil\u0007\u2066name\u2069.png.html', bytes: samples.jpeg() },
      ]);
      expect(sent.status).toBe(201);
      const read = await detail(owner, sent.body.id);
      expect(read.body.attachment.map(({ name, contentType }) => [name, contentType])).toEqual([
        ['x.png', 'image/png'],
        ['invoicefdp.pdf', 'application/pdf'],
        ['photo.JPEG', 'image/jpeg'],
        ['scan.pdf', 'application/pdf'],
        ['evilname.png.jpg', 'image/jpeg'],
      ]);
      const operator = await server.client.raw<{ report: { attachments: Array<{ name: string }> } }>(
        `/v1/ops/bug-reports/${String(sent.body.id)}`,
        { method: 'GET', auth: { token: server.operatorToken, mfa: false } },
      );
      expect(operator.body.report.attachments.map(({ name }) => name)).toEqual([
        'x.png',
        'invoicefdp.pdf',
        'photo.JPEG',
        'scan.pdf',
        'evilname.png.jpg',
      ]);
    });

    it('gives back the exact bytes of files stored in many pieces, in JSON as the contract has it', async () => {
      const owner = await newOwner();
      // Sizes around the storage pieces and base64's groups of three.
      const files = [393_215, 393_216, 393_217, 1_000_003].map((size, n) => ({
        name: `f${n}.pdf`,
        bytes: pdfOfSize(size),
      }));
      const sent = await upload(owner, files);
      expect(sent.status).toBe(201);
      const read = await detail(owner, sent.body.id);
      expect(read.status).toBe(200);
      expect(read.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(Object.keys(read.body)).toEqual([
        'output',
        'message',
        'id',
        'title',
        'createdat',
        'description',
        'priority',
        'status',
        'attachment',
      ]);
      expect(read.body).toMatchObject({ output: 'success', message: 'success', id: sent.body.id });
      read.body.attachment.forEach((file, n) => {
        expect(file).toMatchObject({
          name: `f${n}.pdf`,
          contentType: 'application/pdf',
          size: files[n]?.bytes.length,
        });
        expect(Buffer.from(file.content, 'base64').equals(files[n]?.bytes ?? Buffer.alloc(0))).toBe(true);
      });
      const unknown = await detail(owner, 'BR-99999999');
      expect([unknown.status, unknown.body]).toEqual([404, { output: 'error', message: messages.notFound }]);
    });
  });
});
