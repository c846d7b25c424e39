/**
 * How a service authenticates with its own key instead of a secret (private_key_jwt), in Node.js
 * with oauth4webapi, a maintained OAuth client: discovery from the issuer, the assertion signed
 * with the private key the service keeps, and the token. Pure: the key set dialog shows it, and a
 * journey runs it against the portal. The private key comes from the environment, never the portal.
 */
export function privateKeyJwtSnippet({ issuer, clientId }: { issuer: string; clientId: string }): string {
  // A portal served over plain HTTP is a development one: the library refuses it unless told.
  const insecure = issuer.startsWith('http:');
  const options = insecure ? ', { [oauth.allowInsecureRequests]: true }' : '';
  return [
    '// npm install oauth4webapi   (Node.js 20 or later)',
    "import * as oauth from 'oauth4webapi';",
    '',
    `const issuer = new URL(${JSON.stringify(issuer)});`,
    ...(insecure ? ['// Development only: this portal is served over plain HTTP.'] : []),
    `const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2'${insecure ? ', [oauth.allowInsecureRequests]: true' : ''} }));`,
    `const client = { client_id: ${JSON.stringify(clientId)} };`,
    "// The private half of a key whose public half is in the client's key set (an Ed25519 JWK here).",
    "const privateKey = await crypto.subtle.importKey('jwk', JSON.parse(process.env.PRIVATE_JWK), { name: 'Ed25519' }, false, ['sign']);",
    '',
    `const response = await oauth.clientCredentialsGrantRequest(as, client, oauth.PrivateKeyJwt(privateKey), new URLSearchParams()${options});`,
    'const { access_token, expires_in } = await oauth.processClientCredentialsResponse(as, client, response);',
    "console.log('Access token (valid ' + expires_in + ' s): ' + access_token);",
  ].join('\n');
}
