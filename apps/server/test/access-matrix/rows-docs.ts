import { messages } from '@ddp/contract';
import { expect } from 'vitest';
import { namesOfA, ownIds } from './cross-company';
import {
  created,
  NOT_FOUND,
  OWNERS_ONLY_ADVANCED,
  ok,
  type Refusal,
  type RefusedBy,
  WITHOUT_SESSION,
} from './replies';
import { type Call, route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const view = (w: World, who: Caller, kind: 'basic' | 'advanced', service: string) => {
  const [serviceId, serviceVersion] = service.split(':v');
  return w.enc(who, `/v1/ddp/view-${kind}-docs`, {
    serviceId,
    serviceVersion,
    consumerId: who.self.consumerId,
  });
};
const listBasic: Call = (w, who) =>
  w.encGet(who, '/v1/ddp/list-basic-docs', { consumerId: who.self.consumerId });
const listAdvanced: Call = (w, who) =>
  w.enc(who, '/v1/ddp/list-advanced-docs', { consumerId: who.self.consumerId });
const searchDocs: Call = (w, who) => w.enc(who, '/v1/ddp/search-docs', { consumerId: who.self.consumerId });
const viewBasic: Call = (w, who) => view(w, who, 'basic', w.services.basic);
const requests: Call = (w, who) =>
  w.enc(who, '/v1/ddp/view-advanced-services', { consumerId: who.self.consumerId });
const request: Call = (w, who) =>
  w.enc(who, '/v1/ddp/request-advanced-services', {
    description: 'Departures for our journey planner',
    consumerId: who.self.consumerId,
  });
// The advanced service granted to A only: to B it must be as unknown as a service nobody published.
const advancedOfA = namesOfA({
  field: 'serviceId',
  ofA: (w) => w.services.advancedOfA,
  unknown: () => 'no-such-service:v1.0.0',
  call: (w, who, service) => view(w, who, 'advanced', service),
});

const serviceOptions = ok({ message: { serviceOptions: expect.any(Array) } });
const openApiDocument = ok({ message: expect.objectContaining({ openapi: expect.any(String) }) });

/** The catalogue: basic services for everyone signed in, advanced ones for granted companies. */
export const docsRows = [
  route('GET /v1/ddp/list-basic-docs', {
    allowed: SIGNED_IN,
    succeeds: serviceOptions,
    refused: WITHOUT_SESSION,
    call: listBasic,
    ids: ownIds(listBasic, 'consumerId'),
  }),
  route('POST /v1/ddp/list-advanced-docs', {
    allowed: SIGNED_IN,
    succeeds: serviceOptions,
    refused: WITHOUT_SESSION,
    call: listAdvanced,
    ids: ownIds(listAdvanced, 'consumerId'),
  }),
  route('POST /v1/ddp/search-docs', {
    allowed: SIGNED_IN,
    succeeds: ok({ message: { operations: expect.any(Array) } }),
    refused: WITHOUT_SESSION,
    call: searchDocs,
    ids: ownIds(searchDocs, 'consumerId'),
  }),
  route('POST /v1/ddp/view-basic-docs', {
    allowed: SIGNED_IN,
    succeeds: openApiDocument,
    refused: WITHOUT_SESSION,
    call: viewBasic,
    ids: ownIds(viewBasic, 'consumerId'),
  }),
  route('POST /v1/ddp/view-advanced-docs', {
    allowed: ['userA', 'ownerA'],
    succeeds: openApiDocument,
    refused: { ...WITHOUT_SESSION, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: advancedOfA.callOnA,
    ids: [advancedOfA, ...ownIds((w, who) => view(w, who, 'advanced', w.services.advancedOfA), 'consumerId')],
  }),
  route('POST /v1/ddp/view-advanced-services', {
    allowed: ['ownerA', 'ownerB'],
    succeeds: ok({ message: expect.any(Array) }),
    refused: { ...WITHOUT_SESSION, userA: OWNERS_ONLY_ADVANCED, userB: OWNERS_ONLY_ADVANCED },
    call: requests,
    ids: ownIds(requests, 'consumerId'),
  }),
  route('POST /v1/ddp/request-advanced-services', {
    allowed: ['ownerA', 'ownerB'],
    succeeds: created({ message: messages.advancedRequestSent }),
    refused: { ...WITHOUT_SESSION, userA: OWNERS_ONLY_ADVANCED, userB: OWNERS_ONLY_ADVANCED },
    call: request,
    ids: ownIds(request, 'consumerId'),
  }),
];

const bearerRefusal = (error: string, description: string): Refusal => ({
  status: 401,
  body: { error, error_description: description },
});
/** RFC 6750: no token asks for one; a portal, temporary or operator token is not an access token. */
const NOT_AN_ACCESS_TOKEN: RefusedBy = {
  anonymous: bearerRefusal('invalid_request', 'An access token is required.'),
  ...Object.fromEntries(
    (['temporary', 'userA', 'ownerA', 'userB', 'ownerB', 'operator'] as const).map((name) => [
      name,
      bearerRefusal('invalid_token', 'The access token is expired, revoked or not ours.'),
    ]),
  ),
};
const withAccessToken = async (w: World, path: string) =>
  w.plain({ name: 'anonymous', token: await w.accessToken(), self: w.ownerA }, 'GET', path);

/**
 * The sample data API takes access tokens from the token service, never portal or operator tokens.
 * Its stations are reference data of no company, so no id it names is checked across companies.
 */
export const sampleApiRows = [
  route('GET /v1/sample/stations', {
    allowed: [],
    succeeds: { status: 200, body: { stations: expect.any(Array) } },
    refused: NOT_AN_ACCESS_TOKEN,
    call: (w, who) => w.plain(who, 'GET', '/v1/sample/stations'),
    rightful: (w) => withAccessToken(w, '/v1/sample/stations'),
    ids: [],
  }),
  route('GET /v1/sample/stations/:stationId/measurements', {
    allowed: [],
    succeeds: { status: 200, body: { station: expect.objectContaining({ id: 'berlin-mitte' }) } },
    refused: NOT_AN_ACCESS_TOKEN,
    call: (w, who) => w.plain(who, 'GET', '/v1/sample/stations/berlin-mitte/measurements'),
    rightful: (w) => withAccessToken(w, '/v1/sample/stations/berlin-mitte/measurements'),
    ids: [],
  }),
];
