import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { OffsetClock, systemClock } from './platform/clock';
import { ConfigError, loadConfig } from './platform/config';
import { resolveMasterKey } from './platform/master-key';
import { localUrlOf } from './platform/operator-listener';
import { OPERATOR_TOKEN_FILE, resolveOperatorToken } from './platform/operator-token';

/** A setting the server cannot start with: said on stderr, and exit status 2. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    exitOnConfigError(error);
  }
  // The built web app sits beside the server bundle in the repository unless WEB_DIST says otherwise.
  const here = path.dirname(fileURLToPath(import.meta.url));
  config.webDist ??= path.resolve(here, '../../web/dist');

  const { key: masterKey, generated } = await resolveMasterKey(config);
  const db = await openDatabase(config);
  await migrateToLatest(db, (newer) =>
    process.stderr.write(
      `The database was migrated by a newer release (${newer.join(', ')}): this one runs on it unmigrated.\n`,
    ),
  );
  const operator = await resolveOperatorToken(config);
  const movableClock = config.devClock ? new OffsetClock() : undefined;
  const { server, ops, startDraining } = await buildApp({
    config,
    db,
    clock: movableClock ?? systemClock,
    masterKey,
    // `npm start` on a terminal: lines for a person; piped to a file or a collector: JSON.
    prettyLogs: process.stdout.isTTY === true,
    ...(operator.token ? { operatorToken: operator.token } : {}),
    ...(movableClock ? { movableClock } : {}),
    // The files a setting names (LEGAL_PAGES_DIR) are read here: a bad one stops the start too.
  }).catch(exitOnConfigError);
  if (movableClock)
    server.log.warn('DEV_CLOCK is on: POST /v1/dev/clock moves the server time (testing only)');
  if (generated)
    server.log.warn(
      { dataDir: config.dataDir },
      'generated a new master key into DATA_DIR (development only)',
    );
  server.log.info(
    { database: config.databaseUrl ? 'postgresql' : 'pglite', mail: config.smtpUrl ? 'smtp' : 'dev mailbox' },
    'starting',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness off first; with SHUTDOWN_DELAY_SECONDS the instance serves on meanwhile, for a
    // balancer that polls /readyz to stop sending. Then the listener closes (a proxy's next
    // connection is refused, which it may pass to another instance whatever the method) and the
    // requests under way finish.
    startDraining();
    server.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: readiness off');
    if (config.shutdownDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    server.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await server.close();
      await db.destroy();
    } finally {
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await server.listen({ host: config.host, port: config.port });
  if (ops && config.operatorListener) {
    await ops.listen({ host: config.operatorListener.host, port: config.operatorListener.port });
    server.log.info(`operator API: ${localUrlOf(config.operatorListener)}/v1/ops/`);
  }
  if (!config.smtpUrl) server.log.info(`dev mailbox: ${config.publicUrl}/dev-portal/dev/mailbox`);
  server.log.info(`portal: ${config.publicUrl}/dev-portal/`);
  if (operator.generated) {
    // Shown once, on the terminal only: the log pipeline never sees the token.
    process.stdout.write(
      `Operator token (development, kept in ${OPERATOR_TOKEN_FILE} in DATA_DIR): ${operator.token}\n` +
        'Use it with: npm run ops -- accounts list\n',
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
