import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { newMember, newOwner, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

type Figures = {
  step: string;
  from: string;
  to: string;
  series: { at: string; calls: number; errors: number }[];
  totals: { calls: number; errors: number };
  byOperation: { operation: string; calls: number; errors: number }[];
  byStatusClass: { statusClass: string; calls: number }[];
  scope: string;
  clients: { clientId: string; name: string }[];
};

// Issue 21, part 2: what a member sees of the company's calls, and what they may not.
describe(`the usage figures (${testDatabaseKind})`, () => {
  let server: TestServer;
  let owner: Session;
  let member: Session;
  let ownersClient: { client_id: string; client_secret: string };
  let membersClient: { client_id: string; client_secret: string };

  const usage = (who: Session, payload: Record<string, unknown>) =>
    server.client.post<{ data: Figures; message?: string }>('/v1/ddp/view-usage', payload, {
      token: who.token,
    });
  const callWith = async (credential: { client_id: string; client_secret: string }, paths: string[]) => {
    const { access_token } = (await (await grant(server.baseUrl, credential)).json()) as {
      access_token: string;
    };
    for (const path of paths) {
      await fetch(`${server.baseUrl}/v1/sample/${path}`, {
        headers: { authorization: `Bearer ${access_token}` },
      });
    }
    await server.app.usageCalls.flush();
  };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await newOwner(server);
    member = await newMember(server, owner);
    ownersClient = await createCredential(server.client, owner, 'Owner dashboard');
    membersClient = await createCredential(server.client, member, 'Member script');
    // The owner's client: 3 successes and 2 not found; the member's: 1 success.
    await callWith(ownersClient, [
      'stations',
      'stations',
      'stations/berlin-mitte/measurements',
      'stations/nowhere/measurements',
      'stations/nowhere/measurements',
    ]);
    await callWith(membersClient, ['stations']);
  }, 120_000);
  afterAll(() => server.close());

  it('shows an Owner every call of the company at once, by minute, operation and status class', async () => {
    const reply = await usage(owner, { range: 'hour' });
    expect(reply.status).toBe(200);
    const figures = reply.body.data;
    expect(figures.step).toBe('minute');
    expect(figures.series).toHaveLength(60);
    expect(figures.scope).toBe('company');
    expect(figures.totals).toMatchObject({ calls: 6, errors: 2 });
    expect(figures.series.reduce((sum, point) => sum + point.calls, 0)).toBe(6);
    expect(figures.byStatusClass).toEqual([
      { statusClass: '2xx', calls: 4 },
      { statusClass: '3xx', calls: 0 },
      { statusClass: '4xx', calls: 2 },
      { statusClass: '5xx', calls: 0 },
    ]);
    // As many calls of each: by name.
    expect(figures.byOperation).toEqual([
      { operation: 'GET /v1/sample/stations', calls: 3, errors: 0 },
      { operation: 'GET /v1/sample/stations/:stationId/measurements', calls: 3, errors: 2 },
    ]);
    expect(figures.clients.map((client) => client.name)).toEqual(['Member script', 'Owner dashboard']);
  });

  it('gives the same counts by hour and day, before and after the roll-ups', async () => {
    for (const range of ['day', 'week', 'month'] as const) {
      const before = (await usage(owner, { range })).body.data;
      expect(before.totals, range).toMatchObject({ calls: 6, errors: 2 });
      expect(
        before.series.reduce((sum, point) => sum + point.calls, 0),
        range,
      ).toBe(6);
    }
    await server.app.usageRollups.runOnce();
    const today = server.clock.now().toISOString().slice(0, 10);
    const after = (await usage(owner, { range: 'dates', from: today, to: today })).body.data;
    expect(after).toMatchObject({ step: 'hour', totals: { calls: 6, errors: 2 } });
    expect(after.series).toHaveLength(24);
    expect((await usage(owner, { range: 'month' })).body.data.totals).toMatchObject({ calls: 6, errors: 2 });
  });

  it('shows a member only the clients they hold, and one client when asked', async () => {
    const own = (await usage(member, { range: 'day' })).body.data;
    expect(own.scope).toBe('own');
    expect(own.clients).toEqual([{ clientId: membersClient.client_id, name: 'Member script' }]);
    expect(own.totals).toMatchObject({ calls: 1, errors: 0 });
    const one = (await usage(owner, { range: 'day', clientId: ownersClient.client_id })).body.data;
    expect(one.totals).toMatchObject({ calls: 5, errors: 2 });
    const theirs = (await usage(owner, { range: 'day', clientId: membersClient.client_id })).body.data;
    expect(theirs.totals.calls).toBe(1);
  });

  it("answers a client the caller may not see as one that does not exist, another company's too", async () => {
    const notHeld = await usage(member, { range: 'day', clientId: ownersClient.client_id });
    const unknown = await usage(member, { range: 'day', clientId: `ddp-${'0'.repeat(32)}` });
    expect([notHeld.status, notHeld.body]).toEqual([404, { output: 'error', message: messages.notFound }]);
    expect([unknown.status, unknown.body]).toEqual([notHeld.status, notHeld.body]);
    const stranger = await newOwner(server);
    const foreign = await usage(stranger, { range: 'day', clientId: ownersClient.client_id });
    expect([foreign.status, foreign.body]).toEqual([notHeld.status, notHeld.body]);
    const nothing = (await usage(stranger, { range: 'month' })).body.data;
    expect(nothing.totals.calls).toBe(0);
    expect(nothing.clients).toEqual([]);
  });

  it('refuses chosen dates that are missing, reversed or too far apart, with the field named', async () => {
    const cases = [
      [{ range: 'dates', to: '2026-11-02' }, 'from', messages.usageDateNeeded],
      [{ range: 'dates', from: '2026-11-02', to: '2026-11-01' }, 'to', messages.auditDateRange],
      [
        { range: 'dates', from: '2026-01-01', to: '2026-11-01' },
        'to',
        messages.usageDatesTooLong({ max: 92 }),
      ],
      [{ range: 'dates', from: '2026-02-30', to: '2026-03-01' }, 'from', messages.auditDateInvalid],
    ] as const;
    for (const [payload, field, message] of cases) {
      const reply = await usage(owner, payload);
      expect(reply.status, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(reply.body), JSON.stringify(payload)).toContain(message);
      expect(JSON.stringify(reply.body), JSON.stringify(payload)).toContain(field);
    }
    expect((await usage(owner, { range: 'year' })).status).toBe(400);
  });

  it('counts a call answered a moment ago, before its batch was due to be written', async () => {
    const { access_token } = (await (await grant(server.baseUrl, membersClient)).json()) as {
      access_token: string;
    };
    const called = await fetch(`${server.baseUrl}/v1/sample/stations`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(called.status).toBe(200);
    const own = (await usage(member, { range: 'hour' })).body.data;
    expect(own.totals).toMatchObject({ calls: 2, errors: 0 });
  });
});
