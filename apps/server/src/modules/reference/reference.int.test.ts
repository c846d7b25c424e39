import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

describe(`countries and cities (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists the countries with their dial codes and flags', async () => {
    const reply = await server.client.raw<{ countries: Array<Record<string, string>> }>('/v1/ddp/countries', {
      method: 'GET',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.countries.length).toBeGreaterThan(200);
    expect(reply.body.countries).toContainEqual({
      name: 'Germany',
      iso2: 'DE',
      phone_code: '49',
      emoji: '🇩🇪',
    });
  });

  it('sends the list compressed to a client that accepts it, and the same list', async () => {
    const plain = await (
      await fetch(`${server.baseUrl}/v1/ddp/countries`, { headers: { 'accept-encoding': 'identity' } })
    ).text();
    for (const coding of ['br', 'gzip'] as const) {
      const response = await fetch(`${server.baseUrl}/v1/ddp/countries`, {
        headers: { 'accept-encoding': `${coding}, deflate` },
      });
      expect(response.headers.get('content-encoding')).toBe(coding);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(Number(response.headers.get('content-length'))).toBeLessThan(plain.length / 3);
      // fetch undoes the coding: what arrives is the plain list.
      expect(await response.text()).toBe(plain);
    }
    const refused = await fetch(`${server.baseUrl}/v1/ddp/countries`, {
      headers: { 'accept-encoding': 'br;q=0' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(plain).countries.length).toBeGreaterThan(200);
  });

  it('answers citydata with the cities of the named country', async () => {
    const reply = await server.client.postPlain<{
      result: string;
      cities: Array<{ cityname: string; code: string }>;
    }>('/v1/ddp/citydata', { countryname: 'germany' });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toBe('success');
    const names = reply.body.cities.map((c) => c.cityname);
    expect(names).toContain('Berlin');
    expect(names).toContain('Munich');
    expect(new Set(names).size).toBe(names.length);
  });

  it('says so when the country is unknown or missing', async () => {
    const unknown = await server.client.postPlain('/v1/ddp/citydata', { countryname: 'Atlantis' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ result: 'error', cities: [], message: messages.countryUnknown });
    const missing = await server.client.postPlain('/v1/ddp/citydata', {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(messages.countryRequired);
  });
});
