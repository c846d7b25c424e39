import proxyAddr from '@fastify/proxy-addr';

/**
 * Which hops of X-Forwarded-For are proxies of ours. Fastify and proxy-addr read the header from
 * the right, skipping trusted hops; the first untrusted address is the client. Trusting every hop
 * (Fastify's `true`) would take the left-most entry, which the client writes itself.
 */
export type TrustProxy =
  | false
  /** The socket's peer and the next `hops - 1` appended addresses are proxies. */
  | { hops: number }
  /** Addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal). */
  | { proxies: string[] };

export const MAX_PROXY_HOPS = 10;

const NAME = 'TRUST_PROXY';
const EXPECTED = `true, false, a number of proxy hops from 0 to ${MAX_PROXY_HOPS}, or the proxies' addresses or CIDR ranges separated by commas`;

export function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  if (raw === undefined || raw === 'false') return false;
  // One hop: the address the proxy in front appended, never what the client wrote before it.
  if (raw === 'true') return { hops: 1 };
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_PROXY_HOPS) {
      problems.push(`${NAME} must be ${EXPECTED} (got "${raw}")`);
      return false;
    }
    return hops === 0 ? false : { hops };
  }
  const proxies = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const wrong = proxies.filter((item) => !compiles(item));
  if (proxies.length === 0 || wrong.length > 0) {
    const verb = wrong.length === 1 ? 'is no address or range' : 'are no addresses or ranges';
    const named = wrong.length > 0 ? `: ${wrong.map((w) => `"${w}"`).join(', ')} ${verb}` : '';
    problems.push(`${NAME} must be ${EXPECTED} (got "${raw}"${named})`);
    return false;
  }
  return { proxies };
}

function compiles(item: string): boolean {
  try {
    proxyAddr.compile(item);
    return true;
  } catch {
    return false;
  }
}

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
