import { messages } from '@ddp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { NotFound, Unauthorized } from '../../platform/errors';
import { readPlain } from '../../platform/http/encrypted';
import { operatorTokenMatches } from '../../platform/operator-token';
import type { AccountSecurity } from '../auth/account-security';
import * as repo from './repo';

const accountQuery = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});
const rotation = z.object({ immediately: z.boolean().default(false) });
const byEmail = z.object({ email: z.email().trim().toLowerCase() });
const multiConsumer = z.object({
  companyId: z.uuid(),
  enabled: z.boolean(),
  limit: z.number().int().min(0).max(10_000),
});

/** A preHandler that admits only callers bearing the operator token. */
export function operatorGuard(token: string) {
  return async (req: FastifyRequest) => {
    const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!operatorTokenMatches(token, given))
      throw new Unauthorized(messages.sessionMissing, 'operator_token');
  };
}

/** The operator API: plain JSON, guarded by the operator token, for the `npm run ops` CLI. */
export function opsRoutes(
  app: FastifyInstance,
  opts: {
    db: Db;
    security: AccountSecurity;
    token: string;
    rotateSigningKey: (immediately: boolean) => Promise<{ kid: string; signsFrom: Date }>;
  },
) {
  const { db, security, token } = opts;
  const guarded = { preHandler: operatorGuard(token) };

  app.get('/v1/ops/accounts', guarded, async (req) => {
    const rows = await repo.listAccounts(db, readPlain(req, accountQuery));
    const locks = await security.lockStates(rows.map((r) => r.email));
    return {
      output: 'success',
      accounts: rows.map((r) => ({
        id: r.id,
        email: r.email,
        firstname: r.firstname,
        lastname: r.lastname,
        role: r.is_owner ? 'Owner' : 'User',
        companyId: r.company_id,
        companyName: r.company_name,
        createdAt: r.created_at.toISOString(),
        lastSuccessfulLogin: r.last_success_login_at?.toISOString() ?? null,
        lockedUntil: locks.get(r.email)?.toISOString() ?? null,
        passwordResetRequired: r.password_reset_required,
      })),
    };
  });

  app.post('/v1/ops/accounts/unlock', guarded, async (req) => {
    const { email } = readPlain(req, byEmail);
    await security.unlock(email);
    req.log.info({ event: 'ops.unlock' }, 'operator cleared a sign-in lock');
    return { output: 'success', message: `Sign-in for ${email} is unlocked.` };
  });

  app.post('/v1/ops/accounts/reset-second-factor', guarded, async (req) => {
    const { email } = readPlain(req, byEmail);
    const consumer = await security.consumerByEmail(email);
    if (!consumer) throw new NotFound(messages.notFound);
    const { passkeysRemoved } = await security.resetSecondFactor(consumer);
    const passkeys = passkeysRemoved === 1 ? 'its passkey was' : `its ${passkeysRemoved} passkeys were`;
    return {
      output: 'success',
      message: `A new QR code was mailed to ${email}; the old codes no longer work${passkeysRemoved > 0 ? `, and ${passkeys} removed` : ''}.`,
      passkeysRemoved,
    };
  });

  app.post('/v1/ops/accounts/require-password-reset', guarded, async (req) => {
    const { email } = readPlain(req, byEmail);
    const consumer = await security.consumerByEmail(email);
    if (!consumer) throw new NotFound(messages.notFound);
    await security.requirePasswordReset(consumer);
    return {
      output: 'success',
      message: `${email} must choose a new password at the next sign-in; their sessions have ended.`,
    };
  });

  app.get('/v1/ops/companies', guarded, async () => {
    const rows = await repo.listCompanies(db, 1000);
    return {
      output: 'success',
      companies: rows.map((r) => ({
        id: r.id,
        name: r.name,
        members: Number(r.members),
        multi_consumers_auth: r.multi_consumers_auth,
        admin_with_multi_consumer_auth_limit: r.admin_with_multi_consumer_auth_limit,
      })),
    };
  });

  app.post('/v1/ops/companies/multi-consumer', guarded, async (req) => {
    const { companyId, enabled, limit } = readPlain(req, multiConsumer);
    if (!(await repo.setMultiConsumer(db, companyId, enabled, limit))) throw new NotFound(messages.notFound);
    return { output: 'success', message: `multi_consumers_auth=${enabled}, limit=${limit}` };
  });

  app.post('/v1/ops/keys/rotate', guarded, async (req) => {
    const { immediately } = readPlain(req, rotation);
    const { kid, signsFrom } = await opts.rotateSigningKey(immediately);
    return {
      output: 'success',
      message: `New token signing key ${kid}, published now, signing from ${signsFrom.toISOString()}; older keys keep verifying for 24 hours.`,
    };
  });
}

/** The input schemas by telling names, for the hostile-input (fuzzing) suite. */
export {
  accountQuery as opsAccountsQuery,
  byEmail as opsAccountByEmail,
  multiConsumer as opsMultiConsumer,
  rotation as opsKeyRotation,
};
