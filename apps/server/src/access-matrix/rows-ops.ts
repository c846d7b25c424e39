import { randomUUID } from 'node:crypto';
import { registerAccount } from '../test-support/accounts';
import { route } from './row';

const retiredDocument = () =>
  JSON.stringify({
    openapi: '3.0.3',
    'x-service-id': `matrix-${randomUUID().slice(0, 8)}`,
    info: { title: 'Matrix Service', version: '1.0.0' },
    paths: {},
  });

/** The operator API: the operator token and nothing else. */
export const opsRows = [
  route('GET /v1/ops/accounts', {
    allowed: ['operator'],
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/accounts'),
  }),
  route('POST /v1/ops/accounts/unlock', {
    allowed: ['operator'],
    call: (w, who) => w.plain(who, 'POST', '/v1/ops/accounts/unlock', { email: w.spare.email }),
  }),
  route('POST /v1/ops/accounts/reset-second-factor', {
    allowed: ['operator'],
    call: async (w, who) => {
      const target = await registerAccount(w.server.client);
      return w.plain(who, 'POST', '/v1/ops/accounts/reset-second-factor', { email: target.email });
    },
  }),
  route('GET /v1/ops/companies', {
    allowed: ['operator'],
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/companies'),
  }),
  route('POST /v1/ops/companies/multi-consumer', {
    allowed: ['operator'],
    call: (w, who) =>
      w.plain(who, 'POST', '/v1/ops/companies/multi-consumer', {
        companyId: w.ownerB.companyId,
        enabled: false,
        limit: 0,
      }),
  }),
  route('POST /v1/ops/keys/rotate', {
    allowed: ['operator'],
    call: (w, who) => w.plain(who, 'POST', '/v1/ops/keys/rotate', {}),
  }),
  route('POST /v1/ops/services/publish', {
    allowed: ['operator'],
    call: (w, who) =>
      w.plain(who, 'POST', '/v1/ops/services/publish', { kind: 'basic', document: retiredDocument() }),
  }),
  route('GET /v1/ops/services', {
    allowed: ['operator'],
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/services'),
  }),
  route('POST /v1/ops/services/retire', {
    allowed: ['operator'],
    call: async (w, who) => {
      const document = retiredDocument();
      await w.plain(w.callers.operator, 'POST', '/v1/ops/services/publish', { kind: 'basic', document });
      const serviceId = (JSON.parse(document) as { 'x-service-id': string })['x-service-id'];
      return w.plain(who, 'POST', '/v1/ops/services/retire', { serviceId });
    },
  }),
  route('POST /v1/ops/services/grant', {
    allowed: ['operator'],
    call: (w, who) =>
      w.plain(who, 'POST', '/v1/ops/services/grant', {
        companyId: w.ownerA.companyId,
        serviceId: w.services.advancedOfA.split(':v')[0],
      }),
  }),
  route('GET /v1/ops/requests', {
    allowed: ['operator'],
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/requests'),
  }),
  route('POST /v1/ops/requests/status', {
    allowed: ['operator'],
    call: async (w, who) =>
      w.plain(who, 'POST', '/v1/ops/requests/status', {
        requestId: await w.requestOfA(),
        status: 'In review',
      }),
  }),
];
