import { frontendAppRegistration, messages, paths } from '@ddp/contract';
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import { z } from 'zod';
import { readPlain } from '../../platform/http/encrypted';
import type { FrontendAppsService } from './service';

/** `default` lists the default apps; a company id lists that company's; nothing lists all. */
const listQuery = z.object({
  companyId: z
    .union([z.literal('default'), z.uuid({ error: messages.frontendAppCompanyUnknown })])
    .optional(),
});
const removal = z.object({ id: z.uuid({ error: messages.frontendAppUnknown }) });

/** Operator calls for the front-end apps (see `npm run ops -- apps`). */
export function frontendAppsOpsRoutes(
  app: FastifyInstance,
  opts: { guard: preHandlerHookHandler; apps: FrontendAppsService },
) {
  const { guard, apps } = opts;
  const guarded = { preHandler: guard };

  app.get(paths.opsFrontendApps, guarded, async (req) => {
    const { companyId } = readPlain(req, listQuery);
    const rows = await apps.list(companyId === 'default' ? null : companyId);
    return {
      output: 'success',
      apps: rows.map((row) => ({
        id: row.id,
        company: row.company_id === null ? '(default)' : row.company_name,
        companyId: row.company_id,
        name: row.name,
        url: row.url,
        createdAt: row.created_at.toISOString(),
      })),
    };
  });

  app.post(paths.opsFrontendApps, guarded, async (req, reply) => {
    const input = readPlain(req, frontendAppRegistration);
    const { id } = await apps.register(input);
    const whom = input.companyId === null ? 'every company without apps of its own' : 'the company';
    return reply
      .code(201)
      .send({ output: 'success', id, message: `Registered ${input.name} (${id}) for ${whom}.` });
  });

  app.post(paths.opsRemoveFrontendApp, guarded, async (req) => {
    const { id } = readPlain(req, removal);
    await apps.remove(id);
    return { output: 'success', message: `Removed front-end app ${id}.` };
  });
}

/** The input schemas by telling names, for the hostile-input (fuzzing) suite. */
export { listQuery as opsFrontendAppsQuery, removal as opsFrontendAppRemoval };
