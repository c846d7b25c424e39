import { route } from './row';

/**
 * The token service authenticates API clients, not people. A portal or operator token in the
 * Authorization header is a second authentication method and is refused (RFC 6749 section 2.3);
 * only the caller that brings nothing but the client's own credentials gets an answer.
 */
export const oauthRows = [
  route('POST /oauth2/token', {
    allowed: ['anonymous'],
    call: (w, who) =>
      w.form(who, '/oauth2/token', {
        grant_type: 'client_credentials',
        client_id: w.apiClient.client_id,
        client_secret: w.apiClient.client_secret,
      }),
  }),
  route('POST /oauth2/introspect', {
    allowed: ['anonymous'],
    call: async (w, who) =>
      w.form(who, '/oauth2/introspect', {
        token: await w.accessToken(),
        client_id: w.apiClient.client_id,
        client_secret: w.apiClient.client_secret,
      }),
  }),
  route('POST /oauth2/revoke', {
    allowed: ['anonymous'],
    call: async (w, who) =>
      w.form(who, '/oauth2/revoke', {
        token: await w.accessToken(),
        client_id: w.apiClient.client_id,
        client_secret: w.apiClient.client_secret,
      }),
  }),
];
