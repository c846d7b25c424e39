import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { archiveToFile, restoreFromFile } from '../db/archive/archive-files';
import { ArchiveError } from '../db/archive/archive-format';
import { type Db, openPGlite, openPostgres } from '../db/database';

/**
 * The data CLI: what is done to a database while no portal runs on it. Unlike `npm run ops`, it
 * opens the database itself, named as the server names it (DATABASE_URL, else DATA_DIR).
 */
const USAGE = `Usage: npm run data -- <command>   (stop the portal first)

  restore FILE        restores a backup (npm run ops -- backup --out FILE) into the empty database
                      of DATABASE_URL, else the embedded one in DATA_DIR; the portal then starts
                      on it with the same MASTER_KEY (or DATA_DIR's master.key)
  move-to-postgres    moves the embedded database of DATA_DIR into the empty PostgreSQL database
                      of DATABASE_URL and checks every table's row count and checksum; the embedded
                      folder is renamed aside, with an archive of it kept beside it

Environment: DATABASE_URL, DATA_DIR (default ./data).`;

export async function runData(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, file, ...rest] = argv;
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  const embeddedDir = path.join(dataDir, 'pglite');
  if ((command !== 'restore' && command !== 'move-to-postgres') || rest.length > 0) {
    console.error(USAGE);
    return command === undefined || command === '--help' ? 0 : 2;
  }
  try {
    if (command === 'restore') {
      if (!file) throw new ArchiveError('restore needs the backup file: npm run data -- restore FILE');
      const db = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPGlite(embeddedDir);
      const summary = await closing(db, () => restoreFromFile(db, file));
      report(`Restored the backup of ${summary.createdAt}`, summary.tables);
      return 0;
    }
    if (file) throw new ArchiveError('move-to-postgres takes no file');
    if (!env.DATABASE_URL)
      throw new ArchiveError('move-to-postgres needs DATABASE_URL: the PostgreSQL database to fill');
    if (!existsSync(path.join(embeddedDir, 'PG_VERSION')))
      throw new ArchiveError(`there is no embedded database in ${dataDir}: set DATA_DIR to the portal's`);
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const archive = path.join(dataDir, `pglite-${stamp}.archive.gz`);
    const source = await openPGlite(embeddedDir);
    const header = await closing(source, () => archiveToFile(source, archive, new Date()));
    const target = openPostgres(env.DATABASE_URL);
    await closing(target, () => restoreFromFile(target, archive));
    // Aside, so that a start without DATABASE_URL cannot quietly serve the old data.
    const aside = path.join(dataDir, `pglite-moved-${stamp}`);
    await rename(embeddedDir, aside);
    report('Moved to PostgreSQL; every row count and checksum matches', header.tables);
    console.log(`The embedded database is now in ${aside}, its archive in ${archive}.`);
    console.log('Start the portal with DATABASE_URL set (and the same MASTER_KEY or DATA_DIR).');
    return 0;
  } catch (error) {
    const known = error instanceof ArchiveError;
    console.error(`Failed: ${known ? error.message : `${String(error)}`}`);
    return 1;
  }
}

async function closing<T>(db: Db, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await db.destroy();
  }
}

function report(title: string, tables: { name: string; rows: number }[]): void {
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`${title}: ${tables.length} tables, ${rows} rows.`);
  console.table(tables.filter((table) => table.rows > 0));
}

if (process.argv[1] && /data\.(ts|js)$/.test(process.argv[1])) {
  runData(process.argv.slice(2)).then((code) => process.exit(code));
}
