import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openPGlite, openPostgres } from '../db/database';
import { aRegistration, registerAccount, signIn } from '../test-support/accounts';
import { PortalClient } from '../test-support/portal-client';
import { type ServerProcess, serverBundle, startServerProcess } from '../test-support/server-process';
import { asSession, type Session } from '../test-support/teams';
import { testDatabaseKind } from '../test-support/test-database';

const systemClock = { now: () => new Date(), advance: () => {} };

/** A database of its own for the server process: a new PostgreSQL database, or a PGlite folder. */
async function freshDatabase(dataDir: string) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    return {
      env: {} as Record<string, string>,
      open: () => openPGlite(path.join(dataDir, 'pglite')),
      drop: async () => {},
    };
  }
  const name = `ddp_fault_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: async (): Promise<Db> => openPostgres(url.toString(), { max: 2 }),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

describe(`killing the server in the middle of writes (${testDatabaseKind})`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddp-fault-'));
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await serverBundle();
    database = await freshDatabase(dataDir);
    env = { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000', ...database.env };
  }, 120_000);
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await database?.drop();
  });

  it('keeps every acknowledged account and credential, and leaves nothing half made', async () => {
    server = await startServerProcess(env);
    const client = new PortalClient(server.baseUrl);
    const account = await registerAccount(client);
    const owner: Session = asSession(account, await signIn(client, account, systemClock));

    const registered: string[] = [];
    const created: string[] = [];
    let killed = false;
    const registrations = async () => {
      while (!killed) {
        const data = aRegistration();
        try {
          const reply = await client.postPlain('/v1/ddp/register-user', { Data: data });
          if (reply.status === 201) registered.push(data.email);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const credentials = async () => {
      while (!killed) {
        try {
          const reply = await client.post<{ data?: { client_id: string } }>(
            '/v1/ddp/create-oauth-credentials',
            { applicationName: `App ${randomBytes(3).toString('hex')}`, consumerId: owner.consumerId },
            { token: owner.token },
          );
          if (reply.status === 201 && reply.body.data) created.push(reply.body.data.client_id);
        } catch {
          return;
        }
      }
    };
    const load = [...Array.from({ length: 4 }, registrations), ...Array.from({ length: 4 }, credentials)];
    // Let the writes get going, then pull the plug without warning.
    while (registered.length < 5 || created.length < 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    killed = true;
    await server.stop('SIGKILL');
    await Promise.all(load);

    const db = await database.open();
    try {
      const emails = new Set(
        (await db.selectFrom('consumers').select('email').execute()).map((row) => row.email),
      );
      expect(
        registered.filter((email) => !emails.has(email)),
        'acknowledged accounts lost',
      ).toEqual([]);
      const clientIds = new Set(
        (await db.selectFrom('credentials').select('client_id').execute()).map((row) => row.client_id),
      );
      expect(
        created.filter((id) => !clientIds.has(id)),
        'acknowledged credentials lost',
      ).toEqual([]);

      const orphans = await sql<{
        companies: number;
        projects: number;
        consumers: number;
        credentials: number;
      }>`
        SELECT
          (SELECT count(*) FROM companies c WHERE NOT EXISTS
             (SELECT 1 FROM consumers m WHERE m.company_id = c.id))::int AS companies,
          (SELECT count(*) FROM projects p WHERE NOT EXISTS
             (SELECT 1 FROM consumers m WHERE m.project_id = p.id))::int AS projects,
          (SELECT count(*) FROM consumers WHERE password_hash = '' OR totp_secret = '')::int AS consumers,
          (SELECT count(*) FROM credentials WHERE secret_hash = '' OR secret_sealed = '')::int AS credentials
      `.execute(db);
      expect(orphans.rows[0], 'half-made rows').toEqual({
        companies: 0,
        projects: 0,
        consumers: 0,
        credentials: 0,
      });
    } finally {
      await db.destroy();
    }

    // The same data comes back to life: the session still works and lists every acknowledged client.
    server = await startServerProcess(env);
    const again = new PortalClient(server.baseUrl);
    const list = await again.post<{ message: Array<{ client_id: string }> }>(
      '/v1/ddp/view-oauth-credentials',
      { consumerId: owner.consumerId },
      { token: owner.token },
    );
    expect(list.status).toBe(200);
    const listed = new Set(list.body.message.map((item) => item.client_id));
    expect(created.filter((id) => !listed.has(id))).toEqual([]);
    await server.stop('SIGTERM');
    expect(server.child.exitCode).toBe(0);
    // Two server starts on an on-disk database and a write load: about 9 s alone, near 30 s while the
    // rest of the suite shares the 2 cores.
  }, 90_000);
});
