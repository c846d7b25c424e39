// The server's memory while bug reports with big attachments arrive: 4 parallel reports of 5 x 10 MiB
// (the most one report may carry), each from its own account, against the real server on PGlite and
// PostgreSQL. The server's resident memory (RSS, from /proc) is sampled every 10 ms; PGlite runs
// inside the server process, so its memory counts. Loopback only, bounded.
// Usage: node bench/uploads.mjs [parallel] [files] [MiB per file]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signedInAccount, startPortal, statusKiB, uploadReport } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const parallel = Number(process.argv[2] ?? 4);
const filesPerReport = Number(process.argv[3] ?? 5);
const mibPerFile = Number(process.argv[4] ?? 10);
const MiB = 1024 * 1024;
// The target of issue 16: at most 150 MiB above the idle server.
const TARGET_MIB = 150;

/** Resets the kernel's peak RSS of the process (clear_refs 5), so VmHWM counts from now on. */
const resetPeak = (pid) => {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
};

/** A PDF of the given size: a real header, then filler. The server judges the kind by the first bytes. */
function pdfOf(bytes, seed) {
  const file = Buffer.alloc(bytes, seed);
  file.write('%PDF-1.4\n');
  return file;
}

async function upload(base, account, files) {
  const response = await uploadReport(base, account, files, {
    title: 'Parallel upload',
    description: 'Five big attachments.',
  });
  const body = await response.json();
  return { status: response.status, id: body.id, message: body.message };
}

async function read(base, account, id) {
  const response = await fetch(`${base}/v1/ddp/get-report?id=${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${account.token}`, 'x-mfa-value': 'authenticated' },
  });
  const body = await response.json();
  return { status: response.status, files: body.attachment?.length ?? 0 };
}

/** Runs `work` while sampling the server's RSS; returns the highest sample and the kernel's peak. */
async function sampled(pid, work) {
  const peakReset = resetPeak(pid);
  let highest = statusKiB(pid);
  let lowest = highest;
  const timer = setInterval(() => {
    const now = statusKiB(pid);
    highest = Math.max(highest, now);
    lowest = Math.min(lowest, now);
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    highest = Math.max(highest, statusKiB(pid));
    const kernelPeak = peakReset ? statusKiB(pid, 'VmHWM') : Number.NaN;
    return {
      result,
      peakKiB: Math.max(highest, Number.isNaN(kernelPeak) ? 0 : kernelPeak),
      lowestKiB: lowest,
      ms: performance.now() - started,
    };
  } finally {
    clearInterval(timer);
  }
}

const mib = (kib) => Math.round(kib / 1024);

async function run(label, databaseUrl) {
  // The first start creates the database (for PGlite, initdb in WebAssembly, whose memory is only
  // given back at some later garbage collection); the server is measured as it runs in production:
  // started again on a database that exists.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddp-bench-uploads-'));
  await (await startPortal({ port: 8394, databaseUrl, dataDir })).stop();
  const portal = await startPortal({ port: 8394, databaseUrl, dataDir });
  try {
    const accounts = [];
    for (let i = 0; i < parallel; i++) accounts.push(await signedInAccount(portal.base, i));
    // One small report first, so that the code paths are loaded before idle is measured.
    const warm = await upload(portal.base, accounts[0], [pdfOf(64 * 1024, 1)]);
    if (warm.status !== 201) throw new Error(`warm-up upload: ${warm.status} ${warm.message}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const idleKiB = statusKiB(portal.pid);

    const files = Array.from({ length: filesPerReport }, (_, n) => pdfOf(mibPerFile * MiB, n + 2));
    const uploads = await sampled(portal.pid, () =>
      Promise.all(accounts.map((account) => upload(portal.base, account, files))),
    );
    const refused = uploads.result.filter((r) => r.status !== 201);
    const reads = await sampled(portal.pid, () =>
      Promise.all(
        uploads.result.map((r, n) => (r.id ? read(portal.base, accounts[n], r.id) : { status: 0 })),
      ),
    );
    return {
      label,
      'idle MiB': mib(idleKiB),
      'upload peak MiB': mib(uploads.peakKiB),
      // Against the lower of idle and the lowest sample, so that memory given back meanwhile hides nothing.
      'above idle MiB': mib(uploads.peakKiB - Math.min(idleKiB, uploads.lowestKiB)),
      target: `<= ${TARGET_MIB}`,
      'upload s': (uploads.ms / 1000).toFixed(1),
      stored: `${uploads.result.length - refused.length}/${uploads.result.length}`,
      'lowest during MiB': mib(uploads.lowestKiB),
      'read peak above idle MiB': mib(reads.peakKiB - Math.min(idleKiB, reads.lowestKiB)),
      'after MiB': mib(statusKiB(portal.pid)),
      'read s': (reads.ms / 1000).toFixed(1),
      ...(refused.length > 0 ? { refused: refused.map((r) => `${r.status} ${r.message}`).join('; ') } : {}),
    };
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `${parallel} parallel reports of ${filesPerReport} x ${mibPerFile} MiB, each from its own account; server RSS sampled every 10 ms`,
);
const rows = [];
if (process.env.BENCH_DATABASES !== 'postgresql') rows.push(await run('PGlite (embedded)'));
if (process.env.BENCH_DATABASES !== 'pglite')
  await withPostgres(async (url) => rows.push(await run('PostgreSQL', url)));
console.table(rows);
