import { paths, splitServiceOption } from '@ddp/contract';
import { ApiError } from '../../lib/api-client';
import { fetchDocument, fetchServiceOptions } from '../catalogue/catalogue-api';
import { LIVE_SERVICE_ID, type TokenServiceMetadata } from './snippets';

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

/**
 * The published OpenAPI document of the portal's own sample API (the basic service
 * {@link LIVE_SERVICE_ID}); null when the catalogue does not publish it.
 */
export const liveDocumentQuery = (consumerId: string) => ({
  queryKey: quickstartKeys.liveDocument(consumerId),
  queryFn: async () => {
    const options = await fetchServiceOptions('basic', consumerId);
    const live = options.find((option) => splitServiceOption(option.value)?.serviceId === LIVE_SERVICE_ID);
    return live ? fetchDocument('basic', live.value, consumerId) : null;
  },
  staleTime: 5 * 60_000,
});
