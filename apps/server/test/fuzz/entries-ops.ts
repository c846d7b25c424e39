import { randomUUID } from 'node:crypto';
import {
  opsRequestDecision,
  opsRequestsQuery,
  opsServiceGrant,
  opsServicePublish,
  opsServiceRetire,
} from '../../src/modules/advanced-requests/ops-routes';
import { opsAuditLogQuery } from '../../src/modules/audit-log/ops-routes';
import { opsBackupQuery } from '../../src/modules/backup/ops-routes';
import {
  opsAccountByEmail,
  opsAccountsQuery,
  opsKeyRotation,
  opsMultiConsumer,
} from '../../src/modules/ops/routes';
import {
  opsPlanAssignment,
  opsPlanDefinition,
  opsPlanUnassignment,
} from '../../src/modules/plans/ops-routes';
import { usagePlainBatch } from '../../src/modules/usage/ingest-formats';
import { registerAccount } from '../test-support/accounts';
import { fuzz, NO_INPUT } from './fuzz-entry';
import { FUZZ_USAGE_INGEST_TOKEN } from './fuzz-suite';
import type { FuzzWorld } from './fuzz-world';

const operator = (fw: FuzzWorld) => fw.caller('operator');

const serviceDocument = () =>
  JSON.stringify({
    openapi: '3.0.3',
    'x-service-id': `fuzz-${randomUUID().slice(0, 8)}`,
    info: { title: 'Fuzz Service', version: '1.0.0' },
    paths: {},
  });

