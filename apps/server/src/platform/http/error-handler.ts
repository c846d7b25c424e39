import { messages } from '@ddp/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, TooManyRequests } from '../errors';
import { securityHeaders } from './security-headers';

/** Whether a failure means a backing service is out of reach for now (db/unavailable.ts). */
export type UnavailableCheck = (error: { code?: string; message?: string }) => boolean;

/**
 * One place turns every failure into the contract's `{ output: 'error', message }` with an honest
 * status. Unexpected errors are logged with the request id and never shown to the caller. What
 * counts as the database being unavailable (503) is the database layer's knowledge, passed in.
 */
export function registerErrorHandling(app: FastifyInstance, unavailable: UnavailableCheck) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const thrown: unknown = error;
    if (thrown instanceof TooManyRequests && thrown.retryAfterSeconds) {
      reply.header('retry-after', String(thrown.retryAfterSeconds));
    }
    if (error instanceof AppError) {
      return reply.code(error.status).send({ output: 'error', message: error.message, ...error.details });
    }
    if (unavailable(error)) {
      req.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ output: 'error', message: messages.unavailable });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: bad JSON, wrong media type, body too large, unknown method.
      const message = status === 429 ? messages.tooManyRequests : messages.badRequest;
      return reply.code(status).send({ output: 'error', message });
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ output: 'error', message: messages.internalError });
  });

  app.setNotFoundHandler((_req, reply) =>
    reply.code(404).send({ output: 'error', message: messages.notFound }),
  );
}

/**
 * Fastify refuses a malformed URL (broken percent-encoding, an overlong path parameter) before any
 * route, hook or error handler runs, in a format of its own that names its error code and echoes the
 * path. Passed as the `frameworkErrors` option, this answers those in the contract's shape, with the
 * headers every other reply carries.
 */
export function answerFrameworkErrors(opts: { hsts: boolean }) {
  return (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    return reply
      .code(status)
      .headers(securityHeaders(req, opts))
      .send({ output: 'error', message: messages.badRequest });
  };
}
