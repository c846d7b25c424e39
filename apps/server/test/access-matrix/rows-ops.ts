import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { namesOfA } from './cross-company';
import { MATRIX_USAGE_INGEST_TOKEN } from './matrix-server';
import { INGEST_TOKEN_NEEDED, NOT_OPERATOR, ok } from './replies';
import { route } from './row';
import type { Caller, World } from './world';

const retiredDocument = () =>
  JSON.stringify({
    openapi: '3.0.3',
    'x-service-id': `matrix-${randomUUID().slice(0, 8)}`,
    info: { title: 'Matrix Service', version: '1.0.0' },
    paths: {},
  });
const said = ok({ message: expect.any(String) });
const usageBatch = (w: World) => ({
  events: [
    {
      id: randomUUID(),
      clientId: null,
      at: w.server.clock.now().toISOString(),
      operation: 'GET /v1/sample/stations',
      status: 200,
      latencyMs: 5,
      bytes: 100,
    },
  ],
});
const unknownEmail = () => `nobody.${randomUUID().slice(0, 8)}@example.com`;

const unlock = (w: World, who: Caller, email: string) =>
  w.plain(who, 'POST', '/v1/ops/accounts/unlock', { email });
const resetSecondFactor = (w: World, who: Caller, email: string) =>
  w.plain(who, 'POST', '/v1/ops/accounts/reset-second-factor', { email });
const requirePasswordReset = (w: World, who: Caller, email: string) =>
  w.plain(who, 'POST', '/v1/ops/accounts/require-password-reset', { email });
const multiConsumer = (w: World, who: Caller, companyId: string) =>
  w.plain(who, 'POST', '/v1/ops/companies/multi-consumer', { companyId, enabled: false, limit: 0 });
const grantTo = (w: World, who: Caller, companyId: string) =>
  w.plain(who, 'POST', '/v1/ops/services/grant', {
    companyId,
    serviceId: w.services.advancedOfA.split(':v')[0],
  });
// Issue 21, part 3: a plan every assignment below names, defined by the operator whoever calls.
const MATRIX_PLAN = 'Matrix plan';
const definePlan = (w: World, who: Caller) =>
  w.plain(who, 'POST', '/v1/ops/plans', { name: MATRIX_PLAN, rateLimit: 1000, ratePer: 'minute' });
const assignPlan = async (w: World, who: Caller, companyId: string) => {
  await definePlan(w, w.callers.operator);
  return w.plain(who, 'POST', '/v1/ops/plans/assign', { companyId, plan: MATRIX_PLAN });
};
const unassignPlan = async (w: World, who: Caller, companyId: string) => {
  await assignPlan(w, w.callers.operator, companyId);
  return w.plain(who, 'POST', '/v1/ops/plans/unassign', { companyId });
};
const setStatus = (w: World, who: Caller, requestId: string) =>
  w.plain(who, 'POST', '/v1/ops/requests/status', { requestId, status: 'In review' });

// Operator calls naming A: B's callers hold no operator token, so nothing of A may change either way.
const memberEmailOfA = (call: typeof unlock) =>
  namesOfA({ field: 'email', ofA: async (w) => (await w.memberOfA()).email, unknown: unknownEmail, call });
const companyA = (call: typeof unlock) =>
  namesOfA({ field: 'companyId', ofA: (w) => w.ownerA.companyId, unknown: () => randomUUID(), call });
const unlocking = memberEmailOfA(unlock);
const secondFactorReset = memberEmailOfA(resetSecondFactor);
const passwordResetRequest = memberEmailOfA(requirePasswordReset);
const requestOfA = namesOfA({
  field: 'requestId',
  ofA: (w) => w.requestOfA(),
  unknown: () => 'AR-99999999',
  call: setStatus,
});

