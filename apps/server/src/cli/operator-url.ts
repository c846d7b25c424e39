import { messages } from '@ddp/contract';
import { operatorListenerOf } from '../platform/config';
import { localUrlOf } from '../platform/operator-listener';

const WHERE =
  'set OPS_URL, or OPS_HOST, OPS_PORT and NODE_ENV as the server has them (in production the operator API listens on 127.0.0.1:8081 unless OPS_HOST or OPS_PORT say otherwise)';

/**
 * Where the CLI calls the operator API: OPS_URL, else the listener a server with the same
 * environment opens for it (OPS_HOST, OPS_PORT, and loopback:8081 in production), else the portal's
 * own port. Problems are the server's own sentences for the same variables.
 */
export function operatorUrlOf(env: NodeJS.ProcessEnv): { url: string; problems: string[] } {
  if (env.OPS_URL) return { url: env.OPS_URL.replace(/\/+$/, ''), problems: [] };
  const { listener, problems } = operatorListenerOf(env);
  return { url: listener ? localUrlOf(listener) : `http://127.0.0.1:${env.PORT?.trim() || 8080}`, problems };
}

/** A call to the operator API that says where it looked when the address is the likely fault. */
export async function callOperatorApi(base: string, route: string, init: RequestInit): Promise<Response> {
  const response = await fetch(`${base}${route}`, init).catch(() => {
    throw new Error(`No answer from ${base}. If the server runs, ${WHERE}.`);
  });
  return response;
}

/** The portal's public listener answers every operator route with this: the address may be wrong. */
export function notTheOperatorApi(
  base: string,
  status: number,
  message: string | undefined,
): string | undefined {
  return status === 404 && message === messages.notFound
    ? `${message} If ${base} is not the operator API, ${WHERE}.`
    : undefined;
}
