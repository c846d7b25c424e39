import type { FastifyRequest } from 'fastify';
import { type OriginRule, requestOrigin } from '../../platform/http/request-origin';

/** Who the passkeys are for: the portal's origin and its host name as the WebAuthn relying party ID. */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

/**
 * The portal's own origin as the server already determines it (platform/http/request-origin.ts):
 * PUBLIC_URL whenever it is set (always in production); without it, in development and tests, the
 * host the browser used, only as a plain host name. A passkey made for one host answers only there.
 */
export function relyingPartyOf(
  req: Pick<FastifyRequest, 'host' | 'protocol'>,
  rule: OriginRule,
): RelyingParty {
  const origin = requestOrigin(req, rule);
  return { origin, rpId: new URL(origin).hostname };
}