/** The operator API: the operator token and nothing else. */
export const opsRows = [
  route('GET /v1/ops/accounts', {
    allowed: ['operator'],
    succeeds: ok({ accounts: expect.any(Array) }),
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/accounts'),
    ids: [],
  }),
  route('POST /v1/ops/accounts/unlock', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: unlocking.callOnA,
    ids: [unlocking],
  }),
  route('POST /v1/ops/accounts/reset-second-factor', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: secondFactorReset.callOnA,
    ids: [secondFactorReset],
  }),
  route('POST /v1/ops/accounts/require-password-reset', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: passwordResetRequest.callOnA,
    ids: [passwordResetRequest],
  }),
  route('GET /v1/ops/companies', {
    allowed: ['operator'],
    succeeds: ok({ companies: expect.any(Array) }),
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/companies'),
    ids: [],
  }),
  route('POST /v1/ops/companies/multi-consumer', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: (w, who) => multiConsumer(w, who, w.ownerB.companyId),
    ids: [companyA(multiConsumer)],
  }),
  route('POST /v1/ops/keys/rotate', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'POST', '/v1/ops/keys/rotate', {}),
    ids: [],
  }),
  route('POST /v1/ops/services/publish', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: (w, who) =>
      w.plain(who, 'POST', '/v1/ops/services/publish', { kind: 'basic', document: retiredDocument() }),
    ids: [],
  }),
  route('GET /v1/ops/services', {
    allowed: ['operator'],
    succeeds: ok({ services: expect.any(Array) }),
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/services'),
    ids: [],
  }),
  route('POST /v1/ops/services/retire', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: async (w, who) => {
      const document = retiredDocument();
      await w.plain(w.callers.operator, 'POST', '/v1/ops/services/publish', { kind: 'basic', document });
      const serviceId = (JSON.parse(document) as { 'x-service-id': string })['x-service-id'];
      return w.plain(who, 'POST', '/v1/ops/services/retire', { serviceId });
    },
    ids: [],
  }),
  route('POST /v1/ops/services/grant', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: (w, who) => grantTo(w, who, w.ownerA.companyId),
    ids: [companyA(grantTo)],
  }),
  route('GET /v1/ops/requests', {
    allowed: ['operator'],
    succeeds: ok({ requests: expect.any(Array) }),
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/requests'),
    ids: [],
  }),
  route('GET /v1/ops/audit-log', {
    allowed: ['operator'],
    succeeds: ok({ events: expect.any(Array) }),
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', `/v1/ops/audit-log?company=${w.ownerA.companyId}`),
    ids: [companyA((w, who, companyId) => w.plain(who, 'GET', `/v1/ops/audit-log?company=${companyId}`))],
  }),
  // The whole database: the operator's alone, never a company's member's or a client's.
  route('GET /v1/ops/backup', {
    allowed: ['operator'],
    // A gzip archive, which the client keeps as text: its restore has its own test.
    succeeds: { status: 200, body: { raw: expect.any(String) } },
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/backup'),
    ids: [],
  }),
  // The gateway's reports of API calls: its own token only, the operator's included refused. The
  // batch names no client, so it counts against no company whoever sends it.
  route('POST /v1/ops/usage-events', {
    allowed: [],
    succeeds: ok({ received: 1, stored: 0, unattributed: 1 }),
    refused: {
      ...Object.fromEntries(Object.keys(NOT_OPERATOR).map((name) => [name, INGEST_TOKEN_NEEDED])),
      operator: INGEST_TOKEN_NEEDED,
    },
    call: (w, who) => w.plain(who, 'POST', '/v1/ops/usage-events', usageBatch(w)),
    rightful: (w) =>
      w.plain(
        { name: 'anonymous', token: MATRIX_USAGE_INGEST_TOKEN, self: w.ownerA },
        'POST',
        '/v1/ops/usage-events',
        usageBatch(w),
      ),
    ids: [],
  }),
  route('POST /v1/ops/plans', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: definePlan,
    ids: [],
  }),
  route('GET /v1/ops/plans', {
    allowed: ['operator'],
    succeeds: ok({ plans: expect.any(Array) }),
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/plans'),
    ids: [],
  }),
  route('POST /v1/ops/plans/assign', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: (w, who) => assignPlan(w, who, w.ownerB.companyId),
    ids: [companyA(assignPlan)],
  }),
  route('POST /v1/ops/plans/unassign', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: (w, who) => unassignPlan(w, who, w.ownerB.companyId),
    ids: [companyA(unassignPlan)],
  }),
  route('GET /metrics', {
    allowed: ['operator'],
    succeeds: {
      status: 200,
      body: { raw: expect.stringContaining('# TYPE http_request_duration_seconds histogram') },
    },
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', '/metrics'),
    ids: [],
  }),
  route('POST /v1/ops/requests/status', {
    allowed: ['operator'],
    succeeds: said,
    refused: NOT_OPERATOR,
    call: requestOfA.callOnA,
    ids: [requestOfA],
  }),
];
