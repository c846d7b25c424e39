import { sampleApi } from '@ddp/contract';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { readPlain } from '../../platform/http/encrypted';
import type { PlansService } from './plans-service';

const planName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$/);
const serviceId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/);
const count = z.number().int().min(1).max(2_000_000_000);
const define = z
  .object({
    name: planName,
    serviceId: serviceId.default(sampleApi.serviceId),
    rateLimit: count.optional(),
    ratePer: z.enum(['second', 'minute', 'hour']).optional(),
    monthlyQuota: count.optional(),
  })
  .refine((plan) => (plan.rateLimit === undefined) === (plan.ratePer === undefined), {
    message: 'rateLimit and ratePer go together.',
  })
  .refine((plan) => plan.rateLimit !== undefined || plan.monthlyQuota !== undefined, {
    message: 'A plan limits the calls per window, per month, or both.',
  });
const assign = z.object({ companyId: z.uuid(), plan: planName });
const unassign = z.object({ companyId: z.uuid(), serviceId: serviceId.default(sampleApi.serviceId) });

const describe = (plan: {
  rate: { limit: number; windowSeconds: number } | null;
  monthlyQuota: number | null;
}) =>
  [
    plan.rate ? `${plan.rate.limit} per ${plan.rate.windowSeconds} s` : null,
    plan.monthlyQuota !== null ? `${plan.monthlyQuota} a month` : null,
  ]
    .filter(Boolean)
    .join(', ');

/** Operator calls for plans and quotas (issue 21, part 3; `npm run ops -- plans`). */
export function plansOpsRoutes(
  app: FastifyInstance,
  opts: { guard: preHandlerHookHandler; plans: PlansService },
) {
  const { guard, plans } = opts;
  const guarded = { preHandler: guard };

  app.post('/v1/ops/plans', guarded, async (req) => {
    const input = readPlain(req, define);
    const plan = await plans.define({
      name: input.name,
      serviceId: input.serviceId,
      rate: input.rateLimit && input.ratePer ? { limit: input.rateLimit, per: input.ratePer } : undefined,
      monthlyQuota: input.monthlyQuota,
    });
    return { output: 'success', message: `Plan ${plan.name} for ${plan.serviceId}: ${describe(plan)}.` };
  });

  app.get('/v1/ops/plans', guarded, async () => ({
    output: 'success',
    plans: (await plans.list()).map((plan) => ({
      name: plan.name,
      service: plan.serviceId,
      rateLimit: plan.rate?.limit ?? null,
      rateWindowSeconds: plan.rate?.windowSeconds ?? null,
      monthlyQuota: plan.monthlyQuota,
      companies: plan.companies,
    })),
  }));

  app.post('/v1/ops/plans/assign', guarded, async (req) => {
    const { companyId, plan: name } = readPlain(req, assign);
    const plan = await plans.assign(companyId, name);
    return {
      output: 'success',
      message: `Company ${companyId} is on plan ${plan.name} for ${plan.serviceId}.`,
    };
  });

  app.post('/v1/ops/plans/unassign', guarded, async (req) => {
    const { companyId, serviceId: service } = readPlain(req, unassign);
    await plans.unassign(companyId, service);
    return { output: 'success', message: `Company ${companyId} has no plan for ${service} now.` };
  });
}

/** The input schemas by telling names, for the hostile-input (fuzzing) suite. */
export { assign as opsPlanAssignment, define as opsPlanDefinition, unassign as opsPlanUnassignment };
