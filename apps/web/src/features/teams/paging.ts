/** Server paging of the team list (spec section 9: 10 rows a page; pages count from 1). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** After a deletion the last page can vanish; the list then shows the page that now is last. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** '11–20 of 23': the rows the page shows, for the caption under the table. */
export function rowRange(page: number, rows: number, total: number, pageSize: number): string {
  if (rows === 0) return `0 of ${total}`;
  const first = (page - 1) * pageSize + 1;
  return `${first}–${first + rows - 1} of ${total}`;
}
