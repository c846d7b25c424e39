import { describe, expect, it } from 'vitest';
import { configProblemsOf } from '../../test/test-support/config-problems';
import { loadConfig } from './config';
import { trustProxyOption } from './trust-proxy';

const EXPECTED =
  "TRUST_PROXY must be true, false, a number of proxy hops from 0 to 10, or the proxies' addresses or CIDR ranges separated by commas";

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  it('reads true as one hop, a number as that many, and a list as the proxies', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '3' }).trustProxy).toEqual({ hops: 3 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.11, 10.0.0.0/24,loopback, ::1' }).trustProxy).toEqual({
      proxies: ['10.0.0.11', '10.0.0.0/24', 'loopback', '::1'],
    });
  });

  it('never trusts more hops than it was given', () => {
    const trust = trustProxyOption({ hops: 2 });
    if (typeof trust !== 'function') throw new Error('a hop count is a function of the hop');
    expect([0, 1, 2, 3].map((hop) => trust('198.51.100.1', hop))).toEqual([true, true, false, false]);
  });

  it('refuses what it cannot read, naming the value, instead of trusting nothing or everything', () => {
    expect(configProblemsOf({ TRUST_PROXY: 'yes' })).toEqual([
      `${EXPECTED} (got "yes": "yes" is no address or range)`,
    ]);
    expect(configProblemsOf({ TRUST_PROXY: '10.0.0.1, proxy.internal, 10.0.0.0/33' })).toEqual([
      `${EXPECTED} (got "10.0.0.1, proxy.internal, 10.0.0.0/33": "proxy.internal", "10.0.0.0/33" are no addresses or ranges)`,
    ]);
    expect(configProblemsOf({ TRUST_PROXY: '11' })).toEqual([`${EXPECTED} (got "11")`]);
    expect(configProblemsOf({ TRUST_PROXY: ',' })).toEqual([`${EXPECTED} (got ",")`]);
  });
});
