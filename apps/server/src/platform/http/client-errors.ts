import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { messages } from '@ddp/contract';
import type { FastifyInstance } from 'fastify';
import { connectionRefusalHeaders } from './security-headers';

/** The reply Node's parser or its timers call for, by the error's code. */
function refusalOf(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: messages.requestTooSlow };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: messages.headersTooLarge };
  return { status: 400, message: messages.badRequest };
}

// Node keeps the reply in progress on the socket; once its head is out, a second one cannot follow.
type ServingSocket = Duplex & { _httpMessage?: { headersSent?: boolean } | null };

/**
 * Passed as Fastify's `clientErrorHandler`: the answers Node gives a connection before any request
 * is read (malformed, headers too large, too slow to arrive) in the contract's shape and with the
 * headers every other reply carries, where Fastify's default writes a bare JSON of its own.
 */
export function answerClientErrors(opts: { hsts: boolean }) {
  return function onClientError(
    this: FastifyInstance,
    error: Error & { code?: string },
    socket: ServingSocket,
  ): void {
    // A connection reset has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = refusalOf(error.code);
    const id = randomUUID();
    this.log.debug({ reqId: id, code: error.code, status }, 'connection refused before a request was read');
    if (socket.writable && !socket._httpMessage?.headersSent) {
      const body = JSON.stringify({ output: 'error', message });
      const headers: Record<string, string> = {
        ...connectionRefusalHeaders(id, opts),
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    }
    socket.destroy(error);
  };
}
