// The reference authorization server for bench/oidc-provider-ratio.mjs: panva's oidc-provider
// (OpenID Certified), configured as the portal's token service is used: one confidential client,
// the client_credentials grant with client_secret_post, and JWT access tokens (RFC 9068) signed
// with EdDSA, the portal's algorithm. Its own process on 127.0.0.1, in-memory storage (its default
// adapter); it prints its address once it listens.
// With a public JWK (JSON) as a fourth argument it registers a second client, `<client_id>-key`,
// that authenticates with private_key_jwt signed by that key (EdDSA), as the portal's clients may.
// Usage: node bench/oidc-provider-server.mjs <port> <client_id> <client_secret> [public JWK]
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

const [port, clientId, clientSecret, publicJwk] = process.argv.slice(2);
if (!port || !clientId || !clientSecret)
  throw new Error('Usage: oidc-provider-server.mjs <port> <id> <secret>');
const issuer = `http://127.0.0.1:${port}`;
const RESOURCE = 'urn:ddp:sample-api';

const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
const signingKey = { ...(await exportJWK(privateKey)), alg: 'EdDSA', use: 'sig', kid: 'bench' };

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: clientId,
      client_secret: clientSecret,
      grant_types: ['client_credentials'],
      redirect_uris: [],
      response_types: [],
      token_endpoint_auth_method: 'client_secret_post',
      // Its only key is the EdDSA one; the default (RS256) would need an RSA key it never uses.
      id_token_signed_response_alg: 'EdDSA',
    },
    ...(publicJwk
      ? [
          {
            client_id: `${clientId}-key`,
            grant_types: ['client_credentials'],
            redirect_uris: [],
            response_types: [],
            token_endpoint_auth_method: 'private_key_jwt',
            token_endpoint_auth_signing_alg: 'EdDSA',
            id_token_signed_response_alg: 'EdDSA',
            jwks: { keys: [JSON.parse(publicJwk)] },
          },
        ]
      : []),
  ],
  jwks: { keys: [signingKey] },
  // The portal's access tokens live five minutes.
  ttl: { ClientCredentials: 300 },
  features: {
    devInteractions: { enabled: false },
    clientCredentials: { enabled: true },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => RESOURCE,
      useGrantedResource: () => true,
      getResourceServerInfo: () => ({
        scope: 'api',
        accessTokenTTL: 3600,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: 'EdDSA' } },
      }),
    },
  },
});
provider.proxy = false;
// Its default logging would write a line per request into the measurement.
provider.removeAllListeners('server_error');

provider.listen(Number(port), '127.0.0.1', () => console.log(`listening ${issuer}`));
