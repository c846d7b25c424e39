import { ASSERTION_ALGORITHMS, paths, sampleApi } from '@ddp/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { type OriginRule, requestOrigin, varyByHost } from '../../platform/http/request-origin';
import type { CredentialsService } from '../credentials/service';
import type { FirstUse } from '../start/service';
import { authenticateClient, type ClientAuthDeps } from './client-auth';
import type { TokenIssuer } from './issuer';
import { OAuthError } from './oauth-error';
import { audienceFor, resourcesOf } from './resources';
import { revoke } from './revocations';
import { activeToken } from './token-check';

export interface OAuthRouteDeps extends ClientAuthDeps {
  db: Db;
  issuer: TokenIssuer;
  credentials: CredentialsService;
  scopes: string[];
  /** Whose origin is the issuer: PUBLIC_URL, or the request's host without it. */
  origin: OriginRule;
  /** The service ids the client's company may call, for scopes beyond the configured ones. */
  callableServices?: (clientId: string) => Promise<ReadonlySet<string>>;
  /** Records the company's first token for the start page; no statement after a client's first. */
  firstUse?: Pick<FirstUse, 'tokenIssued'>;
}

const MAX_FORM_BYTES = 8 * 1024;

/** The token service (RFC 6749 4.4, 7662, 7009, 8414) in its own scope with form bodies and RFC errors. */
export async function oauthRoutes(app: FastifyInstance, deps: OAuthRouteDeps) {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: MAX_FORM_BYTES },
      (_req, body, done) => {
        // No prototype: a parameter named like an object method (toString, __proto__) is just a name.
        const form: Record<string, string> = Object.create(null);
        for (const [key, value] of new URLSearchParams(body as string)) {
          // RFC 6749 section 3.2: a parameter given twice is an invalid request.
          if (Object.hasOwn(form, key))
            return done(new OAuthError(400, 'invalid_request', `Parameter ${key} is repeated.`));
          form[key] = value;
        }
        done(null, form);
      },
    );
    scope.setErrorHandler((error: FastifyError | OAuthError, req, reply) => {
      const oauth =
        error instanceof OAuthError
          ? error
          : new OAuthError(
              'statusCode' in error && error.statusCode && error.statusCode < 500 ? 400 : 500,
              'invalid_request',
              'The request is not valid.',
            );
      if (oauth.status >= 500) req.log.error({ err: error }, 'token service error');
      if (oauth.challenge) reply.header('www-authenticate', 'Basic realm="ddp", charset="UTF-8"');
      if (oauth.retryAfterSeconds !== undefined) reply.header('retry-after', String(oauth.retryAfterSeconds));
      // cache-control and pragma come with every /oauth2 reply (security-headers.ts).
      return reply.code(oauth.status).send({ error: oauth.error, error_description: oauth.description });
    });

    // RFC 6749 section 3.2: parameters come form-encoded; a JSON body is not a token request.
    const formOf = (req: FastifyRequest): Record<string, string | undefined> => {
      const type = req.headers['content-type'] ?? '';
      if (
        !type.startsWith('application/x-www-form-urlencoded') ||
        !req.body ||
        typeof req.body !== 'object'
      ) {
        throw new OAuthError(
          400,
          'invalid_request',
          'Send the parameters as application/x-www-form-urlencoded.',
        );
      }
      return req.body as Record<string, string | undefined>;
    };

    scope.post(paths.oauthToken, async (req, reply) => {
      const form = formOf(req);
      if (!form.grant_type) throw new OAuthError(400, 'invalid_request', 'grant_type is required.');
      const client = await authenticateClient(req, form, deps);
      if (form.grant_type !== 'client_credentials') {
        throw new OAuthError(400, 'unsupported_grant_type', 'Only client_credentials is supported.');
      }
      // A scope named twice is granted once (RFC 6749 section 3.3: the scope is a set).
      const requested = [...new Set((form.scope ?? deps.scopes.join(' ')).split(' ').filter(Boolean))];
      if (requested.length === 0 || !(await mayAsk(client.client_id, requested, deps))) {
        throw new OAuthError(
          400,
          'invalid_scope',
          `Supported scopes: ${[...deps.scopes, sampleApi.serviceId].join(' ')}, and the id of each service your company may call.`,
        );
      }
      // Without PUBLIC_URL each host the portal is reached at is an issuer of its own (docs/decisions.md).
      const issuerHere = requestOrigin(req, deps.origin);
      const audience = form.resource === undefined ? undefined : audienceFor(form.resource, issuerHere);
      const issued = await deps.issuer.issue(client.client_id, requested.join(' '), issuerHere, audience);
      await deps.firstUse?.tokenIssued(client.client_id);
      // Noted once the grant stands: a refused request records nothing.
      if (client.usedSecret)
        await deps.secretUse?.used(client.client_id, client.usedSecret.id, client.usedSecret.lastUsedAt);
      return reply.send({
        access_token: issued.token,
        token_type: 'Bearer',
        expires_in: issued.expiresIn,
        scope: issued.claims.scope,
      });
    });

    scope.post(paths.oauthIntrospect, async (req) => {
      const form = formOf(req);
      const client = await authenticateClient(req, form, deps);
      if (!form.token) throw new OAuthError(400, 'invalid_request', 'token is required.');
      const issuerHere = requestOrigin(req, deps.origin);
      const claims = await activeToken(form.token, deps, issuerHere, [
        deps.issuer.audience,
        ...resourcesOf(issuerHere),
      ]);
      // A client learns only about its own company's tokens; another company's token answers exactly
      // like one that is not valid (RFC 7662 section 2.2 lets the server say inactive).
      if (!claims || !(await sameCompany(deps.credentials, client.client_id, claims.client_id)))
        return { active: false };
      return {
        active: true,
        token_type: 'Bearer',
        scope: claims.scope,
        client_id: claims.client_id,
        sub: claims.sub,
        iss: claims.iss,
        aud: claims.aud,
        iat: claims.iat,
        exp: claims.exp,
        jti: claims.jti,
      };
    });

    // RFC 7009: the answer is 200 whether or not the token was valid; a client revokes only its own.
    scope.post(paths.oauthRevoke, async (req, reply) => {
      const form = formOf(req);
      const client = await authenticateClient(req, form, deps);
      if (!form.token) throw new OAuthError(400, 'invalid_request', 'token is required.');
      const issuerHere = requestOrigin(req, deps.origin);
      const claims = await deps.issuer.verify(form.token, issuerHere, [
        deps.issuer.audience,
        ...resourcesOf(issuerHere),
      ]);
      if (claims && claims.client_id === client.client_id)
        await revoke(deps.db, claims.jti, new Date(claims.exp * 1000));
      return reply.send({});
    });

    scope.get(paths.jwks, async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(await deps.issuer.jwks()),
    );

    scope.get(paths.oauthMetadata, async (req, reply) => {
      // RFC 8414 section 3.3: the issuer is the origin the metadata was asked for at.
      const issuer = requestOrigin(req, deps.origin);
      varyByHost(reply, deps.origin);
      return {
        issuer,
        token_endpoint: `${issuer}${paths.oauthToken}`,
        jwks_uri: `${issuer}${paths.jwks}`,
        introspection_endpoint: `${issuer}${paths.oauthIntrospect}`,
        revocation_endpoint: `${issuer}${paths.oauthRevoke}`,
        grant_types_supported: ['client_credentials'],
        response_types_supported: [],
        token_endpoint_auth_methods_supported: [
          'client_secret_basic',
          'client_secret_post',
          'private_key_jwt',
        ],
        token_endpoint_auth_signing_alg_values_supported: [...ASSERTION_ALGORITHMS],
        introspection_endpoint_auth_methods_supported: [
          'client_secret_basic',
          'client_secret_post',
          'private_key_jwt',
        ],
        introspection_endpoint_auth_signing_alg_values_supported: [...ASSERTION_ALGORITHMS],
        revocation_endpoint_auth_methods_supported: [
          'client_secret_basic',
          'client_secret_post',
          'private_key_jwt',
        ],
        revocation_endpoint_auth_signing_alg_values_supported: [...ASSERTION_ALGORITHMS],
        // The general scopes and the sample API's; each company may also ask for its services' ids.
        scopes_supported: [...deps.scopes, sampleApi.serviceId],
      };
    });
  });
}

/**
 * Scopes a client may ask for (issue 20, part 4): the configured ones, the sample API's, and the
 * service id of each service its company may call (basic ones, advanced ones once granted). The
 * catalogue is read only when a scope beyond the first two kinds is asked for.
 */
async function mayAsk(clientId: string, requested: string[], deps: OAuthRouteDeps): Promise<boolean> {
  const beyond = requested.filter((scope) => !deps.scopes.includes(scope) && scope !== sampleApi.serviceId);
  if (beyond.length === 0) return true;
  const callable = (await deps.callableServices?.(clientId)) ?? new Set<string>();
  return beyond.every((scope) => callable.has(scope));
}

async function sameCompany(credentials: CredentialsService, clientId: string, otherClientId: string) {
  const [mine, theirs] = await Promise.all([credentials.client(clientId), credentials.client(otherClientId)]);
  return mine !== undefined && theirs !== undefined && mine.company_id === theirs.company_id;
}
