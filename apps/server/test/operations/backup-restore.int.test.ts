import { randomBytes } from 'node:crypto';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runData } from '../../src/cli/data';
import { DevClocks } from '../scale-out/dev-clocks';
import { grant } from '../test-support/credentials';
import { quietly, runCli } from '../test-support/ops-cli';
import { PortalClient } from '../test-support/portal-client';
import { createScratchDatabase, type ScratchDatabase } from '../test-support/scratch-postgres';
import { type ServerProcess, serverBundle, startServerProcess } from '../test-support/server-process';
import { testDatabaseKind } from '../test-support/test-database';
import { expectSameContents, fillPortal } from './portal-contents';

const adminUrl = process.env.TEST_DATABASE_URL;

/** A database for a portal of its own: a new PostgreSQL database, or a new data folder's PGlite. */
async function freshPlace(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-restore-'));
  if (!adminUrl) return { env: { DATA_DIR: dataDir }, drop: async () => {} };
  const scratch: ScratchDatabase = await createScratchDatabase(adminUrl, 'ddp_backup');
  return { env: { DATA_DIR: dataDir, DATABASE_URL: scratch.url }, drop: scratch.drop };
}

describe(`backing up a running portal and restoring it into a fresh one (${testDatabaseKind})`, () => {
  const secrets = {
    MASTER_KEY: randomBytes(32).toString('hex'),
    OPERATOR_TOKEN: randomBytes(32).toString('base64url'),
    // The token issuer: the same address before and after, as a restored deployment keeps its own.
    PUBLIC_URL: 'http://portal.test',
    DEV_CLOCK: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
  };
  const places: Array<{ drop: () => Promise<void> }> = [];
  const servers: ServerProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const server = await startServerProcess({ ...secrets, ...env });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    await serverBundle();
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    for (const place of places) await place.drop();
  });

  it('brings back every account, session, credential, key and file, while writes go on during the backup', async () => {
    const first = await freshPlace();
    places.push(first);
    const running = await start(first.env);
    const contents = await fillPortal(running.baseUrl, new DevClocks([running.baseUrl]));

    // Credentials made while the backup runs: each is in the archive whole, or not at all.
    const client = new PortalClient(running.baseUrl);
    const made: Array<{ client_id: string; client_secret: string }> = [];
    let backingUp = true;
    const writes = (async () => {
      while (backingUp) {
        const reply = await client.post<{ data: { client_id: string; client_secret: string } }>(
          '/v1/ddp/create-oauth-credentials',
          { applicationName: `App ${randomBytes(3).toString('hex')}`, consumerId: contents.owner.consumerId },
          { token: contents.owner.token },
        );
        if (reply.status === 201) made.push(reply.body.data);
      }
    })();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-backup-')), 'portal.archive.gz');
    const ops = { OPS_URL: running.baseUrl, OPERATOR_TOKEN: secrets.OPERATOR_TOKEN };
    const backup = await runCli(
      { opsBaseUrl: running.baseUrl, operatorToken: secrets.OPERATOR_TOKEN },
      ['backup', '--out', file],
      ops,
    );
    backingUp = false;
    await writes;
    expect(made.length, 'credentials made while the backup ran').toBeGreaterThan(0);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backup written to ${file}`);
    // It holds password hashes and sealed secrets: its owner's to read, nobody else's.
    expect(statSync(file).mode & 0o077).toBe(0);
    // Never over a file that is there: an earlier backup is not lost to a mistyped command.
    expect(
      (
        await runCli(
          { opsBaseUrl: running.baseUrl, operatorToken: secrets.OPERATOR_TOKEN },
          ['backup', '--out', file],
          ops,
        )
      ).code,
    ).toBe(1);
    // An option it does not have is refused before any work, not ignored.
    const misspelt = await fetch(`${running.baseUrl}/v1/ops/backup?tables=consumers`, {
      headers: { authorization: `Bearer ${secrets.OPERATOR_TOKEN}` },
    });
    expect(misspelt.status).toBe(400);
    await running.stop('SIGTERM');

    const second = await freshPlace();
    places.push(second);
    const restored = await quietly(() => runData(['restore', file], second.env));
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/Restored the backup of .*: \d+ tables, \d+ rows\./);
    // Restoring twice into the same database is refused, with the reason, and changes nothing.
    const again = await quietly(() => runData(['restore', file], second.env));
    expect(again.code).toBe(1);
    expect(again.output).toMatch(
      /the database is not empty \(table \w+ has rows\): restore into a new, empty database/,
    );

    const revived = await start(second.env);
    await expectSameContents(
      revived.baseUrl,
      new DevClocks([revived.baseUrl]),
      contents,
      secrets.OPERATOR_TOKEN,
    );
    // The credentials made during the backup that made it into the archive work whole.
    const listed = await new PortalClient(revived.baseUrl).post<{ message: Array<{ client_id: string }> }>(
      '/v1/ddp/view-oauth-credentials',
      { consumerId: contents.owner.consumerId },
      { token: contents.owner.token },
    );
    const present = new Set(listed.body.message.map((item) => item.client_id));
    for (const credential of made.filter(({ client_id }) => present.has(client_id))) {
      expect((await grant(revived.baseUrl, credential)).status, credential.client_id).toBe(200);
    }
    await revived.stop('SIGTERM');
  }, 180_000);

  it('refuses a file that is not a backup or a crafted one, with the reason, and leaves the database empty', async () => {
    const place = await freshPlace();
    places.push(place);
    const junk = path.join(mkdtempSync(path.join(tmpdir(), 'portal-junk-')), 'notes.txt');
    writeFileSync(junk, 'not an archive');
    const refused = await quietly(() => runData(['restore', junk], place.env));
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('the archive cannot be read: it is not a gzip file, or it is damaged');
    const missing = await quietly(() => runData(['restore', `${junk}.gone`], place.env));
    expect(missing.output).toContain('there is no such file');
    // A crafted header: its partition bounds and names reach SQL, so anything but the shapes the
    // portal writes is refused before a statement runs.
    const crafted = (partition: Record<string, string>) => {
      const file = path.join(path.dirname(junk), `crafted-${randomBytes(4).toString('hex')}.archive.gz`);
      const header = {
        format: 'ddp-portal-archive',
        version: 1,
        createdAt: new Date().toISOString(),
        migrations: ['0001_initial'],
        tables: [],
        partitions: [partition],
        sequences: [],
      };
      writeFileSync(file, gzipSync(`${JSON.stringify(header)}\n#end\n`));
      return file;
    };
    const day = "FOR VALUES FROM ('2026-11-01 00:00:00+00') TO ('2026-11-02 00:00:00+00')";
    for (const partition of [
      { name: 'usage_calls_x', parent: 'usage_calls', bound: `${day}; DROP TABLE accounts; --` },
      { name: 'usage_calls_x', parent: 'usage_calls', bound: 'DEFAULT; SELECT pg_sleep(1)' },
      { name: 'x; DROP TABLE accounts', parent: 'usage_calls', bound: day },
      { name: 'usage_calls_x', parent: 'usage_calls"; DROP TABLE accounts; --', bound: day },
    ]) {
      const refusal = await quietly(() => runData(['restore', crafted(partition)], place.env));
      expect(refusal.code, JSON.stringify(partition)).toBe(1);
      expect(refusal.output).toMatch(
        /not a portal archive, or one of another format version \(partitions\.0\./,
      );
    }
    // Nothing was restored: a portal starts on it as on a new database, with no accounts.
    const server = await start(place.env);
    const accounts = await fetch(`${server.baseUrl}/v1/ops/accounts`, {
      headers: { authorization: `Bearer ${secrets.OPERATOR_TOKEN}` },
    });
    expect(((await accounts.json()) as { accounts: unknown[] }).accounts).toEqual([]);
    await server.stop('SIGTERM');
  }, 120_000);
});
