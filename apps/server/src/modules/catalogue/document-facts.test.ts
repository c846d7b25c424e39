import { describe, expect, it } from 'vitest';
import { documentOperations, isLiveHere } from './document-facts';

const portal = ['https://portal.example.org', 'http://127.0.0.1:8080'];
const withServer = (url: unknown) => ({ openapi: '3.0.3', servers: [{ url }] });

describe('isLiveHere', () => {
  it('is live for a server on one of the portal origins, whatever its path', () => {
    expect(isLiveHere(withServer('https://portal.example.org/v1/sample'), portal)).toBe(true);
    expect(isLiveHere(withServer('http://127.0.0.1:8080/v1/sample'), portal)).toBe(true);
    expect(isLiveHere(withServer('/v1/sample'), portal)).toBe(true);
  });

  it('is documentation only for another host, port or scheme, or without a usable server', () => {
    expect(isLiveHere(withServer('https://api.example.com/energy/v2'), portal)).toBe(false);
    expect(isLiveHere(withServer('http://127.0.0.1:9090/v1/sample'), portal)).toBe(false);
    expect(isLiveHere(withServer('http://portal.example.org/v1/sample'), portal)).toBe(false);
    expect(isLiveHere(withServer('//portal.example.org/v1'), portal)).toBe(false);
    expect(isLiveHere(withServer('https://{region}.example.com'), portal)).toBe(false);
    expect(isLiveHere(withServer(42), portal)).toBe(false);
    expect(isLiveHere({ openapi: '3.0.3' }, portal)).toBe(false);
    expect(isLiveHere(null, portal)).toBe(false);
  });

  it('looks at the first server only: the one Try it calls', () => {
    const document = { servers: [{ url: 'https://api.example.com' }, { url: '/v1/sample' }] };
    expect(isLiveHere(document, portal)).toBe(false);
  });
});

describe('documentOperations', () => {
  it('lists each operation with its method, path, summary, id and tags, in document order', () => {
    const document = {
      paths: {
        '/stations': {
          parameters: [],
          get: { operationId: 'listStations', summary: 'List the stations', tags: ['Stations'] },
          post: { description: 'Adds a station.\nMore text.' },
        },
        '/broken': 'not an object',
        nopath: { get: {} },
      },
    };
    expect(documentOperations(document)).toEqual([
      {
        method: 'GET',
        path: '/stations',
        summary: 'List the stations',
        operationId: 'listStations',
        tags: ['Stations'],
      },
      { method: 'POST', path: '/stations', summary: 'Adds a station.', operationId: null, tags: [] },
    ]);
    expect(documentOperations({})).toEqual([]);
  });
});
