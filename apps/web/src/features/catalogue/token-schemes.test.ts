import { describe, expect, it } from 'vitest';
import { tokenSchemes } from './token-schemes';

describe('the schemes an access token is filled into', () => {
  it('are HTTP bearer, OAuth 2.0 and OpenID Connect schemes', () => {
    const schemes = tokenSchemes({
      openapi: '3.0.3',
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'Bearer', bearerFormat: 'JWT' },
          clientCredentials: {
            type: 'oauth2',
            flows: { clientCredentials: { tokenUrl: '/oauth2/token', scopes: {} } },
          },
          oidc: { type: 'openIdConnect', openIdConnectUrl: '/.well-known/openid-configuration' },
          basic: { type: 'http', scheme: 'basic' },
          key: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        },
      },
    });
    expect(schemes.map(({ name, kind }) => [name, kind])).toEqual([
      ['bearerAuth', 'bearer'],
      ['clientCredentials', 'oauth2'],
      ['oidc', 'oauth2'],
    ]);
  });

  it('are none for a document without security schemes', () => {
    expect(tokenSchemes({ openapi: '3.1.0', paths: {} })).toEqual([]);
    expect(tokenSchemes({ openapi: '3.1.0', components: { securitySchemes: [] } })).toEqual([]);
  });
});
