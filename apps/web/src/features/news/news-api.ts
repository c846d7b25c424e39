import {
  type NewsItemReply,
  type NewsListReply,
  paths,
  type UpdateTermsConditionRequest,
  type UpdateTermsReply,
} from '@ddp/contract';
import { getEncrypted, getPlain, postEncrypted, signedIn } from '../../lib/api-client';

export const newsKeys = {
  all: ['news'] as const,
  page: (consumerId: string, page: number) => ['news', 'page', consumerId, page] as const,
  item: (consumerId: string, newsId: string) => ['news', 'item', consumerId, newsId] as const,
};

/** view-news: the encrypted query carries consumerId (spec section 7) and our `page`. */
export function fetchNewsPage(consumerId: string, page: number): Promise<NewsListReply> {
  return getEncrypted<NewsListReply>(paths.viewNews, { consumerId, page }, signedIn);
}

/** get-news: plain query fields newsId and consumerId, as the contract has them. */
export function fetchNewsItem(consumerId: string, newsId: string): Promise<NewsItemReply> {
  const query = new URLSearchParams({ newsId, consumerId });
  return getPlain<NewsItemReply>(`${paths.getNews}?${query}`, signedIn);
}

export function answerTerms(request: UpdateTermsConditionRequest): Promise<UpdateTermsReply> {
  return postEncrypted<UpdateTermsReply>(paths.updateTermsCondition, request, signedIn);
}
