import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../../../test/test-support/accounts';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { asSession } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { USAGE_EVENTS_PATH } from './ingest-routes';
import { daysBefore, dropDay } from './partitions';
import { UsageIngest } from './usage-ingest';

const INGEST_TOKEN = 'usage-ingest-token-for-the-gateway-0123456789';

type Summary = {
  received: number;
  stored: number;
  duplicates: number;
  unattributed: number;
  expired: number;
};

// Issue 21, part 1: every call counted, from the gateway's access log or the sample API itself.
describe(`usage ingestion (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clientId: string;
  let otherClientId: string;
  let companyId: string;
  let otherCompanyId: string;
  let credential: { client_id: string; client_secret: string };

  beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO: 'true', USAGE_INGEST_TOKEN: INGEST_TOKEN } });
    const owner = await registerAccount(server.client);
    const session = asSession(owner, await signIn(server.client, owner, server.clock));
    credential = await createCredential(server.client, session);
    clientId = credential.client_id;
    const other = await registerAccount(server.client);
    otherClientId = (
      await createCredential(
        server.client,
        asSession(other, await signIn(server.client, other, server.clock)),
      )
    ).client_id;
    const companies = await server.db
      .selectFrom('credentials')
      .select(['client_id', 'company_id'])
      .where('client_id', 'in', [clientId, otherClientId])
      .execute();
    companyId = companies.find((row) => row.client_id === clientId)?.company_id ?? '';
    otherCompanyId = companies.find((row) => row.client_id === otherClientId)?.company_id ?? '';
  });
  afterAll(() => server.close());

  const send = (body: unknown, token = INGEST_TOKEN) =>
    fetch(`${server.opsBaseUrl}${USAGE_EVENTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const stored = async (client: string) =>
    server.db
      .selectFrom('usage_calls')
      .selectAll()
      .where('client_id', '=', client)
      .orderBy('at')
      .orderBy('event_key')
      .execute();
  const minutesAgo = (minutes: number) => new Date(server.clock.now().getTime() - minutes * 60_000);

  /** What Kong's http-log plugin sends for one proxied request (its log serializer, trimmed). */
  const kongRecord = (over: {
    id?: string;
    status?: number;
    uri?: string;
    at?: Date;
    consumer?: unknown;
  }) => ({
    request: {
      ...(over.id ? { id: over.id } : {}),
      method: 'GET',
      uri: over.uri ?? '/v1/sample/stations?limit=5',
      url: `http://gateway.test${over.uri ?? '/v1/sample/stations?limit=5'}`,
      size: 312,
      headers: { host: 'gateway.test', 'user-agent': 'curl/8.5.0' },
      querystring: { limit: '5' },
    },
    response: { status: over.status ?? 200, size: 934, headers: { 'content-type': 'application/json' } },
    latencies: { request: 41, kong: 3, proxy: 38 },
    started_at: (over.at ?? minutesAgo(5)).getTime(),
    client_ip: '203.0.113.7',
    route: { id: 'b1c7', name: 'sample', paths: ['/v1/sample'] },
    service: { id: 'c2d8', name: 'sample-api', host: 'portal.internal', port: 8080 },
    consumer:
      over.consumer === undefined ? { id: 'e3f9', custom_id: clientId, username: 'acme-app' } : over.consumer,
    upstream_uri: over.uri ?? '/v1/sample/stations?limit=5',
    tries: [{ ip: '10.0.0.5', port: 8080, balancer_latency: 0 }],
  });

  it('stores a batch in its own format once, however often it is sent', async () => {
    const batch = {
      events: [
        {
          id: 'plain-1',
          clientId,
          at: minutesAgo(30).toISOString(),
          operation: 'GET /v1/sample/stations',
          status: 200,
          latencyMs: 12.5,
          bytes: 934,
        },
        {
          id: 'plain-2',
          clientId,
          at: minutesAgo(29).toISOString(),
          operation: 'GET /v1/sample/stations/x/measurements',
          status: 404,
          latencyMs: 3,
          bytes: 60,
        },
      ],
    };
    const first = await send(batch);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ output: 'success', received: 2, stored: 2, duplicates: 0 });
    const again = await send(batch);
    expect(((await again.json()) as Summary).duplicates).toBe(2);
    const rows = (await stored(clientId)).filter((row) => row.event_key.startsWith('plain-'));
    expect(rows.map((row) => [row.event_key, row.status, Number(row.bytes), row.company_id])).toEqual([
      ['plain-1', 200, 934, companyId],
      ['plain-2', 404, 60, companyId],
    ]);
    expect(rows[0]?.latency_ms).toBe(12.5);
  });

  it('takes what Kong’s http-log plugin sends, one record or a queue’s array, and its retries once', async () => {
    const single = await send(kongRecord({ id: 'kong-req-1', status: 201 }));
    expect(await single.json()).toMatchObject({ received: 1, stored: 1 });
    const queue = [
      kongRecord({ status: 429 }),
      kongRecord({ status: 500, uri: '/v1/sample/stations/abc/measurements?date=2026-11-01' }),
    ];
    expect(await (await send(queue)).json()).toMatchObject({ received: 2, stored: 2, duplicates: 0 });
    // Kong retries a batch its sink did not acknowledge: the same records, no id of their own.
    expect(await (await send(queue)).json()).toMatchObject({ received: 2, stored: 0, duplicates: 2 });
    const rows = (await stored(clientId)).filter((row) => !row.event_key.startsWith('plain-'));
    expect(rows.map((row) => row.status).sort()).toEqual([201, 429, 500]);
    expect(rows.map((row) => row.operation)).toContain('GET /v1/sample/stations/abc/measurements');
    expect(rows.every((row) => row.latency_ms === 41 && Number(row.bytes) === 934)).toBe(true);
  });

  it('refuses a malformed batch whole, saying where, and stores none of it', async () => {
    const before = (await stored(clientId)).length;
    const cases: [unknown, string][] = [
      [
        {
          events: [
            {
              id: 'ok-1',
              clientId,
              at: minutesAgo(1).toISOString(),
              operation: 'GET /x',
              status: 200,
              latencyMs: 1,
              bytes: 1,
            },
            {
              id: 'bad-1',
              clientId,
              at: 'yesterday',
              operation: 'GET /x',
              status: 200,
              latencyMs: 1,
              bytes: 1,
            },
          ],
        },
        'events[1].at',
      ],
      [
        {
          events: [
            {
              id: 'bad-2',
              clientId,
              at: minutesAgo(1).toISOString(),
              operation: 'GET /x',
              status: 99,
              latencyMs: 1,
              bytes: 1,
            },
          ],
        },
        'events[0].status',
      ],
      [{ events: [] }, 'events'],
      [[kongRecord({}), { ...kongRecord({}), response: { status: 'ok', size: 1 } }], '[1].response.status'],
      [{ hello: 'world' }, 'neither'],
      [
        {
          events: [
            {
              id: 'nul\u0000',
              clientId,
              at: minutesAgo(1).toISOString(),
              operation: 'GET /x',
              status: 200,
              latencyMs: 1,
              bytes: 1,
            },
          ],
        },
        'events[0].id: must not hold a NUL',
      ],
      [kongRecord({ uri: '/v1/sample/\u0000' }), 'request.uri: must not hold a NUL'],
      [
        {
          events: [
            {
              id: 'future',
              clientId,
              at: new Date(server.clock.now().getTime() + 3_600_000).toISOString(),
              operation: 'GET /x',
              status: 200,
              latencyMs: 1,
              bytes: 1,
            },
          ],
        },
        'ahead of the server',
      ],
    ];
    for (const [body, where] of cases) {
      const reply = await send(body);
      expect(reply.status).toBe(400);
      const answer = (await reply.json()) as { output: string; message: string; problems: string[] };
      expect(answer.output).toBe('error');
      expect(answer.message).toContain('nothing of it was stored');
      expect(answer.problems.join(' ')).toContain(where);
    }
    const notJson = await fetch(`${server.opsBaseUrl}${USAGE_EVENTS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_TOKEN}` },
      body: '{"events": [',
    });
    expect(notJson.status).toBe(400);
    expect(await stored(clientId)).toHaveLength(before);
  });

  it('admits only the ingestion token: neither none, nor a wrong one, nor the operator’s', async () => {
    const batch = {
      events: [
        {
          id: 'token-1',
          clientId,
          at: minutesAgo(1).toISOString(),
          operation: 'GET /x',
          status: 200,
          latencyMs: 1,
          bytes: 1,
        },
      ],
    };
    for (const token of ['', 'x'.repeat(44), server.operatorToken])
      expect((await send(batch, token)).status).toBe(401);
    expect((await stored(clientId)).some((row) => row.event_key === 'token-1')).toBe(false);
  });

  it('counts each call against its own client’s company, and calls of unknown clients against none', async () => {
    const reply = await send([
      kongRecord({ id: 'mixed-1', consumer: { custom_id: otherClientId } }),
      kongRecord({ id: 'mixed-2', consumer: null }),
      kongRecord({ id: 'mixed-3', consumer: { custom_id: 'ddp-no-such-client' } }),
    ]);
    expect(await reply.json()).toMatchObject({ received: 3, stored: 1, unattributed: 2 });
    const theirs = await stored(otherClientId);
    expect(theirs.map((row) => [row.event_key, row.company_id])).toEqual([['mixed-1', otherCompanyId]]);
    expect((await stored(clientId)).some((row) => row.event_key.startsWith('mixed-'))).toBe(false);
  });

  it('records the sample API’s own calls, successes and failures, off the calls themselves', async () => {
    const token = ((await (await grant(server.baseUrl, credential)).json()) as { access_token: string })
      .access_token;
    const call = (path: string) =>
      fetch(`${server.baseUrl}/v1/sample/${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect((await call('stations')).status).toBe(200);
    expect((await call('stations/no-such-station/measurements')).status).toBe(404);
    expect((await call('stations/no-such-station/measurements?date=soon')).status).toBe(404);
    expect(
      (await fetch(`${server.baseUrl}/v1/sample/stations`, { headers: { authorization: 'Bearer forged' } }))
        .status,
    ).toBe(401);
    await server.app.usageCalls.flush();
    const own = (await stored(clientId)).filter((row) => /^[0-9a-f-]{36}$/.test(row.event_key));
    expect(own.map((row) => `${row.status} ${row.operation}`).sort()).toEqual([
      '200 GET /v1/sample/stations',
      '404 GET /v1/sample/stations/:stationId/measurements',
      '404 GET /v1/sample/stations/:stationId/measurements',
    ]);
    expect(own.every((row) => row.company_id === companyId && row.latency_ms >= 0)).toBe(true);
    expect(Number(own.find((row) => row.status === 200)?.bytes)).toBeGreaterThan(100);
  });

  it('stores calls with keys made just now exactly as the careful insert does, and such a batch written twice once', async () => {
    const usage = new UsageIngest({ db: server.db, clock: server.clock, retentionDays: 30 });
    const hour = Math.floor(minutesAgo(150).getTime() / 3_600_000) * 3_600_000;
    const records = [
      { at: new Date(hour + 3_599_999), clientId, status: 200, latencyMs: 1.5, bytes: 10 },
      { at: new Date(hour + 3_600_001), clientId: otherClientId, status: 404, latencyMs: 0.25, bytes: 0 },
      { at: new Date(hour + 3_600_123), clientId, status: 503, latencyMs: 7, bytes: 3 },
    ].map((record, i) => ({
      ...record,
      key: randomUUID(),
      operation: i === 1 ? 'GET /v1/sample/stations/:stationId/measurements' : 'GET /v1/sample/stations',
    }));
    await sql`DELETE FROM usage_dirty_hours`.execute(server.db);

    const first = await usage.ingest(records, { keysAreNew: true });
    expect(first).toMatchObject({ ok: true, summary: { stored: 3, duplicates: 0 } });
    const rows = await server.db
      .selectFrom('usage_calls')
      .selectAll()
      .where(
        'event_key',
        'in',
        records.map((record) => record.key),
      )
      .execute();
    const asStored = (row: (typeof rows)[number]) =>
      [
        row.event_key,
        row.at.getTime(),
        row.client_id,
        row.company_id,
        row.operation,
        row.status,
        row.latency_ms,
        Number(row.bytes),
      ].join(' ');
    expect(rows.map(asStored).sort()).toEqual(
      records
        .map((record) =>
          [
            record.key,
            record.at.getTime(),
            record.clientId,
            record.clientId === clientId ? companyId : otherCompanyId,
            record.operation,
            record.status,
            record.latencyMs,
            record.bytes,
          ].join(' '),
        )
        .sort(),
    );
    const marked = await sql<{ hour: Date }>`SELECT hour FROM usage_dirty_hours ORDER BY hour`.execute(
      server.db,
    );
    expect(marked.rows.map((row) => new Date(row.hour).getTime())).toEqual([hour, hour + 3_600_000]);

    // A batch whose commit was answered by a lost connection is written again: nothing twice.
    const again = await usage.ingest(records, { keysAreNew: true });
    expect(again).toMatchObject({ ok: true, summary: { stored: 0, duplicates: 3 } });
    const count = await server.db
      .selectFrom('usage_calls')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(
        'event_key',
        'in',
        records.map((record) => record.key),
      )
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(3);
  });

  it('leaves the sample API’s calls to the gateway when told to, and still takes the gateway’s', async () => {
    const apart = await startTestServer({
      env: { SEED_DEMO: 'true', USAGE_INGEST_TOKEN: INGEST_TOKEN, USAGE_SAMPLE_API_CALLS: 'false' },
    });
    try {
      const owner = await registerAccount(apart.client);
      const own = await createCredential(
        apart.client,
        asSession(owner, await signIn(apart.client, owner, apart.clock)),
      );
      const token = ((await (await grant(apart.baseUrl, own)).json()) as { access_token: string })
        .access_token;
      const called = await fetch(`${apart.baseUrl}/v1/sample/stations`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(called.status).toBe(200);
      const reported = await fetch(`${apart.opsBaseUrl}${USAGE_EVENTS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_TOKEN}` },
        body: JSON.stringify([
          kongRecord({
            id: 'gateway-only',
            consumer: { custom_id: own.client_id },
            at: new Date(apart.clock.now().getTime() - 60_000),
          }),
        ]),
      });
      expect(reported.status).toBe(200);
      await apart.app.usageCalls.flush();
      const rows = await apart.db.selectFrom('usage_calls').select(['event_key', 'client_id']).execute();
      expect(rows).toEqual([{ event_key: 'gateway-only', client_id: own.client_id }]);
    } finally {
      await apart.close();
    }
  });

  it('keeps each day in a table of its own, which the retention drops whole; older calls are not taken', async () => {
    const days = [3, 2].map((n) => new Date(server.clock.now().getTime() - n * 86_400_000));
    await send({
      events: days.map((at, i) => ({
        id: `day-${i}`,
        clientId,
        at: at.toISOString(),
        operation: 'GET /x',
        status: 200,
        latencyMs: 1,
        bytes: 1,
      })),
    });
    const oldest = await daysBefore(server.db, new Date(server.clock.now().getTime() - 2 * 86_400_000));
    expect(oldest).toHaveLength(1);
    await dropDay(server.db, oldest[0] ?? '');
    expect((await stored(clientId)).map((row) => row.event_key)).not.toContain('day-0');
    expect((await stored(clientId)).map((row) => row.event_key)).toContain('day-1');
    const tooOld = new Date(server.clock.now().getTime() - 91 * 86_400_000).toISOString();
    const reply = await send({
      events: [
        { id: 'ancient', clientId, at: tooOld, operation: 'GET /x', status: 200, latencyMs: 1, bytes: 1 },
      ],
    });
    expect(await reply.json()).toMatchObject({ received: 1, stored: 0, expired: 1 });
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM usage_calls WHERE event_key = 'ancient'`.execute(server.db);
    expect(rows[0]?.n).toBe(0);
  });
});

