/** A TanStack query as the kit's load states read it (`query-states.tsx`, `paged-table.tsx`). */
export interface LoadingQuery<T> {
  data: T | undefined;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** What the alert of a failed load needs of its query: the error, and a way to ask again. */
export type RetryableQuery = Omit<LoadingQuery<unknown>, 'data'>;

/** What a region shows besides the failure's alert: placeholders, its empty line, its content. */
export type LoadBody = 'loading' | 'empty' | 'content' | 'nothing';

/**
 * The one rule of every screen that loads data (docs/web.md, "Loading, empty and failed"): a
 * failure never reads as an empty list. Until the first answer arrives the region shows
 * placeholders; a failed load shows its alert alone; a failed refresh keeps the rows of the last
 * answer under the alert, but not its empty line, which would claim there is nothing.
 */
export function loadBodyOf<T>(data: T | undefined, failed: boolean, isEmpty: (data: T) => boolean): LoadBody {
  if (data === undefined) return failed ? 'nothing' : 'loading';
  if (isEmpty(data)) return failed ? 'nothing' : 'empty';
  return 'content';
}
