// The idle server's resident memory on each database: started on an empty data folder (for PGlite,
// the first start runs initdb in WebAssembly), then stopped and started again on the database that
// now exists, as it runs in production. RSS from /proc/<pid>/status once the server has answered
// /readyz and sat idle; PGlite runs inside the server process, so its memory counts. Loopback only,
// about a minute in all.
// Usage: node bench/idle-memory.mjs [idle seconds]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal, statusKiB } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const idleSeconds = Number(process.argv[2] ?? 5);
// The target of issue 17: an idle server on PGlite within 250 MiB.
const TARGET_MIB = 250;
const PORT = 8395;

const mib = (kib) => Math.round(kib / 1024);

/** Starts the server, lets it sit idle, and returns its RSS then and its peak since it started. */
async function idleRss(databaseUrl, dataDir) {
  const started = performance.now();
  const portal = await startPortal({ port: PORT, databaseUrl, dataDir });
  const readyMs = performance.now() - started;
  try {
    await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
    return {
      rss: statusKiB(portal.pid, 'VmRSS'),
      peak: statusKiB(portal.pid, 'VmHWM'),
      readyMs,
    };
  } finally {
    await portal.stop();
  }
}

async function run(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddp-bench-idle-'));
  try {
    const first = await idleRss(databaseUrl, dataDir);
    const again = await idleRss(databaseUrl, dataDir);
    return {
      label,
      'idle MiB': mib(again.rss),
      target: label.startsWith('PGlite') ? `<= ${TARGET_MIB}` : '',
      'peak MiB': mib(again.peak),
      'ready s': (again.readyMs / 1000).toFixed(1),
      'first start idle MiB': mib(first.rss),
      'first start peak MiB': mib(first.peak),
      'first start ready s': (first.readyMs / 1000).toFixed(1),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `idle server RSS, ${idleSeconds} s after /readyz; started on a database that exists, and first on an empty one`,
);
const rows = [];
if (process.env.BENCH_DATABASES !== 'postgresql') rows.push(await run('PGlite (embedded)'));
if (process.env.BENCH_DATABASES !== 'pglite')
  await withPostgres(async (url) => rows.push(await run('PostgreSQL', url)));
console.table(rows);
