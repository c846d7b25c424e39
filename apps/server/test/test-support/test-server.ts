import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type App, buildApp } from '../../src/app';
import type { Db } from '../../src/db/database';
import { FakeClock } from '../../src/platform/clock';
import { loadConfig } from '../../src/platform/config';
import { PortalClient } from './portal-client';
import { freePort, WITHOUT_SHEDDING } from './server-process';
import { openTestDatabase, type TestDatabase } from './test-database';

export { WITHOUT_SHEDDING };

export interface TestServer {
  baseUrl: string;
  /** Where /v1/ops/* answers: its own listener with `opsListener`, else `baseUrl`. */
  opsBaseUrl: string;
  app: App;
  db: Db;
  clock: FakeClock;
  client: PortalClient;
  /** Every JSON log line the server wrote, to prove what never reaches the log. */
  logs: string[];
  database: TestDatabase;
  operatorToken: string;
  /** Starts a second instance on the same database and master key, as a scaled-out deployment would. */
  startSibling(): Promise<{ baseUrl: string; client: PortalClient; close(): Promise<void> }>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  clock?: FakeClock;
  webDist?: string;
  /** The operator API on a listener of its own (OPS_PORT), as production runs it. */
  opsListener?: boolean;
}

/** The real server on a real database, listening on 127.0.0.1 with a fake clock. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await openTestDatabase();
  const clock = options.clock ?? new FakeClock();
  const masterKey = randomBytes(32);
  const logs: string[] = [];
  const operatorToken = randomBytes(32).toString('base64url');
  const opsPort = options.opsListener ? await freePort() : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://portal.test',
    // Suites sign in far more often than a person; the limit itself has its own test.
    RATE_LIMIT_PER_MINUTE: '100000',
    // Suites move the clock and count every write; the purge runs where a test asks for it.
    PURGE_INTERVAL_SECONDS: '0',
    USAGE_ROLLUP_SECONDS: '0',
    ...WITHOUT_SHEDDING,
    ...options.env,
    ...(opsPort ? { OPS_PORT: String(opsPort) } : {}),
  });
  config.webDist = options.webDist;

  /** Listens on a free port; the first instance's operator API on the configured one. */
  const listen = async (db: Db, first: boolean) => {
    const app = await buildApp({
      config,
      db,
      clock,
      masterKey,
      operatorToken,
      logStream: { write: (line) => logs.push(line) },
    });
    await app.server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    if (!app.ops) return { app, baseUrl, opsBaseUrl: baseUrl, client: new PortalClient(baseUrl) };
    await app.ops.listen({ host: '127.0.0.1', port: first ? (opsPort ?? 0) : 0 });
    const opsBaseUrl = `http://127.0.0.1:${(app.ops.server.address() as AddressInfo).port}`;
    return { app, baseUrl, opsBaseUrl, client: new PortalClient(baseUrl, opsBaseUrl) };
  };

  const main = await listen(database.db, true);
  return {
    baseUrl: main.baseUrl,
    opsBaseUrl: main.opsBaseUrl,
    app: main.app,
    db: database.db,
    clock,
    client: main.client,
    logs,
    database,
    operatorToken,
    async startSibling() {
      const sibling = await listen(await database.openAnother(), false);
      return { baseUrl: sibling.baseUrl, client: sibling.client, close: () => sibling.app.server.close() };
    },
    async close() {
      await main.app.server.close();
      await database.drop();
    },
  };
}
