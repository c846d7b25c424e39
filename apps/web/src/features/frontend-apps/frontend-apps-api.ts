import { type FrontendAppsReply, type FrontendAppTokenReply, paths } from '@ddp/contract';
import { postEncrypted, signedIn } from '../../lib/api-client';
import { issueAccessToken } from '../../lib/own-credentials-api';

export const frontendAppKeys = {
  apps: (consumerId: string) => ['frontend-apps', 'apps', consumerId] as const,
};

export const fetchFrontendApps = (consumerId: string) =>
  postEncrypted<FrontendAppsReply>(paths.getFrontendApps, { consumerId }, signedIn).then((reply) => ({
    apps: reply.message.frontendApps,
    cookieDomains: reply.cookieDomains ?? [],
  }));

/**
 * The short form of spec section 3 (client_id and id) with the application's name, so the select
 * names each client as the person named it ('Weather dashboard (3f2c…)'), not by a bare id.
 */
export const generateAccessToken = (clientId: string) =>
  issueAccessToken(clientId).then((issued) => issued.access_token);

/**
 * The jwtToken cookie's value for one app: a short-lived token naming the signed-in person for
 * that app's origin only. The session token never goes into a cookie.
 */
export const fetchAppToken = (consumerId: string, selectedApp: string) =>
  postEncrypted<FrontendAppTokenReply>(paths.getFrontendAppToken, { consumerId, selectedApp }, signedIn).then(
    (reply) => reply.jwtToken,
  );
