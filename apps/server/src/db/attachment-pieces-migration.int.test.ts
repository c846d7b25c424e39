import type { BugReportDetailReply } from '@ddp/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../test/test-support/accounts';
import { pdfOfSize, reportFields, samples, uploadReport } from '../../test/test-support/bug-reports';
import { asSession } from '../../test/test-support/teams';
import { testDatabaseKind } from '../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../test/test-support/test-server';
import { migratorOf } from './migrate';

describe(`migration 011: stored attachments move into pieces and back (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('keeps every byte of the attachments stored before it, and gives them back after undoing it', async () => {
    const account = await registerAccount(server.client);
    const owner = asSession(account, await signIn(server.client, account, server.clock));
    // Sizes on both sides of the pieces' 384 KiB, and a tiny one.
    const files = [pdfOfSize(1_000_003), pdfOfSize(393_216), samples.png()];
    const sent = await uploadReport(
      server.client,
      owner,
      files.map((bytes, n) => ({ name: `f${n}.${n === 2 ? 'png' : 'pdf'}`, bytes })),
      { ...reportFields(owner), fileCount: String(files.length) },
    );
    expect(sent.status).toBe(201);
    const read = () =>
      server.client.raw<BugReportDetailReply>(`/v1/ddp/get-report?id=${String(sent.body.id)}`, {
        method: 'GET',
        auth: { token: owner.token },
      });
    const contents = (reply: Awaited<ReturnType<typeof read>>) =>
      reply.body.attachment.map((file) => Buffer.from(file.content, 'base64'));
    const before = await read();
    expect(contents(before)).toEqual(files);

    // Undone: each file whole in bug_report_files.content again, as the versions before kept it.
    // Later migrations go first, so that 011 is the one undone.
    expect(
      (await migratorOf(server.db).migrateTo('011-upload-storage-and-send-limits')).error,
    ).toBeUndefined();
    const down = await migratorOf(server.db).migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.map((r) => [r.migrationName, r.status])).toEqual([
      ['011-upload-storage-and-send-limits', 'Success'],
    ]);
    const whole = await sql<{ content: Uint8Array }>`
      SELECT content FROM bug_report_files ORDER BY position`.execute(server.db);
    expect(whole.rows.map((row) => Buffer.from(row.content))).toEqual(files);

    // Done again: from whole files into pieces, read back through the API.
    const up = await migratorOf(server.db).migrateToLatest();
    expect(up.error).toBeUndefined();
    const pieces = await server.db
      .selectFrom('bug_report_chunks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(pieces.n)).toBe(3 + 1 + 1);
    const after = await read();
    expect(after.body).toEqual(before.body);
  });
});
