import { type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { type Db, withoutQueryTimeout } from './database';
import * as m001 from './migrations/001-accounts';
import * as m002 from './migrations/002-account-lifecycle';
import * as m003 from './migrations/003-teams';
import * as m004 from './migrations/004-credentials';
import * as m005 from './migrations/005-catalogue';
import * as m006 from './migrations/006-news';
import * as m007 from './migrations/007-bug-reports';
import * as m008 from './migrations/008-frontend-apps';
import * as m009 from './migrations/009-change-notices';
import * as m010 from './migrations/010-account-protection';
import * as m011 from './migrations/011-upload-storage-and-send-limits';
import * as m013 from './migrations/013-request-windows';
import * as m014 from './migrations/014-start-facts';
import * as m015 from './migrations/015-language';
import * as m016 from './migrations/016-second-secrets';
import * as m017 from './migrations/017-secret-expiry';
import * as m018 from './migrations/018-client-keys';
import * as m019 from './migrations/019-audit-log';
import * as m020 from './migrations/020-usage-calls';
import * as m021 from './migrations/021-usage-hours';
import * as m022 from './migrations/022-usage-plans';
import * as m023 from './migrations/023-session-details';
import * as m024 from './migrations/024-recovery-codes';
import * as m025 from './migrations/025-passkeys';
import * as m026 from './migrations/026-authenticator-enrolment';
import * as m027 from './migrations/027-security-log';

/** Migrations are compiled into the server, so the bundle carries them; names sort by version. */
const migrations: Record<string, Migration> = {
  '001-accounts': m001,
  '002-account-lifecycle': m002,
  '003-teams': m003,
  '004-credentials': m004,
  '005-catalogue': m005,
  '006-news': m006,
  '007-bug-reports': m007,
  '008-frontend-apps': m008,
  '009-change-notices': m009,
  '010-account-protection': m010,
  '011-upload-storage-and-send-limits': m011,
  '013-request-windows': m013,
  '014-start-facts': m014,
  '015-language': m015,
  '016-second-secrets': m016,
  '017-secret-expiry': m017,
  '018-client-keys': m018,
  '019-audit-log': m019,
  '020-usage-calls': m020,
  '021-usage-hours': m021,
  '022-usage-plans': m022,
  '023-session-details': m023,
  '024-recovery-codes': m024,
  '025-passkeys': m025,
  '026-authenticator-enrolment': m026,
  '027-security-log': m027,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrator of the portal's migrations; tests also step down and up with it. */
export function migratorOf(db: Db): Migrator {
  // A migration may rightly outlast the statement bound of requests, and so may waiting for its lock.
  return new Migrator({ db: withoutQueryTimeout(db), provider });
}

/**
 * Runs the migrations this release has and the database has not. A database a newer release has
 * already migrated further is left as it is: its migrations only add (docs/production.md,
 * "Upgrades"), so this release runs on it, and an instance of it that restarts in the middle of a
 * rolling upgrade starts again instead of failing on migrations it does not know. `onNewer` hears
 * of them.
 */
export async function migrateToLatest(
  db: Db,
  onNewer: (names: string[]) => void = () => {},
): Promise<string[]> {
  const executed = await executedMigrations(db);
  const newer = executed.filter((name) => !(name in migrations));
  if (newer.length > 0) {
    const missing = Object.keys(migrations).filter((name) => !executed.includes(name));
    if (missing.length > 0)
      throw new Error(
        `the database has migrations of another release (${newer.join(', ')}) but not this release's ${missing.join(', ')}`,
      );
    onNewer(newer);
    return [];
  }
  const { error, results } = await migratorOf(db).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

async function executedMigrations(db: Db): Promise<string[]> {
  const table = await sql<{
    found: boolean;
  }>`SELECT to_regclass('kysely_migration') IS NOT NULL AS found`.execute(db);
  if (!table.rows[0]?.found) return [];
  const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
  return rows.map((row) => row.name);
}
