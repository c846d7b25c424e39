import { ownClientsQuery } from './own-credentials-api';
import { portalQueryClient } from './query-client';
import { signedInState } from './session-rules';
import { readSession } from './session-store';
import { markStartAnswer } from './start-answer';

/**
 * When the app starts on a screen with the quickstart (API documentation, Front-end Apps), the
 * reader's clients are asked for at once, beside the screen's code, into the query cache: the
 * quickstart then skips the client list's placeholder (its examples still wait for calls of their
 * own: docs/benchmarks.md). A failure is left to the screen, which asks again and shows it.
 */
export function prefetchOwnClients(): void {
  const session = readSession();
  const { consumerId } = session;
  if (!consumerId || signedInState(session, Date.now()) !== 'ok') return;
  const query = ownClientsQuery(consumerId);
  portalQueryClient
    .fetchQuery(query)
    .then(() => markStartAnswer(portalQueryClient.getQueryState(query.queryKey)?.dataUpdatedAt))
    .catch(() => undefined);
}
