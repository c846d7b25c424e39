import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { loggerOptions } from '../logger';
import { trustProxyOption } from '../trust-proxy';
import { answerClientErrors } from './client-errors';
import { answerFrameworkErrors, registerErrorHandling, type UnavailableCheck } from './error-handler';
import { timeoutOptions } from './http-timeouts';
import { registerSecurityHeaders } from './security-headers';

export interface HttpServerOptions {
  /** Where the JSON log lines go; stdout unless a test collects them. */
  logStream?: { write(line: string): void } | undefined;
  /** Readable lines instead of JSON, for a person at a terminal. */
  prettyLogs?: boolean | undefined;
  /** Log through this logger rather than a new one (the operator listener logs with the public one). */
  logger?: FastifyBaseLogger | undefined;
  /**
   * The operator's own listener: reached from this machine or the operator's network, never
   * through the public proxy, so no X-Forwarded-For of it is trusted.
   */
  operator?: boolean;
  /** Failures answered 503 (the database out of reach): the database layer's check. */
  unavailable: UnavailableCheck;
}

/**
 * A Fastify instance with the portal's HTTP settings, its error replies and its security headers.
 * The public listener and the operator API's own (OPS_PORT) are made alike, so that a refusal reads
 * the same on either.
 */
export function createHttpServer(config: Config, options: HttpServerOptions): FastifyInstance {
  const hsts = config.publicUrl.startsWith('https:');
  const server = Fastify({
    ...(options.logger
      ? { loggerInstance: options.logger }
      : {
          logger: {
            ...loggerOptions(config.logLevel, options.prettyLogs && !options.logStream),
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
        }),
    genReqId: () => randomUUID(),
    trustProxy: options.operator ? false : trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request that reached the instance before its listener closed is served, not refused: the
    // proxy sent it here and cannot send a write on to another instance (a rolling restart would
    // fail it). The stop waits for it (main.ts, at most 10 s).
    return503OnClosing: false,
    frameworkErrors: answerFrameworkErrors({ hsts }),
    clientErrorHandler: answerClientErrors({ hsts }),
    ...timeoutOptions(config.http),
  });
  registerErrorHandling(server, options.unavailable);
  registerSecurityHeaders(server, { hsts });
  return server;
}
