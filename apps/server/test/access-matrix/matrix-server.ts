import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type App, type AppDeps, buildApp } from '../../src/app';
import type { Db } from '../../src/db/database';
import { FakeClock } from '../../src/platform/clock';
import { loadConfig } from '../../src/platform/config';
import { PortalClient } from '../test-support/portal-client';
import { freePort } from '../test-support/server-process';
import { openTestDatabase, type TestDatabase } from '../test-support/test-database';
import { WITHOUT_SHEDDING } from '../test-support/test-server';

export interface MatrixServer {
  baseUrl: string;
  /** The operator API's own listener: the matrix runs it apart, as production does. */
  opsBaseUrl: string;
  app: App;
  db: Db;
  clock: FakeClock;
  client: PortalClient;
  operatorToken: string;
  /** The same wiring on the same database with a web build as well; built, not listening. */
  buildWithWebApp(webDist: string): Promise<App>;
  close(): Promise<void>;
}

/**
 * The real server on a real database, as the test servers are, but also with the movable clock that
 * DEV_CLOCK=true gives: its routes belong in the matrix too, and the fake clock is movable anyway.
 */
/** The gateway's token for reporting API calls: a caller of its own, not one of the actors. */
export const MATRIX_USAGE_INGEST_TOKEN = 'matrix-usage-ingest-token-0123456789abcdef';

export async function startMatrixServer(): Promise<MatrixServer> {
  const database: TestDatabase = await openTestDatabase();
  const clock = new FakeClock();
  const masterKey = randomBytes(32);
  const operatorToken = randomBytes(32).toString('base64url');
  const opsPort = await freePort();
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://portal.test',
    // The matrix signs in, reports and invites far more often than a person; the limits have their own tests.
    RATE_LIMIT_PER_MINUTE: '100000',
    BUG_REPORT_RATE_PER_HOUR: '100000',
    INVITATIONS_PER_HOUR: '100000',
    // The matrix compares company A's stored data before and after calls: nothing else may delete.
    PURGE_INTERVAL_SECONDS: '0',
    SEED_DEMO: 'true',
    DEV_CLOCK: 'true',
    OPS_PORT: String(opsPort),
    USAGE_INGEST_TOKEN: MATRIX_USAGE_INGEST_TOKEN,
    ...WITHOUT_SHEDDING,
  };
  const deps = (db: Db): AppDeps => ({
    config: loadConfig(env),
    db,
    clock,
    masterKey,
    operatorToken,
    movableClock: clock,
    logStream: { write: () => {} },
  });
  const app = await buildApp(deps(database.db));
  await app.server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  if (!app.ops) throw new Error('the matrix server runs the operator API on a listener of its own');
  await app.ops.listen({ host: '127.0.0.1', port: opsPort });
  const opsBaseUrl = `http://127.0.0.1:${opsPort}`;
  return {
    baseUrl,
    opsBaseUrl,
    app,
    db: database.db,
    clock,
    client: new PortalClient(baseUrl, opsBaseUrl),
    operatorToken,
    async buildWithWebApp(webDist) {
      const base = deps(database.db);
      // The demo catalogue is in the database already; a second seeding would only repeat it.
      const other = await buildApp({ ...base, config: { ...base.config, seedDemo: false, webDist } });
      await other.server.ready();
      return other;
    },
    async close() {
      await app.server.close();
      await database.drop();
    },
  };
}
