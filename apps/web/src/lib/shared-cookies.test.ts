import { describe, expect, it } from 'vitest';
import {
  applySharedCookies,
  clearSharedCookies,
  expiredSharedCookieStrings,
  sharedCookieStrings,
} from './shared-cookies';

const values = { jwtToken: 'a.b.c', consumerId: 'c-1', selectedApp: 'Stations (demo); v2' };
const attributes = 'Path=/; Max-Age=1800; Secure; SameSite=Lax';

describe('shared cookies of the front-end apps screen', () => {
  it('sets jwtToken, consumerId and selectedApp host-only for 30 minutes when no domain is configured', () => {
    expect(sharedCookieStrings(values, [])).toEqual([
      `jwtToken=a.b.c; ${attributes}`,
      `consumerId=c-1; ${attributes}`,
      `selectedApp=Stations%20(demo)%3B%20v2; ${attributes}`,
    ]);
  });

  it('sets every cookie once per parent domain, the access token included', () => {
    const strings = sharedCookieStrings({ ...values, accessToken: 'tok' }, ['example.com', 'example.org']);
    expect(strings).toHaveLength(8);
    expect(strings).toContain(`access_token=tok; Domain=example.com; ${attributes}`);
    expect(strings).toContain(`access_token=tok; Domain=example.org; ${attributes}`);
    expect(strings).toContain(`jwtToken=a.b.c; Domain=example.org; ${attributes}`);
  });

  it('clears access_token when asked to (no client ids) and leaves it alone otherwise', () => {
    expect(sharedCookieStrings({ ...values, accessToken: null }, ['example.com'])).toContain(
      'access_token=; Domain=example.com; Path=/; Max-Age=0; Secure; SameSite=Lax',
    );
    expect(sharedCookieStrings(values, []).some((s) => s.startsWith('access_token'))).toBe(false);
  });

  it('writes each string to the document', () => {
    const written: string[] = [];
    const target = {
      set cookie(value: string) {
        written.push(value);
      },
      get cookie() {
        return '';
      },
    };
    applySharedCookies({ ...values, accessToken: 'tok' }, [], target);
    expect(written).toEqual(sharedCookieStrings({ ...values, accessToken: 'tok' }, []));
  });
});

describe('clearing the shared cookies', () => {
  it('expires all four names on every domain they were set on', () => {
    const strings = expiredSharedCookieStrings(['example.com', 'example.org']);
    expect(strings).toHaveLength(8);
    for (const name of ['jwtToken', 'consumerId', 'selectedApp', 'access_token']) {
      for (const domain of ['example.com', 'example.org']) {
        expect(strings).toContain(`${name}=; Domain=${domain}; Path=/; Max-Age=0; Secure; SameSite=Lax`);
      }
    }
  });

  it('expires the host-only cookies when no domain is configured', () => {
    expect(expiredSharedCookieStrings([])).toContain('jwtToken=; Path=/; Max-Age=0; Secure; SameSite=Lax');
  });

  it('writes each expired cookie to the document', () => {
    const written: string[] = [];
    clearSharedCookies(['example.com'], {
      set cookie(value: string) {
        written.push(value);
      },
    });
    expect(written).toEqual(expiredSharedCookieStrings(['example.com']));
  });
});
