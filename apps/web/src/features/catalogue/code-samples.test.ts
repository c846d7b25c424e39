import { energyLoadV2, sampleApiDocument } from '@ddp/demo-catalogue';
import { describe, expect, it } from 'vitest';
import { sampleMaker, TOKEN_PLACEHOLDER } from './code-samples';

describe('sampleMaker', () => {
  const stations = sampleMaker(sampleApiDocument('https://portal.example.org'), 'https://ignored.example');

  it('makes curl, JavaScript and Python samples with the server, the examples and a token placeholder', () => {
    const samples = stations('/stations/{stationId}/measurements', 'GET');
    expect(samples.map((sample) => sample.label)).toEqual(['curl', 'JavaScript', 'Python']);
    const [curl, javascript, python] = samples.map((sample) => sample.code);
    expect(curl).toContain('curl --request GET');
    expect(curl).toMatch(
      /--url 'https:\/\/portal\.example\.org\/v1\/sample\/stations\/berlin-mitte\/measurements\?date=[\d-]+'/,
    );
    expect(curl).toContain(`authorization: Bearer ${TOKEN_PLACEHOLDER}`);
    expect(javascript).toContain(
      "fetch('https://portal.example.org/v1/sample/stations/berlin-mitte/measurements",
    );
    expect(python).toContain('import requests');
    expect(python).toContain('requests.get(url');
  });

  it('fills in the token it is given', () => {
    expect(stations('/stations', 'get', 'eyJ.token')[0]?.code).toContain('Bearer eyJ.token');
  });

  it('names a relative server in full, with the origin given', () => {
    const relative = { ...sampleApiDocument(''), servers: [{ url: '/v1/sample' }] };
    const [curl] = sampleMaker(relative, 'http://127.0.0.1:8080')('/stations', 'GET');
    expect(curl?.code).toContain('--url http://127.0.0.1:8080/v1/sample/stations');
  });

  it('leaves a path parameter without an example as a visible gap, and makes nothing for an unknown operation', () => {
    const energy = sampleMaker(energyLoadV2, 'https://ignored.example');
    const paths = Object.keys(energyLoadV2.paths);
    expect(energy(paths[0] ?? '', 'GET').length).toBe(3);
    expect(energy('/no-such-path', 'GET')).toEqual([]);
    expect(energy(paths[0] ?? '', 'DELETE')).toEqual([]);
  });
});
