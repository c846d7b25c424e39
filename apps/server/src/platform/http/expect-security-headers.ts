import { expect } from 'vitest';

export interface HeaderExpectations {
  /** API and token replies must never be kept by a cache: `no-store`, and `pragma: no-cache` for HTTP/1.0 ones. */
  noStore?: boolean;
}

/**
 * The security headers every reply carries, whatever made it (a route, a refusal, a static file):
 * scripts only from our origin, no framing by anyone, no sniffing, no referrer, and nothing that
 * names the server software. `what` names the reply in a failure.
 */
export function expectSecurityHeaders(
  response: { headers: Headers },
  what: string,
  expectations: HeaderExpectations = {},
) {
  const header = (name: string) => response.headers.get(name);
  const csp = header('content-security-policy') ?? '';
  expect(csp, `${what}: content-security-policy`).toContain("default-src 'self'");
  expect(csp, `${what}: content-security-policy`).toContain("script-src 'self'");
  expect(csp, `${what}: no inline scripts`).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, `${what}: content-security-policy`).toContain("object-src 'none'");
  expect(csp, `${what}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(header('x-frame-options'), `${what}: x-frame-options`).toBe('DENY');
  expect(header('x-content-type-options'), `${what}: x-content-type-options`).toBe('nosniff');
  expect(header('referrer-policy'), `${what}: referrer-policy`).toBe('no-referrer');
  expect(header('x-powered-by'), `${what}: x-powered-by`).toBeNull();
  expect(header('server'), `${what}: server`).toBeNull();
  if (expectations.noStore) {
    expect(header('cache-control'), `${what}: cache-control`).toBe('no-store');
    expect(header('pragma'), `${what}: pragma`).toBe('no-cache');
  }
}
