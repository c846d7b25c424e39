import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { type Db, openPostgres } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { FakeClock } from '../clock';
import { loadConfig } from '../config';

// A PostgreSQL of its own that the test can stop and start again (scripts/temp-postgres.sh).
const script = path.resolve(__dirname, '../../../../../scripts/temp-postgres.sh');
const postgres = (...args: string[]) => execFileSync('bash', [script, ...args], { encoding: 'utf8' }).trim();
const port = String(55_000 + Math.floor(Math.random() * 5_000));

// PostgreSQL behaviour: it runs in the suite's PostgreSQL pass (the embedded database cannot go away).
describe.runIf(process.env.TEST_DATABASE_URL)('when PostgreSQL goes away and comes back', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-outage-'));
  let db: Db;
  let app: App;
  let base: string;

  beforeAll(async () => {
    const url = postgres('start', dir, port);
    db = openPostgres(url, 4);
    await migrateToLatest(db);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url });
    app = await buildApp({ config, db, clock: new FakeClock(), masterKey: randomBytes(32) });
    await app.server.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    await app?.server.close();
    await db?.destroy();
    postgres('stop', dir);
  });

  const timed = async (route: string, init?: RequestInit) => {
    const started = Date.now();
    const reply = await fetch(`${base}${route}`, init);
    return { reply, ms: Date.now() - started };
  };
  const citydata = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"countryname":"Germany"}',
  };
  const login = { method: 'POST', headers: { 'content-type': 'application/json' } };

  it('fails readiness and answers 503 quickly, then recovers without a restart', async () => {
    expect((await timed('/readyz')).reply.status).toBe(200);
    postgres('halt', dir);

    const ready = await timed('/readyz');
    expect(ready.reply.status).toBe(503);
    expect(ready.ms).toBeLessThan(2_500);
    expect((await timed('/healthz')).reply.status).toBe(200);
    // A call that needs the database: registration checks the e-mail first.
    const body = JSON.stringify({
      Data: {
        firstname: 'A',
        lastname: 'B',
        email: 'outage@example.com',
        password: 'Correct-Horse-Battery-9',
        countryCode: '+49',
        phonenumber: '1701234567',
        mobile: '+49 1701234567 DE',
        companyname: 'C',
        street: 'S',
        postal: '1',
        city: 'Berlin',
        country: 'Germany',
        projectname: 'P',
        projectdescription: 'D',
        purpose: 'X',
      },
    });
    const down = await timed('/v1/ddp/register-user', { ...login, body });
    expect(down.reply.status).toBe(503);
    expect(await down.reply.json()).toEqual({ output: 'error', message: messages.unavailable });
    expect(down.ms).toBeLessThan(2_500);
    expect((await timed('/v1/ddp/citydata', citydata)).reply.status).toBe(200);

    postgres('resume', dir, port);
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await timed('/readyz')).reply.status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await timed('/v1/ddp/register-user', { ...login, body })).reply.status).toBe(201);
  }, 120_000);
});
