// What one recorded call costs PostgreSQL by the size of the batch it is written in (issue 21,
// part 1): the statement of modules/usage/repo.ts `insertNewCalls` on a day-partitioned table with
// the same columns and key, batches of each size written one after another, and the CPU time of
// the database's backend (/proc) and of this process per row. Loopback only, bounded by the rows.
// Usage: node bench/usage-batch-size.mjs [rows per size] [sizes, comma-separated]
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { cpuMs } from './portal-process.mjs';
import { withPostgres } from './postgres.mjs';

const rowsPerSize = Number(process.argv[2] ?? 60_000);
const sizes = (process.argv[3] ?? '170,500,1000,2000').split(',').map(Number);

// The statement of insertNewCalls, as Kysely sends it, on this bench's own tables.
const INSERT = `WITH stored AS (
  INSERT INTO calls (at, event_key, client_id, company_id, operation, status, latency_ms, bytes)
  SELECT to_timestamp(t), k, ($1::text[])[c], ($2::uuid[])[co], ($3::text[])[o], s, l, b
  FROM unnest($4::float8[], $5::text[], $6::int[], $7::int[], $8::int[], $9::smallint[], $10::real[],
    $11::bigint[]) AS u(t, k, c, co, o, s, l, b))
  INSERT INTO dirty_hours (hour) SELECT to_timestamp(h) FROM unnest($12::float8[]) AS h
  ON CONFLICT (hour) DO NOTHING`;

async function measure(client, backend, size) {
  await client.query('TRUNCATE calls, dirty_hours');
  const company = randomUUID();
  const batches = Math.max(1, Math.round(rowsPerSize / size));
  // The calls of a busy API: 1,700 a second, in time order.
  let at = Date.now() / 1000 - 3600;
  const write = async () => {
    const times = [];
    const keys = [];
    for (let i = 0; i < size; i++) {
      at += 1 / 1700;
      times.push(at);
      keys.push(randomUUID());
    }
    const ones = new Array(size).fill(1);
    await client.query(INSERT, [
      ['ddp-0123456789abcdef'],
      [company],
      ['GET /v1/sample/stations'],
      times,
      keys,
      ones,
      ones,
      ones,
      new Array(size).fill(200),
      new Array(size).fill(1.5),
      new Array(size).fill(1234),
      [Math.floor(at / 3600) * 3600],
    ]);
  };
  for (let i = 0; i < Math.min(20, batches); i++) await write();
  const database = cpuMs(backend);
  const own = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < batches; i++) await write();
  const wallMs = performance.now() - started;
  const ownUs = process.cpuUsage(own);
  const rows = batches * size;
  return {
    'rows per batch': size,
    batches,
    'PostgreSQL CPU µs per row': Number((((cpuMs(backend) - database) * 1000) / rows).toFixed(1)),
    'this process CPU µs per row': Number(((ownUs.user + ownUs.system) / rows).toFixed(1)),
    'ms per batch': Number((wallMs / batches).toFixed(2)),
  };
}

await withPostgres(async (url) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE TABLE calls (at timestamptz NOT NULL, event_key text NOT NULL,
      client_id text NOT NULL, company_id uuid NOT NULL, operation text NOT NULL, status smallint NOT NULL,
      latency_ms real NOT NULL, bytes bigint NOT NULL, PRIMARY KEY (at, event_key)) PARTITION BY RANGE (at)`);
    await client.query(`CREATE TABLE calls_day PARTITION OF calls
      FOR VALUES FROM ('-infinity') TO ('infinity')`);
    await client.query('CREATE TABLE dirty_hours (hour timestamptz PRIMARY KEY)');
    const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
    const table = [];
    for (const size of sizes) table.push(await measure(client, rows[0].pid, size));
    console.log(`usage batches on PostgreSQL, ${rowsPerSize.toLocaleString('en')} rows per size`);
    console.table(table);
  } finally {
    await client.end();
  }
});
