import { paths, splitServiceOption } from '@ddp/contract';
import { ApiError } from './api-client';
import { catalogueQueries } from './docs-api';
import { LIVE_SERVICE_ID, type TokenServiceMetadata } from './live-service';
import { portalQueryClient } from './query-client';

/** How long the quickstart's metadata and live document are used before they are asked for again. */
const QUICKSTART_STALE_MS = 5 * 60_000;

export const quickstartKeys = {
  metadata: ['quickstart', 'token-service-metadata'] as const,
  liveDocument: (consumerId: string) => ['quickstart', 'live-document', consumerId] as const,
};

/** The token service's metadata (RFC 8414), as the server publishes it for every client. */
export async function fetchTokenServiceMetadata(): Promise<TokenServiceMetadata> {
  let reply: Response;
  try {
    reply = await fetch(paths.oauthMetadata, { headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError('The token service could not be reached.', 0);
  }
  const body: unknown = reply.ok ? await reply.json().catch(() => null) : null;
  if (
    typeof body !== 'object' ||
    body === null ||
    typeof (body as TokenServiceMetadata).issuer !== 'string' ||
    typeof (body as TokenServiceMetadata).token_endpoint !== 'string'
  ) {
    throw new ApiError('The token service did not describe itself.', reply.status);
  }
  return body as TokenServiceMetadata;
}

/** The quickstart's query for the token service's metadata, for the screen and for the start. */
export const tokenServiceMetadataQuery = {
  queryKey: quickstartKeys.metadata,
  queryFn: fetchTokenServiceMetadata,
  staleTime: QUICKSTART_STALE_MS,
};

/**
 * The published OpenAPI document of the portal's own sample API (the basic service
 * LIVE_SERVICE_ID, through list-basic-docs and view-basic-docs); null when the catalogue does not
 * publish it, so the examples stop at the token. The list and the document are the API
 * documentation screen's own queries: on that screen both ask once (and at start, together).
 */
async function fetchLiveDocument(consumerId: string): Promise<Record<string, unknown> | null> {
  const options = await portalQueryClient.ensureQueryData(catalogueQueries.services('basic', consumerId));
  const live = options.find((option) => splitServiceOption(option.value)?.serviceId === LIVE_SERVICE_ID);
  if (!live) return null;
  return portalQueryClient.ensureQueryData(catalogueQueries.document('basic', live.value, consumerId));
}

export const liveDocumentQuery = (consumerId: string) => ({
  queryKey: quickstartKeys.liveDocument(consumerId),
  queryFn: () => fetchLiveDocument(consumerId),
  staleTime: QUICKSTART_STALE_MS,
});
