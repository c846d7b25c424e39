/** The address of the operator API when it listens apart from the public one (OPS_HOST, OPS_PORT). */
export interface OperatorListener {
  host: string;
  port: number;
}

/** In production the operator API listens on loopback, on this port unless OPS_PORT says otherwise. */
export const PRODUCTION_OPS_PORT = 8081;
const LOOPBACK = '127.0.0.1';

type Env = Record<string, string | undefined>;

/**
 * Where `/v1/ops/*` is served: its own listener, or undefined for the public one. In production it
 * is always apart (loopback by default), so a public proxy in front of PORT never reaches it;
 * elsewhere only once OPS_PORT is set. The server's configuration and the operator CLI both read it
 * here, so that run with the server's environment the CLI finds the address the server took.
 */
export function operatorListenerOf(env: Env, problems: string[]): OperatorListener | undefined {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const production = read('NODE_ENV') === 'production';
  const host = read('OPS_HOST');
  const rawPort = read('OPS_PORT');
  let port: number | undefined;
  if (rawPort !== undefined) {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
      problems.push(`OPS_PORT must be a whole number from 1 to 65535 (got "${rawPort}")`);
      port = undefined;
    }
  }
  if (rawPort === undefined && !production) {
    if (host !== undefined) {
      problems.push(
        'OPS_HOST needs OPS_PORT: outside production the operator API shares the public listener unless OPS_PORT is set',
      );
    }
    return undefined;
  }
  const listener = { host: host ?? LOOPBACK, port: port ?? PRODUCTION_OPS_PORT };
  const publicPort = read('PORT') ?? '8080';
  if (String(listener.port) === publicPort) {
    problems.push(
      `OPS_PORT must differ from PORT (${publicPort}): the operator API listens apart from the public one`,
    );
  }
  return listener;
}

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
