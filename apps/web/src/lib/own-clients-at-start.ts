import { ownClientsQuery } from './own-credentials-api';
import { portalQueryClient } from './query-client';
import { signedInState } from './session-rules';
import { readSession } from './session-store';
import { markStartAnswer } from './start-answer';

/**
 * When the app starts on a screen with the quickstart (API documentation, Front-end Apps), the
 * reader's clients are asked for at once, beside the screen's code, into the query cache: the
 * quickstart then renders with its examples instead of a one-line placeholder that they would push
 * 1,100 px down on a phone (docs/benchmarks.md). A failure is left to the screen, which asks again
 * and shows it.
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
