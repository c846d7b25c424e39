import { fuzz, type WriteAllowance } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';
import { tokenForm, tokenOfClientForm } from './oauth-forms';

const anonymous = (fw: FuzzWorld) => fw.caller('anonymous');

/** A failed client authentication counts towards locking the client, like a person's sign-in. */
const CLIENT_FAILURES: readonly WriteAllowance[] = [
  { table: 'login_attempts', why: 'failed client authentications are counted towards a lockout' },
  { table: 'request_windows', why: 'and towards the limit per address, shared by every instance' },
];
// The token service allows 60 failed authentications a minute from one address.
const PAST_THE_LIMIT = { every: 40, ms: 61_000 };

const clientCredentials = (fw: FuzzWorld) => ({
  client_id: fw.world.apiClient.client_id,
  client_secret: fw.world.apiClient.client_secret,
});

/** The token service: form bodies, client authentication in the body or a Basic header. */
export const oauthEntries = [
  fuzz('POST /oauth2/token', {
    transport: 'form',
    schema: tokenForm,
    caller: anonymous,
    base: (fw) => ({ grant_type: 'client_credentials', ...clientCredentials(fw) }),
    refusalMayWrite: CLIENT_FAILURES,
    tick: PAST_THE_LIMIT,
  }),
  fuzz('POST /oauth2/introspect', {
    transport: 'form',
    schema: tokenOfClientForm,
    caller: anonymous,
    base: async (fw) => ({ token: await fw.world.accessToken(), ...clientCredentials(fw) }),
    refusalMayWrite: CLIENT_FAILURES,
    tick: PAST_THE_LIMIT,
  }),
  fuzz('POST /oauth2/revoke', {
    transport: 'form',
    schema: tokenOfClientForm,
    caller: anonymous,
    base: async (fw) => ({ token: await fw.world.accessToken(), ...clientCredentials(fw) }),
    refusalMayWrite: CLIENT_FAILURES,
    tick: PAST_THE_LIMIT,
  }),
];
