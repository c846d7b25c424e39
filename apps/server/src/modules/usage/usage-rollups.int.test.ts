import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential } from '../../../test/test-support/credentials';
import { asSession } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { USAGE_EVENTS_PATH } from './ingest-routes';
import { usageFigures } from './usage-figures';

const INGEST_TOKEN = 'usage-ingest-token-for-the-rollup-tests-0123456789';
const HOUR_MS = 3_600_000;

interface Call {
  client: string;
  minutesAgo: number;
  status: number;
  latencyMs: number;
  operation?: string;
}

// Issue 21, parts 2 and 4: the hourly roll-ups and the figures read from them.
describe(`usage roll-ups and figures (${testDatabaseKind})`, () => {
  let server: TestServer;
  let first: string;
  let second: string;
  let other: string;
  let companyId: string;
  let otherCompanyId: string;
  let hourStart: number;
  let sent = 0;

  beforeAll(async () => {
    server = await startTestServer({ env: { USAGE_INGEST_TOKEN: INGEST_TOKEN } });
    const owner = await registerAccount(server.client);
    const session = asSession(owner, await signIn(server.client, owner, server.clock));
    first = (await createCredential(server.client, session)).client_id;
    second = (await createCredential(server.client, session)).client_id;
    const stranger = await registerAccount(server.client);
    other = (
      await createCredential(
        server.client,
        asSession(stranger, await signIn(server.client, stranger, server.clock)),
      )
    ).client_id;
    const rows = await server.db.selectFrom('credentials').select(['client_id', 'company_id']).execute();
    companyId = rows.find((row) => row.client_id === first)?.company_id ?? '';
    otherCompanyId = rows.find((row) => row.client_id === other)?.company_id ?? '';
    // The clock's hour begins 30 minutes from now on: "now" is the middle of an hour.
    const now = server.clock.now().getTime();
    hourStart = Math.floor(now / HOUR_MS) * HOUR_MS;
    server.clock.advance(hourStart + HOUR_MS / 2 - now);
  });
  afterAll(() => server.close());

  const report = async (calls: Call[]) => {
    const events = calls.map((call) => ({
      id: `call-${sent++}`,
      clientId: call.client,
      at: new Date(server.clock.now().getTime() - call.minutesAgo * 60_000).toISOString(),
      operation: call.operation ?? 'GET /v1/sample/stations',
      status: call.status,
      latencyMs: call.latencyMs,
      bytes: 100,
    }));
    const reply = await fetch(`${server.opsBaseUrl}${USAGE_EVENTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_TOKEN}` },
      body: JSON.stringify({ events }),
    });
    expect(reply.status).toBe(200);
    return { events };
  };
  const range = (hoursBack: number, hoursAhead = 1) => ({
    from: new Date(hourStart - hoursBack * HOUR_MS),
    to: new Date(hourStart + hoursAhead * HOUR_MS),
    now: server.clock.now(),
  });

  const rolledUpHours = async () =>
    [
      ...new Set(
        (
          await server.db
            .selectFrom('usage_hours')
            .select('hour')
            .where('company_id', '=', companyId)
            .execute()
        ).map((row) => new Date(row.hour).toISOString()),
      ),
    ].sort();

  it('counts each hour’s calls and errors, by operation and status class, per company and client', async () => {
    const sentBatch = await report([
      // This hour: 3 calls of the first client (one 404), 1 of the second (500).
      { client: first, minutesAgo: 5, status: 200, latencyMs: 4 },
      { client: first, minutesAgo: 10, status: 200, latencyMs: 6 },
      {
        client: first,
        minutesAgo: 20,
        status: 404,
        latencyMs: 2,
        operation: 'GET /v1/sample/stations/:stationId/measurements',
      },
      { client: second, minutesAgo: 25, status: 500, latencyMs: 300 },
      // The hour before: 2 calls of the first client.
      { client: first, minutesAgo: 45, status: 200, latencyMs: 8 },
      { client: first, minutesAgo: 80, status: 201, latencyMs: 12 },
      // Another company's call, in the same hour.
      { client: other, minutesAgo: 5, status: 200, latencyMs: 4 },
    ]);
    // The hour before is computed; the current one waits for its end, read from its calls meanwhile.
    expect(await server.app.usageRollups.runOnce()).toBe(1);
    expect(await rolledUpHours()).toEqual([new Date(hourStart - HOUR_MS).toISOString()]);
    const figures = await usageFigures(server.db, { companyId, ...range(1) });
    expect(figures.step).toBe('hour');
    expect(figures.series.map((point) => [point.at, point.calls, point.errors])).toEqual([
      [new Date(hourStart - HOUR_MS).toISOString(), 2, 0],
      [new Date(hourStart).toISOString(), 4, 2],
    ]);
    expect(figures.totals).toMatchObject({ calls: 6, errors: 2, bytes: 600 });
    expect(figures.byOperation).toEqual([
      { operation: 'GET /v1/sample/stations', calls: 5, errors: 1 },
      { operation: 'GET /v1/sample/stations/:stationId/measurements', calls: 1, errors: 1 },
    ]);
    expect(figures.byStatusClass).toEqual([
      { statusClass: '2xx', calls: 4 },
      { statusClass: '3xx', calls: 0 },
      { statusClass: '4xx', calls: 1 },
      { statusClass: '5xx', calls: 1 },
    ]);
    // p50 among 2, 4, 6, 8, 12 and 300 ms lies between 5 and 10; p95 in the 300 ms bucket.
    expect(figures.totals.p50Ms).toBeGreaterThanOrEqual(5);
    expect(figures.totals.p50Ms).toBeLessThanOrEqual(10);
    expect(figures.totals.p95Ms).toBeGreaterThanOrEqual(200);
    expect(figures.totals.p95Ms).toBeLessThanOrEqual(500);

    const ofSecond = await usageFigures(server.db, { companyId, clients: [second], ...range(1) });
    expect(ofSecond.totals).toMatchObject({ calls: 1, errors: 1 });
    // A client of another company, asked for under this company, has nothing here.
    expect((await usageFigures(server.db, { companyId, clients: [other], ...range(1) })).totals.calls).toBe(
      0,
    );
    expect((await usageFigures(server.db, { companyId: otherCompanyId, ...range(1) })).totals.calls).toBe(1);

    // The same batch again changes no figure.
    await fetch(`${server.opsBaseUrl}${USAGE_EVENTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_TOKEN}` },
      body: JSON.stringify(sentBatch),
    });
    await server.app.usageRollups.runOnce();
    expect((await usageFigures(server.db, { companyId, ...range(1) })).totals.calls).toBe(6);
  });

  it('brings an hour already rolled up up to date when a late call for it arrives', async () => {
    await report([{ client: second, minutesAgo: 70, status: 403, latencyMs: 3 }]);
    expect(await server.app.usageRollups.runOnce()).toBe(1);
    expect(await server.app.usageRollups.runOnce()).toBe(0);
    const figures = await usageFigures(server.db, { companyId, ...range(1) });
    expect(figures.series[0]).toMatchObject({ calls: 3, errors: 1 });
  });

  it('gives a point for every hour or day of the range, zeros where nothing was called', async () => {
    const day = await usageFigures(server.db, { companyId, ...range(23) });
    expect(day.series).toHaveLength(24);
    expect(day.series.filter((point) => point.calls > 0)).toHaveLength(2);
    expect(day.series[0]).toEqual({
      at: new Date(hourStart - 23 * HOUR_MS).toISOString(),
      calls: 0,
      errors: 0,
      p50Ms: null,
      p95Ms: null,
    });
    const month = await usageFigures(server.db, {
      companyId,
      from: new Date(hourStart - 30 * 24 * HOUR_MS),
      to: new Date(hourStart + HOUR_MS),
      now: server.clock.now(),
    });
    expect(month.step).toBe('day');
    expect(month.series.reduce((sum, point) => sum + point.calls, 0)).toBe(7);
  });

  it('reads the recent hours from the calls at once, and an hour long past from its roll-ups until they are computed again', async () => {
    const before = (await usageFigures(server.db, { companyId, ...range(23) })).totals.calls;
    // Not rolled up yet: the current hour and one of two hours ago show at once.
    await report([
      { client: first, minutesAgo: 1, status: 200, latencyMs: 3 },
      { client: first, minutesAgo: 150, status: 200, latencyMs: 3 },
    ]);
    expect((await usageFigures(server.db, { companyId, ...range(23) })).totals.calls).toBe(before + 2);
    await server.app.usageRollups.runOnce();
    // A late call of twelve hours ago waits for the roll-up job: a backlog of marked hours is
    // never read from millions of calls.
    await report([{ client: first, minutesAgo: 12 * 60, status: 200, latencyMs: 3 }]);
    expect((await usageFigures(server.db, { companyId, ...range(23) })).totals.calls).toBe(before + 2);
    await server.app.usageRollups.runOnce();
    expect((await usageFigures(server.db, { companyId, ...range(23) })).totals.calls).toBe(before + 3);
  });

  it('computes the current hour once it has ended, to the figures it showed from its calls', async () => {
    const shown = await usageFigures(server.db, { companyId, ...range(23) });
    expect(await rolledUpHours()).not.toContain(new Date(hourStart).toISOString());
    server.clock.advance(HOUR_MS);
    expect(await server.app.usageRollups.runOnce()).toBe(1);
    expect(await rolledUpHours()).toContain(new Date(hourStart).toISOString());
    const fromRollUps = await usageFigures(server.db, { companyId, ...range(23) });
    expect(fromRollUps.series).toEqual(shown.series);
    expect(fromRollUps.totals).toEqual(shown.totals);
  });
});
