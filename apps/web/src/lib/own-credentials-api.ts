import { type BaseReply, type CredentialItem, paths } from '@ddp/contract';
import { postEncrypted, signedIn } from './api-client';

/**
 * The caller's own OAuth clients (view-oauth-credentials). Credentials lists them; API
 * documentation and front-end apps offer them for a token.
 */
export function fetchOwnCredentials(consumerId: string): Promise<CredentialItem[]> {
  return postEncrypted<BaseReply & { message: CredentialItem[] }>(
    paths.viewCredentials,
    { consumerId },
    signedIn,
  ).then((reply) => reply.message);
}

/**
 * The caller's own clients for a choice of client (the quickstart, Try it): one query, so that two
 * panels on one screen share one request.
 */
export const ownClientsQuery = (consumerId: string) => ({
  // Under the credentials screen's key: what changes a credential there refreshes these lists too.
  queryKey: ['credentials', 'own-clients', consumerId] as const,
  queryFn: () => fetchOwnCredentials(consumerId),
  enabled: consumerId !== '',
});

export interface IssuedToken {
  access_token: string;
  /** seconds */
  expires_in: number;
}

/** generate-oauth-access-token: a fresh token from the token service for a client the caller holds. */
export function issueAccessToken(clientId: string): Promise<IssuedToken> {
  return postEncrypted<BaseReply & IssuedToken>(
    paths.generateAccessToken,
    { client_id: clientId },
    signedIn,
  ).then((reply) => ({ access_token: reply.access_token, expires_in: reply.expires_in }));
}
