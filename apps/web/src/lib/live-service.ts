/**
 * What the quickstart's data calls need to know of the live sample API and the token service,
 * apart from the snippets themselves, which load with the screens that show them.
 */

/** The fields of the authorization server metadata the quickstart uses (RFC 8414 section 2). */
export interface TokenServiceMetadata {
  issuer: string;
  token_endpoint: string;
  grant_types_supported?: string[];
  token_endpoint_auth_methods_supported?: string[];
}

/** The service id under which the catalogue publishes the portal's own sample API. */
export const LIVE_SERVICE_ID = 'environment-stations';