describe(`usage ingestion without its token (${testDatabaseKind})`, () => {
  it('is not there at all', async () => {
    const server = await startTestServer();
    try {
      const reply = await fetch(`${server.opsBaseUrl}${USAGE_EVENTS_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${server.operatorToken}` },
        body: JSON.stringify({ events: [] }),
      });
      expect(reply.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe(`usage ingestion where the operator API listens apart (${testDatabaseKind})`, () => {
  it('answers on the operator’s listener only, and 404 on the public one', async () => {
    const server = await startTestServer({ opsListener: true, env: { USAGE_INGEST_TOKEN: INGEST_TOKEN } });
    try {
      const post = (base: string) =>
        fetch(`${base}${USAGE_EVENTS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${INGEST_TOKEN}` },
          body: JSON.stringify({
            events: [
              {
                id: 'apart-1',
                clientId: null,
                at: server.clock.now().toISOString(),
                operation: 'GET /x',
                status: 200,
                latencyMs: 1,
                bytes: 1,
              },
            ],
          }),
        });
      expect(server.opsBaseUrl).not.toBe(server.baseUrl);
      expect((await post(server.baseUrl)).status).toBe(404);
      const there = await post(server.opsBaseUrl);
      expect(there.status).toBe(200);
      expect(await there.json()).toMatchObject({ received: 1, unattributed: 1 });
    } finally {
      await server.close();
    }
  });
});
