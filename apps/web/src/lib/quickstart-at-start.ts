import { ownClientsQuery } from './own-credentials-api';
import { portalQueryClient } from './query-client';
import { liveDocumentQuery, tokenServiceMetadataQuery } from './quickstart-api';
import { askAtStart, startSession } from './start-answer';

/**
 * When the app starts on a screen with the quickstart (API documentation, Front-end Apps), what
 * the quickstart shows is asked for at once, beside the screen's code, into the query cache: the
 * reader's clients and, when there is one, the token service's metadata and the live API's
 * document. The quickstart then draws its examples with the screen instead of growing from a
 * placeholder later, which pushed everything below it down, under a reader's pointer
 * (docs/benchmarks.md). A failure is left to the screen, which asks again and shows it.
 */
export function prefetchQuickstart(): void {
  const consumerId = startSession()?.consumerId;
  if (!consumerId) return;
  void askAtStart(portalQueryClient, ownClientsQuery(consumerId)).then((clients) => {
    // Without a client there are no examples, and nothing else to ask for.
    if (!clients || clients.length === 0) return;
    // The quickstart's own queries: fresh for as long as it takes them (their staleTime).
    void portalQueryClient.prefetchQuery(tokenServiceMetadataQuery);
    void portalQueryClient.prefetchQuery(liveDocumentQuery(consumerId));
  });
}
