/** A success text one screen hands to the next as router state ({ notice }), e.g. after a reset. */
export function noticeFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  return typeof state.notice === 'string' ? state.notice : undefined;
}