/** The operator API: plain JSON with schemas of its own (not in the contract), the operator token only. */
export const opsEntries = [
  // Prometheus' text format: a document for operators, nothing of the input goes into it.
  fuzz('GET /metrics', {
    transport: 'query',
    schema: NO_INPUT,
    caller: operator,
    base: () => ({}),
    document: true,
  }),
  // The gateway's batches, in our own format (Kong's is read by the same route, its records checked
  // field by field the same way); a case either is stored whole or changes nothing.
  fuzz('POST /v1/ops/usage-events', {
    transport: 'json',
    schema: usagePlainBatch,
    caller: (fw) => ({ name: 'gateway', token: FUZZ_USAGE_INGEST_TOKEN, self: fw.world.ownerA }),
    base: (fw) => ({
      events: [
        {
          id: randomUUID(),
          clientId: fw.world.apiClient.client_id,
          at: fw.server.clock.now().toISOString(),
          operation: 'GET /v1/sample/stations',
          status: 200,
          latencyMs: 4.5,
          bytes: 934,
        },
      ],
    }),
  }),
  fuzz('GET /v1/ops/accounts', {
    transport: 'query',
    schema: opsAccountsQuery,
    caller: operator,
    base: (fw) => ({ email: fw.world.spare.email, limit: '10' }),
  }),
  fuzz('POST /v1/ops/accounts/unlock', {
    transport: 'json',
    schema: opsAccountByEmail,
    caller: operator,
    base: (fw) => ({ email: fw.world.spare.email }),
  }),
  fuzz('POST /v1/ops/accounts/reset-second-factor', {
    transport: 'json',
    schema: opsAccountByEmail,
    caller: operator,
    base: async (fw) => ({ email: (await registerAccount(fw.server.client)).email }),
  }),
  fuzz('POST /v1/ops/accounts/require-password-reset', {
    transport: 'json',
    schema: opsAccountByEmail,
    caller: operator,
    base: async (fw) => ({ email: (await registerAccount(fw.server.client)).email }),
  }),
  // A whole archive (gzip) for each accepted case: nothing of the input goes into it.
  fuzz('GET /v1/ops/backup', {
    transport: 'query',
    schema: opsBackupQuery,
    caller: operator,
    base: () => ({}),
    document: true,
  }),
  fuzz('GET /v1/ops/companies', { transport: 'query', schema: NO_INPUT, caller: operator, base: () => ({}) }),
  fuzz('POST /v1/ops/companies/multi-consumer', {
    transport: 'json',
    schema: opsMultiConsumer,
    caller: operator,
    base: (fw) => ({ companyId: fw.world.ownerB.companyId, enabled: false, limit: 0 }),
  }),
  fuzz('POST /v1/ops/keys/rotate', {
    transport: 'json',
    schema: opsKeyRotation,
    caller: operator,
    base: () => ({ immediately: false }),
  }),
  fuzz('POST /v1/ops/services/publish', {
    transport: 'json',
    schema: opsServicePublish,
    caller: operator,
    base: () => ({ kind: 'basic', document: serviceDocument() }),
    // The operator is told where the document is broken, in the parser's words (docs/decisions.md).
    quotes: /The document is neither JSON nor YAML: (?:[^"\\]|\\.)*/g,
  }),
  fuzz('GET /v1/ops/services', { transport: 'query', schema: NO_INPUT, caller: operator, base: () => ({}) }),
  fuzz('POST /v1/ops/services/retire', {
    transport: 'json',
    schema: opsServiceRetire,
    caller: operator,
    base: async (fw) => {
      const document = serviceDocument();
      await fw.world.plain(fw.world.callers.operator, 'POST', '/v1/ops/services/publish', {
        kind: 'basic',
        document,
      });
      return { serviceId: (JSON.parse(document) as { 'x-service-id': string })['x-service-id'] };
    },
  }),
  fuzz('POST /v1/ops/services/grant', {
    transport: 'json',
    schema: opsServiceGrant,
    caller: operator,
    base: (fw) => ({
      companyId: fw.world.ownerA.companyId,
      serviceId: fw.world.services.advancedOfA.split(':v')[0],
    }),
  }),
  // Issue 21, part 3: plans and quotas, on company B: A's client calls the sample API unlimited.
  fuzz('POST /v1/ops/plans', {
    transport: 'json',
    schema: opsPlanDefinition,
    caller: operator,
    base: () => ({
      name: 'Fuzz plan',
      serviceId: 'environment-stations',
      rateLimit: 5,
      ratePer: 'minute',
      monthlyQuota: 1000,
    }),
  }),
  fuzz('GET /v1/ops/plans', { transport: 'query', schema: NO_INPUT, caller: operator, base: () => ({}) }),
  fuzz('POST /v1/ops/plans/assign', {
    transport: 'json',
    schema: opsPlanAssignment,
    caller: operator,
    base: async (fw) => {
      await fw.world.plain(fw.world.callers.operator, 'POST', '/v1/ops/plans', {
        name: 'Fuzz plan',
        monthlyQuota: 1000,
      });
      return { companyId: fw.world.ownerB.companyId, plan: 'Fuzz plan' };
    },
  }),
  fuzz('POST /v1/ops/plans/unassign', {
    transport: 'json',
    schema: opsPlanUnassignment,
    caller: operator,
    base: async (fw) => {
      await fw.world.plain(fw.world.callers.operator, 'POST', '/v1/ops/plans', {
        name: 'Fuzz plan',
        monthlyQuota: 1000,
      });
      await fw.world.plain(fw.world.callers.operator, 'POST', '/v1/ops/plans/assign', {
        companyId: fw.world.ownerB.companyId,
        plan: 'Fuzz plan',
      });
      return { companyId: fw.world.ownerB.companyId, serviceId: 'environment-stations' };
    },
  }),
  fuzz('GET /v1/ops/requests', {
    transport: 'query',
    schema: opsRequestsQuery,
    caller: operator,
    base: () => ({ status: 'Pending' }),
  }),
  fuzz('GET /v1/ops/audit-log', {
    transport: 'query',
    schema: opsAuditLogQuery,
    caller: operator,
    base: (fw) => ({ company: fw.world.ownerA.companyId, area: 'credential', format: 'csv' }),
  }),
  fuzz('POST /v1/ops/requests/status', {
    transport: 'json',
    schema: opsRequestDecision,
    caller: operator,
    base: async (fw) => ({ requestId: await fw.world.requestOfA(), status: 'In review' }),
  }),
];
