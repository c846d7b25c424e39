/**
 * The client list asked for at start stays the screen's data while the reader is still on the
 * screen the portal opened on, for up to a minute: long enough for the screen's code to arrive
 * after it on a slow phone, and for the parts that mount only once other answers are in (the
 * Front-end Apps page asks for its client choice after its list of apps). A change to a
 * credential in the meantime invalidates it (its key is under the credentials screen's), and it
 * is asked for again; once the reader moves to another screen, every mount asks again as usual.
 */
const USED_WITHIN_MS = 60_000;
let start: { at?: number } | undefined;
let startScreen: string | undefined;

/** Called as the start screen's list is asked for: the answer belongs to this screen. */
export function beginStartAnswer(): void {
  start = {};
}

/** Notes when the client list asked for at start arrived (quickstart-at-start.ts). */
export function markStartAnswer(updatedAt: number | undefined): void {
  if (start) start.at = updatedAt;
}

/** Called with the router's address on every change: leaving the first one ends the answer's use. */
export function noteScreen(pathname: string): void {
  startScreen ??= pathname;
  if (pathname !== startScreen) start = undefined;
}

/**
 * `staleTime` of the client list: fresh until a minute after the start answer while the portal is
 * still on its first screen, so neither a mount nor an observer that is enabled later asks for
 * the same list a second time; stale at once otherwise (the default).
 */
export function freshWhileOnStartScreen(query: {
  state: { dataUpdatedAt: number; isInvalidated: boolean };
}): number {
  if (start?.at === undefined || query.state.isInvalidated || query.state.dataUpdatedAt < start.at) return 0;
  return Math.max(0, start.at + USED_WITHIN_MS - query.state.dataUpdatedAt);
}
