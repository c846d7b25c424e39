import type { OpenApiDocument } from '../../lib/docs-api';

/** A security scheme of the document that an access token of our token service can satisfy. */
export interface TokenScheme {
  name: string;
  /** 'bearer': HTTP bearer (RFC 6750); 'oauth2': an OAuth 2.0 or OpenID Connect scheme. */
  kind: 'bearer' | 'oauth2';
  schema: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The schemes 'Try it with my credentials' fills: HTTP bearer and OAuth 2.0 / OpenID Connect
 * (all send `Authorization: Bearer`). API keys and basic authentication are left to the reader.
 */
export function tokenSchemes(document: OpenApiDocument): TokenScheme[] {
  const components = isRecord(document.components) ? document.components : {};
  const schemes = isRecord(components.securitySchemes) ? components.securitySchemes : {};
  const found: TokenScheme[] = [];
  for (const [name, schema] of Object.entries(schemes)) {
    if (!isRecord(schema)) continue;
    const scheme = typeof schema.scheme === 'string' ? schema.scheme.toLowerCase() : '';
    if (schema.type === 'http' && scheme === 'bearer') found.push({ name, kind: 'bearer', schema });
    else if (schema.type === 'oauth2' || schema.type === 'openIdConnect')
      found.push({ name, kind: 'oauth2', schema });
  }
  return found;
}
