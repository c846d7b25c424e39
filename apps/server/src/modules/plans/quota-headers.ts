/** Where a client stands in one policy of its plan: calls left, and seconds until the window resets. */
export interface PolicyState {
  name: 'rate' | 'month';
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

/**
 * The RateLimit-Policy and RateLimit fields of the IETF HTTP RateLimit fields draft: lists of
 * structured-field items, a policy's name with its quota (q) and window (w), and its calls left
 * (r) and seconds until they are restored (t).
 */
export function rateLimitHeaders(states: readonly PolicyState[]): Record<string, string> {
  if (states.length === 0) return {};
  return {
    'ratelimit-policy': states.map((s) => `"${s.name}";q=${s.limit};w=${s.windowSeconds}`).join(', '),
    ratelimit: states.map((s) => `"${s.name}";r=${Math.max(0, s.remaining)};t=${s.resetSeconds}`).join(', '),
  };
}
