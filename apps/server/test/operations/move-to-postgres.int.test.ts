import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runData } from '../../src/cli/data';
import { DevClocks } from '../scale-out/dev-clocks';
import { codeAt } from '../test-support/accounts';
import { CREDENTIAL_NAME } from '../test-support/credentials';
import { quietly } from '../test-support/ops-cli';
import { postgresForTests } from '../test-support/postgres-only';
import { createScratchDatabase, type ScratchDatabase } from '../test-support/scratch-postgres';
import {
  freePort,
  type ServerProcess,
  serverBundle,
  startServerProcess,
} from '../test-support/server-process';
import { signInThroughTheScreens } from './browser-sign-in';
import { expectSameContents, fillPortal } from './portal-contents';

const adminUrl = postgresForTests('moving from the embedded database to PostgreSQL');

describe.runIf(adminUrl)('moving a portal from its embedded database to PostgreSQL', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-move-'));
  // One address before and after the move, as a real portal keeps its own: the browser signs in
  // there, and tokens name it as their issuer. Chosen once a free port is known.
  let secrets: ReturnType<typeof portalSettings>;
  const portalSettings = (port: number) => ({
    DATA_DIR: dataDir,
    MASTER_KEY: randomBytes(32).toString('hex'),
    OPERATOR_TOKEN: randomBytes(32).toString('base64url'),
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The web app the browser opens, built beside the server (npm run build).
    WEB_DIST: path.resolve(import.meta.dirname, '../../../web/dist'),
    DEV_CLOCK: 'true',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  let target: ScratchDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    secrets = portalSettings(await freePort());
    await serverBundle();
    target = await createScratchDatabase(adminUrl as string, 'ddp_move');
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await target?.drop();
  });

  it('moves every row, checks counts and checksums, and the same people and secrets work on PostgreSQL', async () => {
    const embedded = await startServerProcess(secrets);
    servers.push(embedded);
    const contents = await fillPortal(embedded.baseUrl, new DevClocks([embedded.baseUrl]));
    await embedded.stop('SIGTERM');

    const moved = await quietly(() =>
      runData(['move-to-postgres'], { ...secrets, DATABASE_URL: target.url }),
    );
    expect(moved.code, moved.output).toBe(0);
    expect(moved.output).toMatch(
      /Moved to PostgreSQL; every row count and checksum matches: \d+ tables, \d+ rows\./,
    );
    // The embedded folder is set aside, so a start without DATABASE_URL cannot serve the old data.
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    const kept = readdirSync(dataDir);
    expect(kept.some((name) => /^pglite-moved-/.test(name))).toBe(true);
    const archive = kept.find((name) => name.endsWith('.archive.gz'));
    expect(archive).toBeDefined();

    const onPostgres = await startServerProcess({ ...secrets, DATABASE_URL: target.url });
    servers.push(onPostgres);
    // One clock for both sign-ins: it knows how far the server's has been moved.
    const clock = new DevClocks([onPostgres.baseUrl]);
    await expectSameContents(onPostgres.baseUrl, clock, contents, secrets.OPERATOR_TOKEN);
    // And through the screens, in the browser: the same person, password and authenticator, at the
    // next step (the code of the sign-in above is used).
    await clock.advance(30_000);
    const landed = await signInThroughTheScreens(onPostgres.baseUrl, {
      email: contents.account.email,
      password: contents.account.password,
      code: () => codeAt(contents.account, clock),
      credentialName: CREDENTIAL_NAME,
    });
    expect(landed).toBe(`${secrets.PUBLIC_URL}/dev-portal/home/view-credentials`);
    await onPostgres.stop('SIGTERM');

    // Once moved, a second move or restore into the same database is refused with the reason.
    const twice = await quietly(() =>
      runData(['restore', path.join(dataDir, archive as string)], { ...secrets, DATABASE_URL: target.url }),
    );
    expect(twice.code).toBe(1);
    expect(twice.output).toContain('the database is not empty');
    const nothingLeft = await quietly(() =>
      runData(['move-to-postgres'], { ...secrets, DATABASE_URL: target.url }),
    );
    expect(nothingLeft.code).toBe(1);
    expect(nothingLeft.output).toContain('there is no embedded database in');
    // Two server starts, each allowed 90 s on a loaded CI machine (test-support/server-process.ts).
  }, 240_000);
});
