import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { namesOfA } from './cross-company';
import type { Refusal, RefusedBy } from './replies';
import { route } from './row';
import type { Caller, World } from './world';

const TWO_METHODS: Refusal = {
  status: 400,
  body: { error: 'invalid_request', error_description: 'Use exactly one client authentication method.' },
};
/**
 * The token service authenticates API clients, not people. A portal or operator token in the
 * Authorization header is a second authentication method and is refused (RFC 6749 section 2.3);
 * only the caller that brings nothing but the client's own credentials gets an answer.
 */
const BEARERS: RefusedBy = {
  temporary: TWO_METHODS,
  userA: TWO_METHODS,
  ownerA: TWO_METHODS,
  userB: TWO_METHODS,
  ownerB: TWO_METHODS,
  operator: TWO_METHODS,
};

const unknownClient = () => `ddp-${randomBytes(16).toString('hex')}`;
const unknownToken = () => randomBytes(32).toString('base64url');
const asA = (w: World) => w.apiClient;

const tokenRequest = (w: World, who: Caller, client = asA(w)) =>
  w.form(who, '/oauth2/token', { grant_type: 'client_credentials', ...client });
const introspection = (w: World, who: Caller, token: string, client = asA(w)) =>
  w.form(who, '/oauth2/introspect', { token, ...client });
const revocation = (w: World, who: Caller, token: string, client = asA(w)) =>
  w.form(who, '/oauth2/revoke', { token, ...client });

/** B's API client (no portal token: the anonymous caller) naming A's client id with its own secret. */
const clientIdOfA = (
  call: (
    w: World,
    who: Caller,
    client: { client_id: string; client_secret: string },
  ) => ReturnType<World['form']>,
) =>
  namesOfA({
    field: 'client_id',
    ofA: (w) => w.apiClient.client_id,
    unknown: unknownClient,
    call: (w, who, client_id) => call(w, who, { client_id, client_secret: w.apiClientOfB.client_secret }),
    callers: ['anonymous'],
    changesA:
      'a failed client authentication counts towards the limit of the client id named from that address, whoever sends it',
  });
/** B's API client, authenticated as itself, naming a token of A's client. */
const tokenOfA = (call: typeof introspection) =>
  namesOfA({
    field: 'token',
    ofA: (w) => w.accessToken(),
    unknown: unknownToken,
    call: (w, who, token) => call(w, who, token, w.apiClientOfB),
    callers: ['anonymous'],
  });

export const oauthRows = [
  route('POST /oauth2/token', {
    allowed: ['anonymous'],
    succeeds: { status: 200, body: { access_token: expect.any(String), token_type: 'Bearer', scope: 'api' } },
    refused: BEARERS,
    call: (w, who) => tokenRequest(w, who),
    ids: [clientIdOfA(tokenRequest)],
  }),
  route('POST /oauth2/introspect', {
    allowed: ['anonymous'],
    succeeds: { status: 200, body: { active: true, token_type: 'Bearer' } },
    refused: BEARERS,
    call: async (w, who) => introspection(w, who, await w.accessToken()),
    ids: [
      clientIdOfA((w, who, client) => introspection(w, who, unknownToken(), client)),
      tokenOfA(introspection),
    ],
  }),
  route('POST /oauth2/revoke', {
    allowed: ['anonymous'],
    succeeds: { status: 200, body: {} },
    refused: BEARERS,
    call: async (w, who) => revocation(w, who, await w.accessToken()),
    ids: [clientIdOfA((w, who, client) => revocation(w, who, unknownToken(), client)), tokenOfA(revocation)],
  }),
];
