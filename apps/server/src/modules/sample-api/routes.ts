import { randomUUID } from 'node:crypto';
import { sampleApi } from '@ddp/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { type OriginRule, requestOrigin } from '../../platform/http/request-origin';
import type { AccessTokenClaims } from '../oauth/issuer';
import type { QuotaVerdict } from '../plans/quota-gate';
import type { UsageRecord } from '../usage/ingest-formats';
import { measurements, STATIONS } from './stations';

const REALM = 'ddp-sample';
const dateQuery = z.object({ date: z.iso.date().optional() });

/**
 * A small data API that accepts only access tokens of our token service (RFC 6750): the target of
 * "try it out" and of the demo front-end app, so a newcomer reaches a real API call in minutes.
 */
export function sampleApiRoutes(
  app: FastifyInstance,
  opts: {
    clock: Clock;
    /** The token's claims when it is good and was issued by `issuer`; null otherwise. */
    activeToken: (token: string, issuer: string) => Promise<AccessTokenClaims | null>;
    scope: string;
    /** The issuer expected: PUBLIC_URL, or the origin this call was made to without it. */
    origin: OriginRule;
    /** Told of each accepted token: the start page's "call an API" fact (modules/start). */
    accepted?: (claims: AccessTokenClaims) => Promise<void>;
    /** Told of each answered call made with a good token: the client's usage (modules/usage). */
    called?: (call: UsageRecord) => void;
    /** The client's plan on this call (modules/plans): let through or refused with 429. */
    quota?: (clientId: string) => Promise<QuotaVerdict>;
  },
) {
  // The client of each call whose token was good, for its usage record once answered.
  const clientOf = new WeakMap<FastifyRequest, string>();
  const report = async (req: FastifyRequest, reply: FastifyReply) => {
    const clientId = clientOf.get(req);
    if (!clientId || !opts.called) return;
    const length = Number(reply.getHeader('content-length'));
    opts.called({
      key: randomUUID(),
      clientId,
      at: new Date(opts.clock.now().getTime() - reply.elapsedTime),
      operation: `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`,
      status: reply.statusCode,
      latencyMs: reply.elapsedTime,
      bytes: Number.isFinite(length) ? length : 0,
    });
  };

  const refuse = (reply: FastifyReply, status: number, error?: string, description?: string) => {
    const challenge = error
      ? `Bearer realm="${REALM}", error="${error}", error_description="${description}"`
      : `Bearer realm="${REALM}"`;
    return reply
      .code(status)
      .header('www-authenticate', challenge)
      .send({
        error: error ?? 'invalid_request',
        error_description: description ?? 'An access token is required.',
      });
  };

  const guard = async (req: FastifyRequest, reply: FastifyReply) => {
    const header = req.headers.authorization;
    if (!header) return refuse(reply, 401);
    const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    if (!token) return refuse(reply, 400, 'invalid_request', 'Use the Bearer scheme.');
    const claims = await opts.activeToken(token, requestOrigin(req, opts.origin));
    if (!claims)
      return refuse(reply, 401, 'invalid_token', 'The access token is expired, revoked or not ours.');
    clientOf.set(req, claims.client_id);
    // Its scope: the configured general one, or its own service id (issue 20, part 4).
    const scopes = claims.scope.split(' ');
    if (!scopes.includes(opts.scope) && !scopes.includes(sampleApi.serviceId)) {
      return refuse(
        reply,
        403,
        'insufficient_scope',
        `The token needs the scope ${opts.scope} or ${sampleApi.serviceId}.`,
      );
    }
    await opts.accepted?.(claims);
    if (!opts.quota) return;
    // The plan is the last check: a call refused for its token or scope counts against no quota.
    const verdict = await opts.quota(claims.client_id);
    reply.headers(verdict.headers);
    if (!verdict.allowed)
      return reply
        .code(429)
        .header('retry-after', String(verdict.retryAfterSeconds ?? 1))
        .send({ error: 'rate_limited', error_description: "The client's plan allows no more calls now." });
  };

  const guarded = { preHandler: guard, onResponse: report };
  app.get('/v1/sample/stations', guarded, async () => ({ stations: STATIONS }));

  app.get<{ Params: { stationId: string } }>(
    '/v1/sample/stations/:stationId/measurements',
    guarded,
    async (req, reply) => {
      const station = STATIONS.find((s) => s.id === req.params.stationId);
      if (!station)
        return reply.code(404).send({ error: 'not_found', error_description: 'No such station.' });
      const query = dateQuery.safeParse(req.query);
      if (!query.success)
        return reply.code(400).send({ error: 'invalid_request', error_description: 'date is YYYY-MM-DD.' });
      const date = query.data.date ?? opts.clock.now().toISOString().slice(0, 10);
      return { station, measurements: measurements(station.id, date) };
    },
  );
}

/** The input schemas by telling names, for the hostile-input (fuzzing) suite. */
export { dateQuery as sampleMeasurementsQuery };
