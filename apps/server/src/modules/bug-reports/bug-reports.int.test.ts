import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type BugReportDetailReply,
  type BugReportListReply,
  bugAttachmentLimits,
  messages,
} from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { type Attachment, reportFields, samples, uploadReport } from '../../../test/test-support/bug-reports';
import { runCli } from '../../../test/test-support/ops-cli';
import { asSession, joinTeam, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

describe(`bug reports (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function newOwner(): Promise<Session> {
    const account = await registerAccount(server.client);
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  async function newMember(owner: Session): Promise<Session> {
    const account = await joinTeam(server.client, owner);
    return asSession(account, await signIn(server.client, account, server.clock));
  }
  const createJson = (who: Session, overrides: Record<string, unknown> = {}) =>
    server.client.post(
      '/v1/ddp/create-bug-report',
      { ...reportFields(who), ...overrides },
      { token: who.token },
    );
  const upload = (who: Session, files: Attachment[], overrides: Record<string, string> = {}) =>
    uploadReport(server.client, who, files, {
      ...reportFields(who),
      fileCount: String(files.length),
      ...overrides,
    });
  const list = (who: Session, extra: Record<string, unknown> = {}) =>
    server.client.post<BugReportListReply>(
      '/v1/ddp/get-list-bug-report',
      { consumer_id: who.consumerId, ...extra },
      { token: who.token },
    );
  const detail = (who: Session, id: string) =>
    server.client.raw<BugReportDetailReply>(`/v1/ddp/get-report?id=${encodeURIComponent(id)}`, {
      method: 'GET',
      auth: { token: who.token },
    });
  /** Rows of the reporter in both tables: what a refused upload must leave untouched. */
  const stored = async (who: Session) => {
    const reports = await server.db
      .selectFrom('bug_reports')
      .select('id')
      .where('consumer_id', '=', who.consumerId)
      .execute();
    const files = await server.db.selectFrom('bug_report_files').select('id').execute();
    return { reports: reports.length, files: files.length };
  };
  const ops = (method: string, route: string, json?: unknown, token = server.operatorToken) =>
    server.client.raw(route, { method, json, auth: token ? { token, mfa: false } : undefined });
  const cli = (...args: string[]) => runCli(server, args);

  it('takes a report without files through the JSON call; it is listed as Pending', async () => {
    const owner = await newOwner();
    const sent = await createJson(owner, { priority: undefined });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      output: 'success',
      message: 'The report has been sent to technical team.',
    });
    const id = String(sent.body.id);
    expect(id).toMatch(/^BR-\d{5,}$/);

    const listed = await list(owner);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ output: 'success', page: 1, pageSize: 10, total: 1 });
    expect(listed.body.message).toEqual([
      {
        id,
        title: 'Download button does nothing',
        priority: 'low',
        createdAt: server.clock.now().toISOString(),
        status: 'Pending',
      },
    ]);

    const read = await detail(owner, id);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      output: 'success',
      title: 'Download button does nothing',
      createdat: server.clock.now().toISOString(),
      description: 'Clicking Download JSON on the docs page has no effect.',
      priority: 'low',
      status: 'Pending',
      attachment: [],
    });
  });

  it('takes a PNG and a PDF through the multipart call and gives back the same bytes', async () => {
    const owner = await newOwner();
    const png = samples.png();
    const pdf = samples.pdf();
    const sent = await upload(owner, [
      { name: 'screen.png', bytes: png, type: 'image/png' },
      { name: 'steps.pdf', bytes: pdf, type: 'application/pdf' },
    ]);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(messages.bugReportSent);

    const [item] = (await list(owner)).body.message;
    expect(item).toMatchObject({ id: sent.body.id, priority: 'high', status: 'Pending' });
    const read = await detail(owner, String(sent.body.id));
    expect(read.body.attachment.map(({ name, contentType, size }) => ({ name, contentType, size }))).toEqual([
      { name: 'screen.png', contentType: 'image/png', size: png.length },
      { name: 'steps.pdf', contentType: 'application/pdf', size: pdf.length },
    ]);
    expect(Buffer.from(read.body.attachment[0]?.content ?? '', 'base64').equals(png)).toBe(true);
    expect(Buffer.from(read.body.attachment[1]?.content ?? '', 'base64').equals(pdf)).toBe(true);
  });

  it('judges files by their content: a real JPEG under any name is taken, with its true type', async () => {
    const owner = await newOwner();
    const sent = await upload(owner, [{ name: 'photo.pdf', bytes: samples.jpeg(), type: 'application/pdf' }]);
    expect(sent.status).toBe(201);
    const read = await detail(owner, String(sent.body.id));
    expect(read.body.attachment[0]).toMatchObject({ name: 'photo.jpg', contentType: 'image/jpeg' });
  });

  it('refuses a program renamed to .png with 415 and stores nothing, not even the good file', async () => {
    const owner = await newOwner();
    const before = await stored(owner);
    const sent = await upload(owner, [
      { name: 'screen.png', bytes: samples.png(), type: 'image/png' },
      { name: 'setup.png', bytes: samples.exe(), type: 'image/png' },
    ]);
    expect(sent.status).toBe(415);
    expect(sent.body).toMatchObject({ output: 'error', message: messages.bugReportFileType('setup.png') });
    expect(sent.body.message).toBe(
      'The file "setup.png" is not a JPEG, PNG or PDF file. Only JPEG, PNG and PDF files can be attached.',
    );
    expect(await stored(owner)).toEqual(before);
  });

  it('takes a file of exactly 10 MiB and refuses one byte more with 413, storing nothing', async () => {
    const owner = await newOwner();
    const atLimit = Buffer.alloc(bugAttachmentLimits.maxFileBytes, 1);
    samples.pdf().copy(atLimit);
    const ok = await upload(owner, [{ name: 'big.pdf', bytes: atLimit }]);
    expect(ok.status).toBe(201);

    const before = await stored(owner);
    const tooBig = Buffer.concat([atLimit, Buffer.from([1])]);
    const sent = await upload(owner, [
      { name: 'screen.png', bytes: samples.png() },
      { name: 'huge.pdf', bytes: tooBig },
    ]);
    expect(sent.status).toBe(413);
    expect(sent.body.message).toBe(
      'The file "huge.pdf" is larger than 10 MiB. Each attachment may be at most 10 MiB.',
    );
    expect(await stored(owner)).toEqual(before);
  });

  it('refuses a sixth file with 413 and stores nothing', async () => {
    const owner = await newOwner();
    const before = await stored(owner);
    const six = Array.from({ length: 6 }, (_, n) => ({ name: `shot-${n}.png`, bytes: samples.png() }));
    const sent = await upload(owner, six, { fileCount: '6' });
    expect(sent.status).toBe(413);
    expect(sent.body.message).toBe('At most 5 files can be attached to one report.');
    expect(await stored(owner)).toEqual(before);

    const five = await upload(owner, six.slice(0, 5));
    expect(five.status).toBe(201);
  });

  it('checks the fields of both calls with clear messages and stores nothing', async () => {
    const owner = await newOwner();
    const before = await stored(owner);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ title: ' ' }, 400, messages.bugReportTitleRequired],
      [{ description: '' }, 400, messages.bugReportDescriptionRequired],
      [{ priority: 'urgent' }, 400, messages.bugReportPriorityInvalid],
      [{ status: 'Resolved' }, 400, messages.bugReportStatusMustBePending],
      [{ fileCount: '2' }, 400, messages.bugReportFileCountMismatch],
    ];
    for (const [overrides, status, message] of cases) {
      const multipart = await upload(owner, [{ name: 'a.png', bytes: samples.png() }], overrides);
      expect([multipart.status, multipart.body.message]).toEqual([status, message]);
      if ('fileCount' in overrides) continue;
      const json = await createJson(owner, overrides);
      expect([json.status, json.body.message]).toEqual([status, message]);
    }
    const plainJson = await server.client.postPlain('/v1/ddp/upload-report-file', reportFields(owner), {
      token: owner.token,
    });
    expect(plainJson.status).toBe(415);
    expect(await stored(owner)).toEqual(before);
  });

  it('files a report only as the caller: another consumer id or e-mail is refused', async () => {
    const owner = await newOwner();
    const colleague = await newMember(owner);
    const before = await stored(owner);
    const asOther = await upload(owner, [], { consumer_id: colleague.consumerId });
    expect(asOther.status).toBe(403);
    const otherEmail = await createJson(owner, { consumer_email: colleague.email });
    expect(otherEmail.status).toBe(403);
    expect((await list(owner, { consumer_id: colleague.consumerId })).status).toBe(403);
    expect(await stored(owner)).toEqual(before);
    expect(await stored(colleague)).toEqual({ reports: 0, files: before.files });
  });

  it('needs a session; without one nothing is read or stored', async () => {
    const owner = await newOwner();
    const before = await stored(owner);
    const anonymous = await uploadReport(
      server.client,
      undefined,
      [{ name: 'a.png', bytes: samples.png() }],
      {
        ...reportFields(owner),
        fileCount: '1',
      },
    );
    expect(anonymous.status).toBe(401);
    const noMfa = await server.client.raw('/v1/ddp/get-report?id=BR-00001', {
      method: 'GET',
      auth: { token: owner.token, mfa: false },
    });
    expect(noMfa.status).toBe(401);
    expect(await stored(owner)).toEqual(before);
  });

  it("keeps each consumer's reports to themselves: colleagues and other companies get 404", async () => {
    const owner = await newOwner();
    const colleague = await newMember(owner);
    const stranger = await newOwner();
    const sent = await upload(owner, [{ name: 'a.png', bytes: samples.png() }]);
    const id = String(sent.body.id);

    expect((await list(colleague)).body.message).toEqual([]);
    expect((await list(stranger)).body.message).toEqual([]);
    for (const who of [colleague, stranger]) {
      const read = await detail(who, id);
      expect(read.status).toBe(404);
      expect(read.body).toEqual({ output: 'error', message: messages.notFound });
    }
    expect((await detail(owner, 'BR-99999999')).status).toBe(404);
    expect((await detail(owner, '1 OR 1=1')).status).toBe(404);
  });

  it('pages by 10 and sorts by createdAt either way', async () => {
    const owner = await newOwner();
    const ids: string[] = [];
    for (let n = 1; n <= 11; n += 1) {
      server.clock.advance(1_000);
      ids.push(String((await createJson(owner, { title: `Report ${n}` })).body.id));
    }
    const first = await list(owner);
    expect(first.body.total).toBe(11);
    expect(first.body.message.map((r) => r.title)).toEqual(
      Array.from({ length: 10 }, (_, n) => `Report ${11 - n}`),
    );
    const second = await list(owner, { page: 2 });
    expect(second.body.message.map((r) => r.id)).toEqual([ids[0]]);
    const oldest = await list(owner, { order: 'asc' });
    expect(oldest.body.message[0]?.id).toBe(ids[0]);
    expect((await list(owner, { order: 'sideways' })).status).toBe(400);
  });

  it('lets operators list reports, save the attachments and set the status the user then sees', async () => {
    const owner = await newOwner();
    const png = samples.png();
    const pdf = samples.pdf();
    const sent = await upload(owner, [
      { name: 'screen.png', bytes: png },
      { name: 'screen.png', bytes: pdf },
    ]);
    const id = String(sent.body.id);

    const listed = await cli('bug-reports', 'list', '--company', owner.companyId);
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(id);
    expect(listed.output).toContain(owner.email);

    const shown = await cli('bug-reports', 'show', id);
    expect(shown.code).toBe(0);
    expect(shown.output).toContain('Clicking Download JSON on the docs page has no effect.');
    expect(shown.output).toContain('application/pdf');

    const out = await mkdtemp(path.join(tmpdir(), 'bug-report-'));
    const saved = await cli('bug-reports', 'attachments', id, '--out', out);
    expect(saved.code).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['screen.pdf', 'screen.png']);
    expect((await readFile(path.join(out, 'screen.png'))).equals(png)).toBe(true);
    expect((await readFile(path.join(out, 'screen.pdf'))).equals(pdf)).toBe(true);

    expect((await cli('bug-reports', 'set-status', id, 'In', 'progress')).code).toBe(0);
    expect((await list(owner)).body.message[0]?.status).toBe('In progress');
    const pending = await cli('bug-reports', 'list', '--status', 'Pending', '--company', owner.companyId);
    expect(pending.output).not.toContain(id);

    const wrong = await cli('bug-reports', 'set-status', id, 'Done');
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain(messages.bugReportStatusInvalid);
    expect((await cli('bug-reports', 'show', 'BR-99999999')).code).toBe(1);
    expect((await ops('GET', '/v1/ops/bug-reports', undefined, '')).status).toBe(401);
    expect((await ops('GET', `/v1/ops/bug-reports/${id}`, undefined, owner.token)).status).toBe(401);
  });
});
