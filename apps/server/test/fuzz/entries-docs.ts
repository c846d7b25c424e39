import {
  listDocsRequest,
  requestAdvancedServicesRequest,
  viewAdvancedServicesRequest,
  viewDocsRequest,
} from '@ddp/contract';
import { sampleMeasurementsQuery } from '../../src/modules/sample-api/routes';
import { encode, textOf } from './encode';
import { API_CALL_RECORDED, fuzz, NO_INPUT } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

const ownerA = (fw: FuzzWorld) => fw.caller('ownerA');
const serviceOf = (option: string) => {
  const [serviceId, serviceVersion] = option.split(':v');
  return { serviceId, serviceVersion };
};

/** The catalogue and advanced service requests; the sample data API behind access tokens. */
export const docsEntries = [
  fuzz('GET /v1/ddp/list-basic-docs', {
    transport: 'sealed',
    schema: listDocsRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/list-advanced-docs', {
    transport: 'sealed',
    schema: listDocsRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/search-docs', {
    transport: 'sealed',
    schema: listDocsRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/view-basic-docs', {
    transport: 'sealed',
    schema: viewDocsRequest,
    caller: ownerA,
    base: (fw, who) => ({ ...serviceOf(fw.world.services.basic), consumerId: who.self.consumerId }),
    document: true,
  }),
  fuzz('POST /v1/ddp/view-advanced-docs', {
    transport: 'sealed',
    schema: viewDocsRequest,
    caller: ownerA,
    base: (fw, who) => ({ ...serviceOf(fw.world.services.advancedOfA), consumerId: who.self.consumerId }),
    document: true,
  }),
  fuzz('POST /v1/ddp/view-advanced-services', {
    transport: 'sealed',
    schema: viewAdvancedServicesRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/request-advanced-services', {
    transport: 'sealed',
    schema: requestAdvancedServicesRequest,
    caller: ownerA,
    base: (_fw, who) => ({
      description: 'Departures for our journey planner',
      consumerId: who.self.consumerId,
    }),
  }),
  // The sample API's query schema is its own (not in the contract); the station id is a path parameter.
  fuzz('GET /v1/sample/stations', {
    transport: 'query',
    schema: NO_INPUT,
    caller: (fw) => fw.apiCaller(),
    refusalMayWrite: API_CALL_RECORDED,
    base: () => ({}),
  }),
  fuzz('GET /v1/sample/stations/:stationId/measurements', {
    transport: 'query',
    schema: sampleMeasurementsQuery,
    caller: (fw) => fw.apiCaller(),
    refusalMayWrite: API_CALL_RECORDED,
    base: () => ({ stationId: 'berlin-mitte', date: '2026-01-15' }),
    path: (input) =>
      `/v1/sample/stations/${encode(textOf((input as { stationId?: unknown } | null)?.stationId))}/measurements`,
  }),
];
