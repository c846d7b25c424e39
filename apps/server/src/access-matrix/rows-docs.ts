import { route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const view = (w: World, who: Caller, kind: 'basic' | 'advanced', service: string) => {
  const [serviceId, serviceVersion] = service.split(':v');
  return w.enc(who, `/v1/ddp/view-${kind}-docs`, {
    serviceId,
    serviceVersion,
    consumerId: who.self.consumerId,
  });
};

/** The catalogue: basic services for everyone signed in, advanced ones for granted companies. */
export const docsRows = [
  route('GET /v1/ddp/list-basic-docs', {
    allowed: SIGNED_IN,
    call: (w, who) => w.encGet(who, '/v1/ddp/list-basic-docs', { consumerId: who.self.consumerId }),
  }),
  route('POST /v1/ddp/list-advanced-docs', {
    allowed: SIGNED_IN,
    call: (w, who) => w.enc(who, '/v1/ddp/list-advanced-docs', { consumerId: who.self.consumerId }),
  }),
  route('POST /v1/ddp/view-basic-docs', {
    allowed: SIGNED_IN,
    call: (w, who) => view(w, who, 'basic', w.services.basic),
  }),
  route('POST /v1/ddp/view-advanced-docs', {
    allowed: ['userA', 'ownerA'],
    call: (w, who) => view(w, who, 'advanced', w.services.advancedOfA),
    unknown: (w, who) => view(w, who, 'advanced', 'no-such-service:v1.0.0'),
  }),
  route('POST /v1/ddp/view-advanced-services', {
    allowed: ['ownerA', 'ownerB'],
    call: (w, who) => w.enc(who, '/v1/ddp/view-advanced-services', { consumerId: who.self.consumerId }),
  }),
  route('POST /v1/ddp/request-advanced-services', {
    allowed: ['ownerA', 'ownerB'],
    call: (w, who) =>
      w.enc(who, '/v1/ddp/request-advanced-services', {
        description: 'Departures for our journey planner',
        consumerId: who.self.consumerId,
      }),
  }),
];

/** The sample data API takes access tokens from the token service, never portal or operator tokens. */
export const sampleApiRows = [
  route('GET /v1/sample/stations', {
    allowed: [],
    call: (w, who) => w.plain(who, 'GET', '/v1/sample/stations'),
    rightful: async (w) =>
      w.plain(
        { name: 'anonymous', token: await w.accessToken(), self: w.ownerA },
        'GET',
        '/v1/sample/stations',
      ),
  }),
  route('GET /v1/sample/stations/:stationId/measurements', {
    allowed: [],
    call: (w, who) => w.plain(who, 'GET', '/v1/sample/stations/berlin-mitte/measurements'),
    rightful: async (w) =>
      w.plain(
        { name: 'anonymous', token: await w.accessToken(), self: w.ownerA },
        'GET',
        '/v1/sample/stations/berlin-mitte/measurements',
      ),
  }),
];
