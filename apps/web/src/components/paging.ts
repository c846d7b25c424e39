import { messages } from '@ddp/contract';
/**
 * The arithmetic of every pager (spec section 9: 10 rows a page; pages count from 1). A list
 * always has one page, even an empty one or one whose page size is missing or zero, so a pager
 * never divides by zero and never shows 'Page 0'.
 */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0 && Number.isFinite(pageSize)) || !(total > 0 && Number.isFinite(total))) return 1;
  return Math.ceil(total / pageSize);
}

/** A page that exists: after a deletion the last page can vanish, and the new last one shows. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), pageCount(total, pageSize));
}

/** '11–20 of 23': the rows the page shows, for the caption beside the pager. */
export function rowRange(page: number, rows: number, total: number, pageSize: number): string {
  if (rows === 0) return messages.kitRowsNone({ total });
  const first = (page - 1) * pageSize + 1;
  return messages.kitRows({ first, last: first + rows - 1, total });
}

/** One page of a list that is paged in the browser (credentials, licences). */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  pageSize: number,
): { page: number; pages: number; visible: T[] } {
  const current = clampPage(page, rows.length, pageSize);
  const size = pageSize > 0 && Number.isFinite(pageSize) ? pageSize : rows.length;
  return {
    page: current,
    pages: pageCount(rows.length, pageSize),
    visible: rows.slice((current - 1) * size, current * size),
  };
}
