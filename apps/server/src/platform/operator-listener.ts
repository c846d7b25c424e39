import type { OperatorListener } from './config';

const LOOPBACK = '127.0.0.1';

/** The URL a client on this machine reaches a listener at: a wildcard address means loopback. */
export function localUrlOf(listener: OperatorListener): string {
  const host =
    listener.host === '0.0.0.0'
      ? LOOPBACK
      : listener.host === '::'
        ? '::1'
        : listener.host.replace(/^\[|\]$/g, '');
  return `http://${host.includes(':') ? `[${host}]` : host}:${listener.port}`;
}
