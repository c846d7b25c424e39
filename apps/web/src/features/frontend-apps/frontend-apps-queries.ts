import { portalQueryClient } from '../../lib/query-client';
import { askAtStart, startSession } from '../../lib/start-answer';
import { fetchFrontendApps, frontendAppKeys } from './frontend-apps-api';

/** The company's apps: one definition for the screen and for the call asked for at start. */
export const frontendAppsQuery = (consumerId: string) => ({
  queryKey: frontendAppKeys.apps(consumerId),
  queryFn: () => fetchFrontendApps(consumerId),
});

/** When the portal opens on Front-end Apps, the company's apps are asked for beside its code. */
export function prefetchFrontendApps(): void {
  const consumerId = startSession()?.consumerId;
  if (consumerId) void askAtStart(portalQueryClient, frontendAppsQuery(consumerId));
}
