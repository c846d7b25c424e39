import type { TrustProxy } from './config';

/**
 * Fastify's `trustProxy` for the setting. A hop count goes as a function of the hop's position:
 * Fastify takes a plain number as "trust no hop" (it cannot check the peer), which would give every
 * visitor the proxy's address; the function keeps proxy-addr's own reading of the header.
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return [...trust.proxies];
}
