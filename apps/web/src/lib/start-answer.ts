/**
 * An answer asked for at start is the screen's first data for this long, not asked for again: long
 * enough for the screen's code to arrive after it on a slow phone. A change to a credential in the
 * meantime invalidates it (its key is under the credentials screen's), and it is asked for again.
 */
const USED_WITHIN_MS = 10_000;
let answeredAt: number | undefined;

/** Notes when the client list asked for at start arrived (quickstart-at-start.ts). */
export function markStartAnswer(updatedAt: number | undefined): void {
  answeredAt = updatedAt;
}

/**
 * `refetchOnMount` for the client list: the screens that mount with the answer asked for at start
 * take it as it is, instead of asking for the same list a second time on a slow connection; any
 * later mount, or data from any other fetch, asks again as usual.
 */
export function refetchUnlessFromStart(query: {
  state: { dataUpdatedAt: number; isInvalidated: boolean };
}): boolean {
  const fromStart =
    answeredAt !== undefined &&
    !query.state.isInvalidated &&
    query.state.dataUpdatedAt === answeredAt &&
    Date.now() - answeredAt < USED_WITHIN_MS;
  return !fromStart;
}
