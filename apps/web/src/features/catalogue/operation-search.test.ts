import type { DocsOperation } from '@ddp/contract';
import { describe, expect, it } from 'vitest';
import { operationKey, operationLabel, searchOperations } from './operation-search';

const op = (over: Partial<DocsOperation>): DocsOperation => ({
  kind: 'basic',
  service: 'energy-grid-load:v2.0.0',
  serviceText: 'Energy Grid Load API v2.0.0',
  live: false,
  method: 'GET',
  path: '/areas',
  summary: null,
  operationId: null,
  tags: [],
  ...over,
});

const areas = op({ path: '/areas', summary: 'List the grid areas', tags: ['Areas'] });
const load = op({ path: '/areas/{areaId}/load', summary: 'Load curve of one area', tags: ['Load'] });
const stations = op({
  service: 'environment-stations:v1.0.0',
  serviceText: 'Environment Stations API v1.0.0',
  live: true,
  path: '/stations',
  summary: 'List the stations',
  operationId: 'listStations',
  tags: ['Stations'],
});
const all = [areas, load, stations];

describe('searchOperations', () => {
  it('finds operations by path, summary, tag, operation id and service, case-insensitively', () => {
    expect(searchOperations(all, '/areas/{areaId}')).toEqual([load]);
    expect(searchOperations(all, 'LOAD CURVE')).toEqual([load]);
    expect(searchOperations(all, 'stations')).toEqual([stations]);
    expect(searchOperations(all, 'liststations')).toEqual([stations]);
    expect(searchOperations(all, 'energy grid')).toEqual([areas, load]);
  });

  it('needs every word, and finds nothing for an empty query', () => {
    expect(searchOperations(all, 'areas stations')).toEqual([]);
    expect(searchOperations(all, '   ')).toEqual([]);
  });

  it('ranks a match in path or summary first, then live services, then the list order', () => {
    const tagged = op({ path: '/flows', tags: ['list'] });
    expect(searchOperations([tagged, areas, stations], 'list')).toEqual([stations, areas, tagged]);
  });

  it('stops at the limit', () => {
    expect(searchOperations(all, 'get', 2)).toHaveLength(2);
  });
});

describe('labels and keys', () => {
  it('reads as method and path, summary and service; the key names one operation', () => {
    expect(operationLabel(stations)).toBe(
      'GET /stations · List the stations · Environment Stations API v1.0.0',
    );
    expect(operationLabel(op({ summary: null }))).toBe('GET /areas · Energy Grid Load API v2.0.0');
    expect(operationKey(stations)).toBe('environment-stations:v1.0.0 GET /stations');
  });
});
