import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredential, grant } from '../../../test/test-support/credentials';
import { newestMail } from '../../../test/test-support/mailbox';
import { runCli } from '../../../test/test-support/ops-cli';
import { newMember, newOwner, type Session } from '../../../test/test-support/teams';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

type Quota = {
  clientId: string;
  plan: string | null;
  rate: { limit: number; windowSeconds: number; used: number } | null;
  month: { limit: number; used: number; resetsAt: string; runsOutAt: string | null } | null;
};

// Issue 21, part 3: plans an operator defines and assigns, enforced by the sample API.
describe(`plans and quotas (${testDatabaseKind})`, () => {
  let server: TestServer;

  const ops = async (path: string, body?: unknown) => {
    const response = await fetch(`${server.opsBaseUrl}/v1/ops/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${server.operatorToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** A company of its own with a client, and a function calling the sample API with its token. */
  const companyWithClient = async () => {
    const owner = await newOwner(server);
    const credential = await createCredential(server.client, owner);
    const newToken = async () =>
      ((await (await grant(server.baseUrl, credential)).json()) as { access_token: string }).access_token;
    let token = await newToken();
    const call = () =>
      fetch(`${server.baseUrl}/v1/sample/stations`, { headers: { authorization: `Bearer ${token}` } });
    // Moving the clock on by a month ends the token too.
    const renew = async () => {
      token = await newToken();
    };
    return { owner, credential, call, renew };
  };
  const quotasOf = async (who: Session) =>
    (
      await server.client.post<{ data: { quotas: Quota[] } }>(
        '/v1/ddp/view-usage',
        { range: 'hour' },
        { token: who.token },
      )
    ).body.data.quotas;

  beforeAll(async () => {
    server = await startTestServer();
  }, 60_000);
  afterAll(() => server.close());

  it('lets a plan of 5 calls a minute through 5 times, refuses the 6th with 429 and the RateLimit fields, and again after the minute', async () => {
    const { owner, credential, call } = await companyWithClient();
    expect((await ops('plans', { name: 'Five a minute', rateLimit: 5, ratePer: 'minute' })).status).toBe(200);
    const assigned = await ops('plans/assign', { companyId: owner.companyId, plan: 'Five a minute' });
    expect(assigned.status).toBe(200);

    const remaining: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const reply = await call();
      expect(reply.status).toBe(200);
      expect(reply.headers.get('ratelimit-policy')).toBe('"rate";q=5;w=60');
      remaining.push(reply.headers.get('ratelimit') ?? '');
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0].map((r) => `"rate";r=${r};t=60`));
    const refused = await call();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('ratelimit')).toBe('"rate";r=0;t=60');
    expect(await refused.json()).toMatchObject({ error: 'rate_limited' });

    expect(await quotasOf(owner)).toEqual([
      expect.objectContaining({
        clientId: credential.client_id,
        plan: 'Five a minute',
        rate: expect.objectContaining({ limit: 5, windowSeconds: 60, used: 5 }),
        month: null,
      }),
    ]);

    server.clock.advance(60_000);
    const again = await call();
    expect(again.status).toBe(200);
    expect(again.headers.get('ratelimit')).toBe('"rate";r=4;t=60');
  });

  it('counts the month, mails the Owners at 80% and 100%, and refuses until the month ends', async () => {
    const { owner, credential, call, renew } = await companyWithClient();
    const member = await newMember(server, owner);
    await ops('plans', { name: 'Ten a month', monthlyQuota: 10 });
    await ops('plans/assign', { companyId: owner.companyId, plan: 'Ten a month' });
    for (let i = 0; i < 8; i += 1) expect((await call()).status).toBe(200);
    const at80 = await newestMail(server.client, owner.email, /80%/);
    expect(at80.subject).toContain('Weather dashboard');
    expect(at80.text).toContain(credential.client_id);
    expect(at80.text).toContain('8 of the 10 calls');
    expect(at80.text).not.toContain(credential.client_secret);
    // At this pace (8 calls in the month's days so far) the 10 run out before the month ends.
    const pace = (await quotasOf(owner))[0]?.month;
    const runsOut = Date.parse(pace?.runsOutAt ?? '');
    expect(runsOut).toBeGreaterThan(server.clock.now().getTime());
    expect(runsOut).toBeLessThan(Date.parse(pace?.resetsAt ?? ''));
    await call();
    const last = await call();
    expect(last.status).toBe(200);
    expect(last.headers.get('ratelimit')).toMatch(/^"month";r=0;t=\d+$/);
    expect(await newestMail(server.client, owner.email, /100%/)).toBeDefined();
    const over = await call();
    expect(over.status).toBe(429);
    const now = server.clock.now();
    const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    expect(Number(over.headers.get('retry-after'))).toBe(Math.ceil((nextMonth - now.getTime()) / 1000));
    expect((await quotasOf(owner))[0]?.month).toMatchObject({ limit: 10, used: 10, runsOutAt: null });
    // A member sees only their own clients' quotas; the mails go to Owners only.
    expect(await quotasOf(member)).toEqual([]);
    const mailbox = await server.client.raw<{ messages: { subject: string }[] }>(
      `/v1/dev/mailbox?to=${encodeURIComponent(member.email)}`,
      { method: 'GET' },
    );
    expect(mailbox.body.messages.filter((mail) => /quota/.test(mail.subject))).toEqual([]);

    // A new month: the count starts again.
    server.clock.advance(nextMonth - now.getTime() + 1000);
    await renew();
    const fresh = await call();
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('ratelimit')).toMatch(/^"month";r=9;t=\d+$/);
  });

  it('leaves a company without a plan unlimited and without the fields; a plan withdrawn applies at once', async () => {
    const { owner, call } = await companyWithClient();
    const free = await call();
    expect(free.status).toBe(200);
    expect(free.headers.get('ratelimit')).toBeNull();
    expect((await quotasOf(owner))[0]).toMatchObject({ plan: null, rate: null, month: null });
    await ops('plans', { name: 'One a minute', rateLimit: 1, ratePer: 'minute' });
    await ops('plans/assign', { companyId: owner.companyId, plan: 'One a minute' });
    expect((await call()).status).toBe(200);
    expect((await call()).status).toBe(429);
    expect((await ops('plans/unassign', { companyId: owner.companyId })).status).toBe(200);
    expect((await call()).status).toBe(200);
  });

  it('refuses a plan without limits, an unknown plan or company, with a clear error and nothing changed', async () => {
    const { owner } = await companyWithClient();
    for (const bad of [
      { name: 'Nothing' },
      { name: 'Half', rateLimit: 5 },
      { name: 'Zero', monthlyQuota: 0 },
      { name: '', monthlyQuota: 5 },
      { name: 'Unit', rateLimit: 5, ratePer: 'fortnight' },
    ]) {
      const reply = await ops('plans', bad);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body.output).toBe('error');
    }
    expect((await ops('plans/assign', { companyId: owner.companyId, plan: 'No such plan' })).status).toBe(
      404,
    );
    await ops('plans', { name: 'Spare', monthlyQuota: 5 });
    const unknownCompany = await ops('plans/assign', {
      companyId: 'ffffffff-ffff-ffff-ffff-ffffffffffff',
      plan: 'Spare',
    });
    expect(unknownCompany.status).toBe(404);
    expect((await ops('plans/unassign', { companyId: owner.companyId })).status).toBe(404);
    const listed = (await ops('plans')).body.plans as { name: string; companies: number }[];
    expect(listed.map((plan) => plan.name)).not.toContain('Nothing');
    expect(listed.find((plan) => plan.name === 'Spare')?.companies).toBe(0);
  });

  it('takes plans from the operator CLI: define, assign, list and unassign', async () => {
    const { owner, call } = await companyWithClient();
    const defined = await runCli(server, [
      'plans',
      'define',
      'CLI plan',
      '--rate',
      '2/second',
      '--monthly',
      '500',
    ]);
    expect(defined).toEqual({
      code: 0,
      output: 'Plan CLI plan for environment-stations: 2 per 1 s, 500 a month.',
    });
    expect((await runCli(server, ['plans', 'assign', 'CLI plan', '--company', owner.companyId])).code).toBe(
      0,
    );
    const reply = await call();
    expect(reply.headers.get('ratelimit-policy')).toMatch(/^"rate";q=2;w=1, "month";q=500;w=\d+$/);
    const listed = await runCli(server, ['plans', 'list']);
    expect(listed.output).toContain('"name":"CLI plan"');
    expect(listed.output).toContain('"companies":1');
    const wrongRate = await runCli(server, ['plans', 'define', 'Bad', '--rate', 'five a minute']);
    expect(wrongRate.code).toBe(1);
    expect(wrongRate.output).toContain('--rate reads N/second, N/minute or N/hour');
    expect((await runCli(server, ['plans', 'unassign', '--company', owner.companyId])).code).toBe(0);
    expect((await call()).headers.get('ratelimit')).toBeNull();
  });

  it('mails a German Owner in German, and each Owner of the company in their own language', async () => {
    const { owner, call } = await companyWithClient();
    const second = await newMember(server, owner);
    await server.client.post(
      '/v1/ddp/set-language',
      { consumerId: owner.consumerId, language: 'de' },
      { token: owner.token },
    );
    await ops('plans', { name: 'Five a month', monthlyQuota: 5 });
    await ops('plans/assign', { companyId: owner.companyId, plan: 'Five a month' });
    for (let i = 0; i < 4; i += 1) expect((await call()).status).toBe(200);
    const german = await newestMail(server.client, owner.email, /Monatskontingents/);
    expect(german.subject).toBe('Weather dashboard hat 80 % seines Monatskontingents genutzt');
    expect(german.text).toContain('4 der 5 Aufrufe');
    // The member is no Owner: no mail.
    const mailbox = await server.client.raw<{ messages: { subject: string }[] }>(
      `/v1/dev/mailbox?to=${encodeURIComponent(second.email)}`,
      { method: 'GET' },
    );
    expect(mailbox.body.messages.filter((mail) => /Monatskontingent|quota/.test(mail.subject))).toEqual([]);
  });
});
