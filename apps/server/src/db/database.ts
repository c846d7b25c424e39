import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { type Config, type DatabaseTimeouts, defaultDatabaseTimeouts } from '../platform/config';
import { pgliteChangeFeed, postgresChangeFeed, registerChangeFeed } from './change-feed';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';
import { TimedPool } from './timed-pool';

export type Db = Kysely<Database>;

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR; one SQL dialect for both. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'database'>,
): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.database);
  const dir = path.join(config.dataDir, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPGlite(dir);
}

const untimedTwins = new WeakMap<Db, Db>();

/** A database's connections: all it holds, the idle ones, and the calls waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

const poolStats = new WeakMap<Db, () => PoolStats>();

/** How the connections of a database opened here stand now (for the metrics). */
export function poolStatsOf(db: Db): PoolStats | undefined {
  return poolStats.get(db)?.();
}

/**
 * The same pool without the statement bound, for migrations: one may rightly run for minutes on a
 * large table, and the instances that start beside it wait for its lock as long.
 */
export function withoutQueryTimeout(db: Db): Db {
  return untimedTwins.get(db) ?? db;
}

export function openPostgres(
  connectionString: string,
  options: { max?: number } & Partial<DatabaseTimeouts> = {},
): Db {
  const timeouts: DatabaseTimeouts = {
    connectTimeoutMs: options.connectTimeoutMs ?? defaultDatabaseTimeouts.connectTimeoutMs,
    queryTimeoutMs: options.queryTimeoutMs ?? defaultDatabaseTimeouts.queryTimeoutMs,
  };
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
  });
  // A client losing its server must not crash the process: the query in flight fails and is answered
  // 503, idle clients are dropped, and the next query connects afresh once the server is back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new TimedPool(pool, timeouts.queryTimeoutMs) }),
  });
  untimedTwins.set(db, new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
  poolStats.set(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  registerChangeFeed(db, postgresChangeFeed(connectionString, timeouts));
  return db;
}

const BYTEA = 17;

/**
 * PGlite's own bytea conversion goes byte by byte through JavaScript arrays and strings: one 10 MiB
 * attachment cost hundreds of MiB and seconds. These do the same hex form with Buffer's native code.
 */
const byteaConversion = {
  serializers: {
    [BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: { [BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

/**
 * PostgreSQL's default 128 MB of shared buffers is written through as PGlite starts, in WebAssembly
 * memory that is never given back, so all of it was resident in every idle server. 16 MB holds the
 * hot part of this application's tables many times over; the rest is read from files that the
 * system caches anyway (docs/decisions.md).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * V8 compiles PGlite's WebAssembly with its baseline compiler and then recompiles the busy functions
 * with the optimising one in background threads, whose working memory (about 50 MB) the allocator
 * keeps after it is freed. Baseline code only: the application's queries are small and spend their
 * time in JavaScript, so none of its benchmarks moves; heavy SQL runs at about two thirds of the
 * speed, and the server is ready sooner. Process-wide, so it is set before the first compilation.
 */
const V8_FLAGS = '--liftoff-only';
let v8FlagsSet = false;

/**
 * `dataDir` undefined keeps the database in memory (tests). `template` starts it from a dumped data
 * folder instead of running initdb, which costs seconds in WebAssembly (the test suite's template).
 */
export async function openPGlite(dataDir?: string, template?: Blob): Promise<Db> {
  if (!v8FlagsSet) {
    v8.setFlagsFromString(V8_FLAGS);
    v8FlagsSet = true;
  }
  if (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION'))) await createPGliteDatabase(dataDir);
  const db = new PGlite(dataDir, {
    ...byteaConversion,
    startParams: pgliteStartParams,
    ...(template ? { loadDataDir: template } : {}),
  });
  await db.waitReady;
  return overPGlite(db, { closesIt: true });
}

/**
 * Another Db over the embedded database of `db`, which stays open when this one is destroyed: the
 * server suite hands one embedded database from test file to test file, emptied between them.
 */
export function reopenPGlite(db: Db): Db {
  const pglite = embedded.get(db);
  if (!pglite) throw new Error('reopenPGlite takes a database opened by openPGlite');
  return overPGlite(pglite, { closesIt: false });
}

function overPGlite(pglite: PGlite, { closesIt }: { closesIt: boolean }): Db {
  const feed = pgliteChangeFeed(pglite);
  const pool = new PGlitePool(pglite, async () => {
    await feed.close();
    if (closesIt) await pglite.close();
  });
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: pool as unknown as pg.Pool }),
  });
  registerChangeFeed(kysely, feed);
  poolStats.set(kysely, () => pool.stats());
  embedded.set(kysely, pglite);
  return kysely;
}

const embedded = new WeakMap<Db, PGlite>();

/** Whether `db` is an embedded database, whose statements run on the thread that answers calls. */
export const isEmbedded = (db: Db): boolean => embedded.has(db);

/** The data folder of an embedded database as one uncompressed tar file, for `openPGlite`'s template. */
export function dumpPGlite(db: Db): Promise<Blob> {
  const pglite = embedded.get(db);
  if (!pglite) throw new Error('dumpPGlite takes a database opened by openPGlite');
  return pglite.dumpDataDir('none');
}

/**
 * initdb in WebAssembly takes a second PGlite, the initdb module and the new database once more as
 * an archive: about 500 MiB that a server process gives back only at a later garbage collection,
 * which an idle server does not reach. A short-lived process creates the database instead, and the
 * system takes its memory back when it exits.
 */
async function createPGliteDatabase(dataDir: string): Promise<void> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `
    const [entry, dataDir, startParams] = process.argv.slice(1);
    const { PGlite } = require(entry);
    const db = new PGlite(dataDir, { startParams: JSON.parse(startParams) });
    db.waitReady.then(() => db.close());
  `;
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [V8_FLAGS, '-e', script, entry, dataDir, JSON.stringify(pgliteStartParams)],
      (error, _stdout, stderr) =>
        error
          ? reject(new Error(`creating the PGlite database failed: ${stderr || error.message}`))
          : resolve(),
    );
  });
}

/** Runs `work` in a transaction, joining the caller's when there already is one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
