import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { type LoadingQuery, loadBodyOf } from './load-state';
import { QueryErrorAlert } from './query-error-alert';

const nothingIsEmpty = () => false;

interface QueryStatesProps<T> {
  query: LoadingQuery<T>;
  /** Names the placeholders for screen readers: 'Loading your requests'. */
  loadingLabel: string;
  /** The placeholders' shape, close to what will come; a plain block when left out. */
  loading?: ReactNode;
  /** Answers that have nothing to show; without it every answer has content. */
  isEmpty?: (data: T) => boolean;
  /** What an empty answer says. */
  empty?: ReactNode;
  /** The spec's own text for a failed load, where it has one; the server's message otherwise. */
  errorText?: string;
  children: (data: T) => ReactNode;
}

/**
 * The three states of a region that loads data, one rule for every screen (`load-state.ts`):
 * placeholders marked busy while the first answer is on its way, the empty line for an answer
 * without rows, and for a failure the message with 'Try again' instead of the empty line.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  loading,
  isEmpty = nothingIsEmpty,
  empty,
  errorText,
  children,
}: QueryStatesProps<T>) {
  const body = loadBodyOf(query.data, query.error !== null, isEmpty);
  return (
    <>
      <QueryErrorAlert query={query} text={errorText} />
      {body === 'loading' ? (
        <LoadingState label={loadingLabel}>{loading ?? <Skeleton height={120} radius="md" />}</LoadingState>
      ) : null}
      {body === 'empty' ? empty : null}
      {body === 'content' && query.data !== undefined ? children(query.data) : null}
    </>
  );
}

/** Placeholders while something loads: a busy status region with a name screen readers read. */
export function LoadingState({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}
