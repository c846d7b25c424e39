import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../test-support/accounts';
import { createCredential, grant } from '../test-support/credentials';
import { PortalClient } from '../test-support/portal-client';
import { postgresForTests } from '../test-support/postgres-only';
import { previousReleaseBundle, previousReleaseCommit } from '../test-support/previous-release';
import { createScratchDatabase, type ScratchDatabase } from '../test-support/scratch-postgres';
import { type ServerProcess, serverBundle, startServerProcess } from '../test-support/server-process';
import { asSession } from '../test-support/teams';

const adminUrl = postgresForTests('the previous release on the new schema');
const systemClock = { now: () => new Date(), advance: () => {} };
const release = previousReleaseCommit();
if (adminUrl && !release)
  throw new Error('the repository history is needed to build the previous release (a full clone)');

// Issue 23, part 3: migrations expand, then contract in a later release, so that during a rolling
// upgrade the release before runs on the schema the new one has migrated, side by side with it.
describe.runIf(adminUrl)(`the release before the newest migration, on the migrated schema`, () => {
  let database: ScratchDatabase;
  const servers: ServerProcess[] = [];
  let shared: Record<string, string>;

  beforeAll(async () => {
    await Promise.all([serverBundle(), previousReleaseBundle()]);
    database = await createScratchDatabase(adminUrl as string, 'ddp_previous');
    shared = {
      DATABASE_URL: database.url,
      MASTER_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://portal.test',
      RATE_LIMIT_PER_MINUTE: '100000',
    };
  }, 240_000);
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await database?.drop();
  });

  const start = async (bundle?: string) => {
    const server = await startServerProcess(
      { ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddp-previous-')) },
      bundle,
    );
    servers.push(server);
    return server;
  };

  it('serves on beside this release, each using what the other made', async () => {
    const previous = await previousReleaseBundle();
    const old = await start(previous.main);
    const oldClient = new PortalClient(old.baseUrl);
    const before = await registerAccount(oldClient);

    // This release starts and runs the newest migration while the old one serves.
    const current = await start();
    const newClient = new PortalClient(current.baseUrl);

    // The old release signs in, makes a credential and grants on the migrated schema.
    const oldOwner = asSession(before, await signIn(oldClient, before, systemClock));
    const madeByOld = await createCredential(oldClient, oldOwner, 'Made by the release before');
    expect((await grant(old.baseUrl, madeByOld)).status).toBe(200);
    // This release uses what the old one made, and the other way round.
    expect((await grant(current.baseUrl, madeByOld)).status).toBe(200);
    const after = await registerAccount(newClient);
    const newOwner = asSession(after, await signIn(newClient, after, systemClock));
    const madeByNew = await createCredential(newClient, newOwner, 'Made by this release');
    expect((await grant(old.baseUrl, madeByNew)).status).toBe(200);
    const listed = await oldClient.post<{ message: Array<{ client_id: string }> }>(
      '/v1/ddp/view-oauth-credentials',
      { consumerId: newOwner.consumerId },
      { token: newOwner.token },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.message.map((item) => item.client_id)).toContain(madeByNew.client_id);
    console.info(
      `The release before ${previous.newestMigration} (${previous.commit.slice(0, 7)}) served on the migrated schema.`,
    );
  }, 120_000);
});
