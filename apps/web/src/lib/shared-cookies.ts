import { sharedCookies } from '@ddp/contract';

export interface SharedCookieValues {
  jwtToken: string;
  consumerId: string;
  selectedApp: string;
  /** A token to hand over; null clears the cookie (no client ids); undefined leaves it alone. */
  accessToken?: string | null;
}

const MAX_AGE_SECONDS = Math.round(sharedCookies.lifetimeMs / 1000);

/**
 * The cookie strings of spec section 7 "Shared cookies": 30 minutes, Secure, SameSite Lax, path /,
 * once per configured parent domain, or host-only when none is configured. Values are URI-encoded,
 * as cookie values cannot hold spaces, commas or semicolons.
 */
export function sharedCookieStrings(values: SharedCookieValues, domains: readonly string[]): string[] {
  const entries: CookieEntry[] = [
    [sharedCookies.jwtToken, values.jwtToken, MAX_AGE_SECONDS],
    [sharedCookies.consumerId, values.consumerId, MAX_AGE_SECONDS],
    [sharedCookies.selectedApp, values.selectedApp, MAX_AGE_SECONDS],
  ];
  if (values.accessToken === null) entries.push([sharedCookies.accessToken, '', 0]);
  else if (values.accessToken !== undefined)
    entries.push([sharedCookies.accessToken, values.accessToken, MAX_AGE_SECONDS]);
  return cookieStrings(entries, domains);
}

type CookieEntry = [name: string, value: string, maxAge: number];

function cookieStrings(entries: CookieEntry[], domains: readonly string[]): string[] {
  const scopes = domains.length > 0 ? domains.map((domain) => `; Domain=${domain}`) : [''];
  return scopes.flatMap((scope) =>
    entries.map(
      ([name, value, maxAge]) =>
        `${name}=${encodeURIComponent(value)}${scope}; Path=/; Max-Age=${maxAge}; Secure; SameSite=Lax`,
    ),
  );
}

export function applySharedCookies(
  values: SharedCookieValues,
  domains: readonly string[],
  target: { cookie: string } = document,
): void {
  for (const cookie of sharedCookieStrings(values, domains)) target.cookie = cookie;
}

/** Cookie strings that remove every shared cookie where `sharedCookieStrings` set them. */
export function expiredSharedCookieStrings(domains: readonly string[]): string[] {
  const names = [
    sharedCookies.jwtToken,
    sharedCookies.consumerId,
    sharedCookies.selectedApp,
    sharedCookies.accessToken,
  ];
  return cookieStrings(
    names.map((name): CookieEntry => [name, '', 0]),
    domains,
  );
}

export function clearSharedCookies(
  domains: readonly string[],
  target: { cookie: string } | undefined = globalThis.document,
): void {
  if (!target) return;
  for (const cookie of expiredSharedCookieStrings(domains)) target.cookie = cookie;
}
