import { portalQueryClient } from '../../../lib/query-client';
import { askAtStart, startSession } from '../../../lib/start-answer';
import { listPasskeys, passkeysKey } from './passkeys-api';

/** The person's passkeys (Settings). */
export const passkeysQuery = (email: string) => ({ queryKey: passkeysKey(email), queryFn: listPasskeys });

/** When the portal opens on Settings, the passkeys are asked for beside the screen's code. */
export function prefetchPasskeys(): void {
  const email = startSession()?.email;
  if (email) void askAtStart(portalQueryClient, passkeysQuery(email));
}
