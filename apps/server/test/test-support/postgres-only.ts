/**
 * The URL of the PostgreSQL server for tests that need PostgreSQL itself (several instances on one
 * database, the database going away), or undefined where they are skipped.
 *
 * `npm test` runs the server suite twice: on PGlite with TEST_DATABASE_URL set to the empty string on
 * purpose, then on PostgreSQL; in CI it refuses to go on without PostgreSQL. So under CI an unset
 * TEST_DATABASE_URL can only mean a run that would silently skip these tests: it fails instead.
 */
export function postgresForTests(what: string): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return url;
  if (process.env.CI && url === undefined) {
    throw new Error(`${what} needs PostgreSQL: in CI, set TEST_DATABASE_URL (scripts/temp-postgres.sh)`);
  }
  return undefined;
}
