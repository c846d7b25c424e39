import { sampleApi } from '@ddp/contract';
import { OAuthError } from './oauth-error';

/** The resources (RFC 8707) this portal issues tokens for at an issuer: its sample data API. */
export const resourcesOf = (issuer: string): string[] => [`${issuer}${sampleApi.resourcePath}`];

/**
 * The token's audience for a `resource` parameter: an absolute URI without a fragment (RFC 8707
 * section 2), and one this portal serves. Anything else is 400 invalid_target.
 */
export function audienceFor(resource: string, issuer: string): string {
  let url: URL;
  try {
    url = new URL(resource);
  } catch {
    throw new OAuthError(400, 'invalid_target', 'resource must be an absolute URI.');
  }
  if (url.hash !== '' || resource.includes('#'))
    throw new OAuthError(400, 'invalid_target', 'resource must not have a fragment.');
  if (!resourcesOf(issuer).includes(resource))
    throw new OAuthError(
      400,
      'invalid_target',
      `Tokens are issued for these resources: ${resourcesOf(issuer).join(' ')}.`,
    );
  return resource;
}
