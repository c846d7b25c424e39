import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { readPlain } from '../../platform/http/encrypted';
import type { CatalogueService } from '../catalogue/service';
import { type AdvancedRequestsService, requestIdOf } from './service';

const publish = z.object({
  kind: z.enum(['basic', 'advanced']),
  document: z.string().min(1).max(2_000_000),
  serviceId: z.string().optional(),
});
const retire = z.object({ serviceId: z.string().min(1), version: z.string().optional() });
const grant = z.object({ companyId: z.uuid(), serviceId: z.string().min(1) });
const decide = z.object({ requestId: z.string(), status: z.string(), serviceId: z.string().optional() });
const listQuery = z.object({ status: z.string().optional() });

/** Operator calls for the catalogue and the advanced requests (see `npm run ops -- services|requests`). */
export function catalogueOpsRoutes(
  app: FastifyInstance,
  opts: { guard: preHandlerHookHandler; catalogue: CatalogueService; requests: AdvancedRequestsService },
) {
  const { guard, catalogue, requests } = opts;
  const guarded = { preHandler: guard, bodyLimit: 4 * 1024 * 1024 };

  app.post('/v1/ops/services/publish', guarded, async (req) => {
    const { kind, document, serviceId } = readPlain(req, publish);
    const published = await catalogue.publish(kind, document, serviceId);
    return {
      output: 'success',
      message: `Published ${published.serviceId}:v${published.version} (${kind}).`,
    };
  });

  app.get('/v1/ops/services', { preHandler: guard }, async () => ({
    output: 'success',
    services: (await catalogue.list()).map((s) => ({
      service: `${s.service_id}:v${s.version}`,
      kind: s.kind,
      title: s.display_text,
      retired: s.retired_at !== null,
    })),
  }));

  app.post('/v1/ops/services/retire', guarded, async (req) => {
    const { serviceId, version } = readPlain(req, retire);
    const count = await catalogue.retire(serviceId, version);
    return { output: 'success', message: `Retired ${count} version(s) of ${serviceId}.` };
  });

  app.post('/v1/ops/services/grant', guarded, async (req) => {
    const { companyId, serviceId } = readPlain(req, grant);
    await catalogue.grant(companyId, serviceId);
    return { output: 'success', message: `Granted ${serviceId}.` };
  });

  app.get('/v1/ops/requests', { preHandler: guard }, async (req) => ({
    output: 'success',
    requests: (await requests.listAll(readPlain(req, listQuery).status)).map((r) => ({
      requestId: requestIdOf(r.request_number),
      company: r.company_name,
      companyId: r.company_id,
      status: r.status,
      service: r.service_id,
      createdAt: r.created_at.toISOString(),
      description: r.description.length > 80 ? `${r.description.slice(0, 77)}...` : r.description,
    })),
  }));

  app.post('/v1/ops/requests/status', guarded, async (req) => {
    const { requestId, status, serviceId } = readPlain(req, decide);
    await requests.decide(requestId, status, serviceId);
    return { output: 'success', message: `${requestId} is now ${status}.` };
  });
}

/** The input schemas by telling names, for the hostile-input (fuzzing) suite. */
export {
  decide as opsRequestDecision,
  grant as opsServiceGrant,
  listQuery as opsRequestsQuery,
  publish as opsServicePublish,
  retire as opsServiceRetire,
};
