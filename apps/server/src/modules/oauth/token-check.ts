import type { Db } from '../../db/database';
import type { CredentialsService } from '../credentials/service';
import type { AccessTokenClaims, TokenIssuer } from './issuer';
import { isRevoked } from './revocations';

/**
 * Whether an access token is good right now: a valid signature and claims, a client that still
 * exists and has not been transferred since the token was issued, and no revocation.
 */
export async function activeToken(
  token: string,
  deps: { db: Db; issuer: TokenIssuer; credentials: CredentialsService },
  expectedIssuer?: string,
  /** The audiences accepted; the configured one alone when left out. */
  audiences?: readonly string[],
): Promise<AccessTokenClaims | null> {
  const claims = await deps.issuer.verify(token, expectedIssuer, audiences);
  if (!claims) return null;
  const client = await deps.credentials.client(claims.client_id);
  if (!client || claims.iat < Math.floor(client.tokens_valid_after.getTime() / 1000)) return null;
  if (await isRevoked(deps.db, claims.jti)) return null;
  return claims;
}
