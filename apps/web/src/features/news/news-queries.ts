import { portalQueryClient } from '../../lib/query-client';
import { askAtStart, startSession } from '../../lib/start-answer';
import { fetchNewsPage, newsKeys } from './news-api';

/** A page of the company's news: one definition for the screen and for the call asked for at start. */
export const newsPageQuery = (consumerId: string, page: number) => ({
  queryKey: newsKeys.page(consumerId, page),
  queryFn: () => fetchNewsPage(consumerId, page),
});

/** When the portal opens on News, its first page is asked for beside the screen's code. */
export function prefetchNews(): void {
  const consumerId = startSession()?.consumerId;
  if (consumerId) void askAtStart(portalQueryClient, newsPageQuery(consumerId, 1));
}
