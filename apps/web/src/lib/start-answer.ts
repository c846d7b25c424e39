import {
  type FetchInfiniteQueryOptions,
  hashKey,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { type SessionValues, signedInState } from './session-rules';
import { readSession } from './session-store';

/**
 * A screen's first data, asked for at start beside its code (the route's `prefetch`), stays that
 * screen's data while the reader is still on the screen the portal opened on, for a minute after
 * each answer: long enough for the screen's code to arrive after it on a slow phone, and for the
 * parts that mount only once other answers are in (the Front-end Apps page asks for its client
 * choice after its list of apps). A change in the meantime invalidates it, and it is asked for
 * again; once the reader moves to another screen, every mount asks again as usual.
 */
const USED_WITHIN_MS = 60_000;
const askedAtStart = new Set<string>();
let startScreen: string | undefined;
let leftStartScreen = false;

export interface StartQuery<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
}

/**
 * Asks for a query at start into the cache, for the screen's own `useQuery` of the same key to
 * take. A failure is left to the screen, which asks again and shows it.
 */
export function askAtStart<T>(client: QueryClient, query: StartQuery<T>): Promise<T | undefined> {
  askedAtStart.add(hashKey(query.queryKey));
  return client.fetchQuery(query).catch(() => undefined);
}

/** As `askAtStart`, for a screen whose data comes in pages ("Show older"): its first page. */
export function askInfiniteAtStart<T, P, K extends QueryKey>(
  client: QueryClient,
  query: FetchInfiniteQueryOptions<T, Error, T, K, P>,
): Promise<unknown> {
  askedAtStart.add(hashKey(query.queryKey));
  return client.fetchInfiniteQuery(query).catch(() => undefined);
}

/** The signed-in session a screen's start queries are asked for with, if the reader has one. */
export function startSession(): SessionValues | undefined {
  const session = readSession();
  return signedInState(session, Date.now()) === 'ok' ? session : undefined;
}

/**
 * Called with the router's address on every change: leaving the first one ends the answers' use.
 * A redirect (a navigation that replaces the address, as /home's to Credentials) moves the first
 * screen instead of leaving it.
 */
export function noteScreen(pathname: string, navigation: 'POP' | 'PUSH' | 'REPLACE' = 'PUSH'): void {
  if (startScreen === undefined || (navigation === 'REPLACE' && !leftStartScreen)) startScreen = pathname;
  if (pathname !== startScreen) leftStartScreen = true;
}

/**
 * The portal's default `staleTime`: an answer asked for at start is fresh for a minute while the
 * portal is still on its first screen, so neither a mount nor an observer enabled later asks for
 * it a second time; everything else is stale at once (TanStack Query's default).
 */
export function freshWhileOnStartScreen(query: Pick<Query, 'queryHash' | 'state'>): number {
  if (leftStartScreen || query.state.isInvalidated || !askedAtStart.has(query.queryHash)) return 0;
  return USED_WITHIN_MS;
}
