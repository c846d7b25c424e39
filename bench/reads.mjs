// Authenticated reads per second: view-personal-details with a session envelope, against the real
// server on PGlite and PostgreSQL. Loopback only, bounded. Usage: node bench/reads.mjs [seconds]
import autocannon from 'autocannon';
import { CompactEncrypt } from 'jose';
import { signedInAccount, startPortal } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const seconds = Number(process.argv[2] ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP ?? 3);

async function run(label, databaseUrl) {
  const portal = await startPortal({ port: 8393, databaseUrl });
  try {
    const account = await signedInAccount(portal.base);
    const sealed = await new CompactEncrypt(
      new TextEncoder().encode(JSON.stringify({ emailid: account.email })),
    )
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .encrypt(Buffer.from(account.envelopeKey, 'base64url'));
    const options = {
      url: `${portal.base}/v1/ddp/view-personal-details?encryptData=${encodeURIComponent(sealed)}`,
      headers: { authorization: `Bearer ${account.token}`, 'x-mfa-value': 'authenticated' },
      connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
    };
    // The first seconds run unoptimised code (JIT); they are load, not measurement.
    await autocannon({ ...options, duration: warmUpSeconds });
    const result = await autocannon({ ...options, duration: seconds });
    return {
      label,
      'reads/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      '2xx': result['2xx'],
      'non-2xx': result.non2xx,
    };
  } finally {
    await portal.stop();
  }
}

const rows = [await run('PGlite (embedded)')];
await withPostgres(async (url) => rows.push(await run('PostgreSQL', url)));
console.table(rows);
