import { fetchOwnCredentials } from '../../lib/own-credentials-api';
import { personalDetailsQuery } from '../../lib/personal-details-api';
import { portalQueryClient } from '../../lib/query-client';
import { askAtStart, startSession } from '../../lib/start-answer';
import { credentialKeys, fetchTransferred } from './credentials-api';
import { fetchStartSummary, startKey } from './start-api';

/** The screen's queries, one definition for the screen and for the calls asked for at start. */
export const credentialQueries = {
  own: (consumerId: string) => ({
    queryKey: credentialKeys.own(consumerId),
    queryFn: () => fetchOwnCredentials(consumerId),
  }),
  transferred: (email: string) => ({
    queryKey: credentialKeys.transferred(email),
    queryFn: () => fetchTransferred(email),
  }),
  start: (consumerId: string) => ({
    queryKey: startKey(consumerId),
    queryFn: () => fetchStartSummary(consumerId),
  }),
};

const CREDENTIAL_TABS = ['personal', 'generate', 'team', 'one-time'] as const;
/** The tab the address names (`?tab=`), if it is one of the four; the screen opens it. */
export const tabNamedIn = (search: string) => {
  const named = new URLSearchParams(search).get('tab');
  return CREDENTIAL_TABS.find((one) => one === named);
};

/**
 * When the portal opens on Credentials (the signed-in home), what its first view shows is asked
 * for at once, beside the screen's code: the greeting's details, the start panel's summary, the
 * waiting transfers and, on the personal tab, the list. On a slow phone the screen then draws
 * with its data instead of asking after its first render (docs/benchmarks.md).
 */
export function prefetchCredentials(): void {
  const session = startSession();
  const { consumerId, email } = session ?? {};
  if (!consumerId || !email) return;
  void askAtStart(portalQueryClient, personalDetailsQuery(email));
  void askAtStart(portalQueryClient, credentialQueries.start(consumerId));
  void askAtStart(portalQueryClient, credentialQueries.transferred(email));
  if ((tabNamedIn(window.location.search) ?? 'personal') === 'personal')
    void askAtStart(portalQueryClient, credentialQueries.own(consumerId));
}
