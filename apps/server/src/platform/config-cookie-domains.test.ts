import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig } from './config';

describe('FRONTEND_APPS_COOKIE_DOMAINS', () => {
  it("defaults to none: the shared cookies then stay on the portal's own host", () => {
    expect(loadConfig({}).frontendAppCookieDomains).toEqual([]);
  });

  it('takes the portal host and its parent domains, written with or without a leading dot', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://portal.apps.example.com',
      FRONTEND_APPS_COOKIE_DOMAINS: '.example.com, apps.example.com portal.apps.example.com,EXAMPLE.com',
    });
    expect(config.frontendAppCookieDomains).toEqual([
      'example.com',
      'apps.example.com',
      'portal.apps.example.com',
    ]);
  });

  it('refuses each domain a browser would drop, saying why', () => {
    expect(
      configProblemsOf({
        PUBLIC_URL: 'https://portal.example.com',
        FRONTEND_APPS_COOKIE_DOMAINS: 'https://example.com, example.org, com, exa_mple.com',
      }),
    ).toEqual([
      'FRONTEND_APPS_COOKIE_DOMAINS: "https://example.com" is not a domain name (write e.g. example.com, no scheme or port)',
      `FRONTEND_APPS_COOKIE_DOMAINS: "example.org" is neither the portal's host "portal.example.com" (from PUBLIC_URL) nor a parent domain of it; browsers refuse cookies for other domains`,
      'FRONTEND_APPS_COOKIE_DOMAINS: "com" is a top-level domain; browsers refuse cookies for it',
      'FRONTEND_APPS_COOKIE_DOMAINS: "exa_mple.com" is not a domain name (write e.g. example.com, no scheme or port)',
    ]);
  });

  it('allows only the address itself when the portal is reached by IP address', () => {
    expect(
      loadConfig({ PUBLIC_URL: 'http://127.0.0.1:8080', FRONTEND_APPS_COOKIE_DOMAINS: '127.0.0.1' })
        .frontendAppCookieDomains,
    ).toEqual(['127.0.0.1']);
    expect(
      configProblemsOf({ PUBLIC_URL: 'http://127.0.0.1:8080', FRONTEND_APPS_COOKIE_DOMAINS: '0.0.1' }),
    ).toEqual([
      `FRONTEND_APPS_COOKIE_DOMAINS: the portal's host "127.0.0.1" (from PUBLIC_URL) is an IP address; cookies can only be set for that address itself`,
    ]);
  });
});
