import { hashKey, type QueryClient } from '@tanstack/react-query';
import { signedInState } from '../../lib/session-rules';
import { readSession } from '../../lib/session-store';
import { docsKeys, fetchDocument, fetchServiceOptions, type ServiceKind } from './docs-api';
import { preloadViewerCode } from './load-viewer';

const KINDS: ServiceKind[] = ['basic', 'advanced'];

/** Queries answered at start that the screen has not shown yet. */
const answeredAtStart = new Set<string>();

/**
 * `refetchOnMount` of the screen's queries: an answer fetched at start for this very screen is
 * shown as it is, during the visit it was fetched for (a query may mount after its answer arrives,
 * when a list's first entry is known). Once the screen is left (`forgetAnswersAtStart`), any later
 * visit asks again, as without the prefetch.
 */
export function refetchUnlessAnsweredAtStart(query: { queryHash: string }): boolean {
  return !answeredAtStart.has(query.queryHash);
}

export function forgetAnswersAtStart(): void {
  answeredAtStart.clear();
}

async function fetchAtStart<T>(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  queryFn: () => Promise<T>,
) {
  const answer = await queryClient.fetchQuery({ queryKey, queryFn });
  answeredAtStart.add(hashKey(queryKey));
  return answer;
}

/**
 * When the app starts on the docs screen, its calls need not wait for the screen's code and
 * first render: both lists are asked for at once, then each list's first document and the viewer
 * (what the screen shows on entry, spec section 4). The screen's queries pick up these answers
 * under the same keys; a failure is left to them, which show it and may ask again.
 */
export function prefetchDocs(queryClient: QueryClient): void {
  const session = readSession();
  const { consumerId } = session;
  if (!consumerId || signedInState(session, Date.now()) !== 'ok') return;
  for (const kind of KINDS) {
    fetchAtStart(queryClient, docsKeys.services(kind, consumerId), () =>
      fetchServiceOptions(kind, consumerId),
    )
      .then((options) => {
        const first = options[0];
        if (!first) return;
        preloadViewerCode();
        return fetchAtStart(queryClient, docsKeys.document(kind, first.value), () =>
          fetchDocument(kind, first.value, consumerId),
        );
      })
      .catch(() => undefined);
  }
}
