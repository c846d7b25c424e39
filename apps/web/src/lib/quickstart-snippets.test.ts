import { execFileSync } from 'node:child_process';
import { sampleApiDocument } from '@ddp/demo-catalogue';
import { describe, expect, it } from 'vitest';
import {
  discoveryUrlOf,
  LIVE_SERVICE_ID,
  liveCallOf,
  quickstartFor,
  SECRET_PLACEHOLDER,
  shellQuote,
  stringLiteral,
} from './quickstart-snippets';

const metadata = {
  issuer: 'http://localhost:8080',
  token_endpoint: 'http://localhost:8080/oauth2/token',
  grant_types_supported: ['client_credentials'],
  token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
};
const document = sampleApiDocument('http://127.0.0.1:8080');

/** What bash makes of a word: printf prints the argument it received. */
const bashWord = (word: string) => execFileSync('bash', ['-c', `printf %s ${word}`], { encoding: 'utf8' });

const ODD = [
  "it's",
  'a"b',
  '$HOME `id` $(id)',
  'back\\slash',
  "'''",
  'new\nline',
  'tab\there',
  'ä € 😀',
  '!history',
  '*glob?',
  '',
];

describe('shellQuote', () => {
  it.each(ODD)('keeps %j exactly as it is in bash', (value) => {
    expect(bashWord(shellQuote(value))).toBe(value);
  });
});

describe('stringLiteral', () => {
  it.each(ODD)('gives back %j in JavaScript', (value) => {
    expect(new Function(`return ${stringLiteral(value)};`)()).toBe(value);
  });
  it('escapes the line and paragraph separators', () => {
    expect(stringLiteral('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
  });
});

describe('liveCallOf', () => {
  it('the sample API is the one the catalogue publishes as live', () => {
    expect(document['x-service-id']).toBe(LIVE_SERVICE_ID);
  });

  it('takes the first GET that needs nothing but the token, on the document’s server', () => {
    expect(liveCallOf(document, metadata.issuer)).toEqual({
      method: 'GET',
      url: 'http://127.0.0.1:8080/v1/sample/stations',
      summary: 'List the stations',
      apiTitle: 'Environment Stations API',
    });
  });

  it('fills required path and query parameters from their examples', () => {
    const call = liveCallOf(
      {
        servers: [{ url: '/api/v2/' }],
        paths: {
          '/needs/{id}': {
            get: {
              parameters: [
                { name: 'id', in: 'path', required: true, schema: { type: 'string', example: 'a b' } },
                { name: 'day', in: 'query', required: true, example: '2026-01-15' },
                { name: 'optional', in: 'query', schema: { type: 'string' } },
              ],
            },
          },
        },
      },
      'https://portal.example.org',
    );
    expect(call?.url).toBe('https://portal.example.org/api/v2/needs/a%20b?day=2026-01-15');
  });

  it('passes over operations it cannot fill, and documents without servers', () => {
    const header = { name: 'x-key', in: 'header', required: true, example: 'k' };
    const noExample = { name: 'id', in: 'path', required: true };
    expect(
      liveCallOf(
        {
          servers: [{ url: 'https://api.example.com' }],
          paths: {
            '/a': { post: {} },
            '/b': { get: { parameters: [header] } },
            '/c/{id}': { get: { parameters: [noExample] } },
            '/d': { get: { summary: 'D' } },
          },
        },
        metadata.issuer,
      )?.url,
    ).toBe('https://api.example.com/d');
    expect(liveCallOf({ paths: { '/d': { get: {} } } }, metadata.issuer)).toBeNull();
  });
});

describe('discoveryUrlOf', () => {
  it('puts the well-known path after the host (RFC 8414 section 3)', () => {
    expect(discoveryUrlOf('http://localhost:8080')).toBe(
      'http://localhost:8080/.well-known/oauth-authorization-server',
    );
    expect(discoveryUrlOf('https://example.org/tenant/')).toBe(
      'https://example.org/.well-known/oauth-authorization-server/tenant',
    );
  });
});

describe('quickstartFor', () => {
  it('names the endpoints and the grant, and fills in client id and secret in every example', () => {
    const quickstart = quickstartFor({ metadata, document, clientId: 'ddp-abc', secret: 's3cr3t' });
    expect(quickstart.tokenEndpoint).toBe(metadata.token_endpoint);
    expect(quickstart.discoveryUrl).toBe('http://localhost:8080/.well-known/oauth-authorization-server');
    expect(quickstart.grant).toBe('client_credentials');
    expect(quickstart.withSecret).toBe(true);
    expect(quickstart.snippets.map((snippet) => snippet.language)).toEqual(['curl', 'javascript', 'python']);
    for (const { code } of quickstart.snippets) {
      expect(code).toContain('ddp-abc');
      expect(code).toContain('s3cr3t');
      expect(code).toContain(metadata.token_endpoint);
      expect(code).toContain('http://127.0.0.1:8080/v1/sample/stations');
      expect(code).not.toContain(SECRET_PLACEHOLDER);
      expect(code).not.toMatch(/\bjq\b/);
    }
  });

  it('puts a placeholder where the secret is not shown, and says so', () => {
    for (const secret of [undefined, null, '']) {
      const quickstart = quickstartFor({ metadata, document, clientId: 'ddp-abc', secret });
      expect(quickstart.withSecret).toBe(false);
      for (const snippet of quickstart.snippets) {
        expect(snippet.code).toContain(SECRET_PLACEHOLDER);
        expect(snippet.run).toContain(SECRET_PLACEHOLDER);
      }
    }
  });

  it('without a live API the examples stop at the token', () => {
    const quickstart = quickstartFor({ metadata, document: null, clientId: 'ddp-abc', secret: 'x' });
    expect(quickstart.call).toBeNull();
    for (const { code } of quickstart.snippets) expect(code).not.toContain('/v1/sample');
  });
});
