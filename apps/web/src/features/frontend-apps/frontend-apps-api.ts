import {
  type BaseReply,
  type CredentialItem,
  type FrontendAppsReply,
  type FrontendAppTokenReply,
  paths,
} from '@ddp/contract';
import { postEncrypted } from '../../lib/api-client';

const signedIn = { auth: 'session' } as const;

export const frontendAppKeys = {
  apps: (consumerId: string) => ['frontend-apps', 'apps', consumerId] as const,
  clientIds: (consumerId: string) => ['frontend-apps', 'client-ids', consumerId] as const,
};

export const fetchFrontendApps = (consumerId: string) =>
  postEncrypted<FrontendAppsReply>(paths.getFrontendApps, { consumerId }, signedIn).then((reply) => ({
    apps: reply.message.frontendApps,
    cookieDomains: reply.cookieDomains ?? [],
  }));

/** The short form of spec section 3: the screen needs only client_id and id. */
export const fetchClientIds = (consumerId: string) =>
  postEncrypted<BaseReply & { message: CredentialItem[] }>(
    paths.viewCredentials,
    { consumerId },
    signedIn,
  ).then((reply) => reply.message.map(({ client_id, id }) => ({ client_id, id })));

export const generateAccessToken = (clientId: string) =>
  postEncrypted<BaseReply & { access_token: string }>(
    paths.generateAccessToken,
    { client_id: clientId },
    signedIn,
  ).then((reply) => reply.access_token);

/**
 * The jwtToken cookie's value for one app: a short-lived token naming the signed-in person for
 * that app's origin only. The session token never goes into a cookie.
 */
export const fetchAppToken = (consumerId: string, selectedApp: string) =>
  postEncrypted<FrontendAppTokenReply>(paths.getFrontendAppToken, { consumerId, selectedApp }, signedIn).then(
    (reply) => reply.jwtToken,
  );
