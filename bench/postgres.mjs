// A throw-away PostgreSQL for a benchmark run: TEST_DATABASE_URL if set, else a temporary cluster.
import { execSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuMs } from './portal-process.mjs';

export async function withPostgres(work) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = () => {};
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ddp-bench-pg-'));
    try {
      adminUrl = execSync(`bash scripts/temp-postgres.sh start ${dir} 54339`, { encoding: 'utf8' }).trim();
      stop = () => execSync(`bash scripts/temp-postgres.sh stop ${dir}`);
    } catch {
      console.warn('PostgreSQL not available: the PostgreSQL rows are skipped.');
      return;
    }
  }
  const name = `ddp_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    stop();
  }
}

/**
 * CPU milliseconds by process id of the PostgreSQL backends connected to `databaseName` on this
 * machine (a backend's command line names its database: "postgres: <user> <database> <address> ...").
 */
export function backendsCpuMs(databaseName) {
  const found = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!command.startsWith('postgres: ') || !command.split(' ').includes(databaseName)) continue;
      const pid = Number(entry);
      found.set(pid, cpuMs(pid));
    } catch {
      // Gone while being read.
    }
  }
  return found;
}
