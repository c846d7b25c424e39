import { limits } from '@ddp/contract';
import { type ComponentProps, useEffect } from 'react';
import type { Pager } from './pager';
import { clampPage } from './paging';

/** What every page of a server-paged list answers besides its rows. */
interface PageReply {
  message: readonly unknown[];
  total: number;
  pageSize?: number;
}

/**
 * The pager of a list the server hands out page by page (spec section 9): shown once the answer
 * is there. A deletion or a withdrawal can empty the last page; the list then moves to the page
 * that is now the last.
 */
export function useServerPager(
  label: string,
  page: number,
  setPage: (page: number) => void,
  reply: PageReply | undefined,
): ComponentProps<typeof Pager> | undefined {
  const pageSize = reply?.pageSize ?? limits.pageSize;
  const total = reply?.total;
  useEffect(() => {
    if (total === undefined) return;
    const last = clampPage(page, total, pageSize);
    if (last !== page) setPage(last);
  }, [total, pageSize, page, setPage]);
  if (!reply) return undefined;
  return { label, page, total: reply.total, pageSize, rows: reply.message.length, onPage: setPage };
}
