import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEMO_APP_NAME } from '../../src/modules/frontend-apps/demo-seed';
import { namesOfA, ownIds } from './cross-company';
import { created, NOT_OPERATOR, ok, redirectTo, textWith, WITHOUT_SESSION } from './replies';
import { type Call, route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const register = (w: World, who: Caller, companyId: string) =>
  w.plain(who, 'POST', '/v1/ops/frontend-apps', {
    companyId,
    name: `Matrix app ${randomUUID().slice(0, 8)}`,
    url: 'https://apps.example.com/matrix/',
  });
const remove = (w: World, who: Caller, id: string) =>
  w.plain(who, 'POST', '/v1/ops/frontend-apps/remove', { id });
/** A new front-end app offered to company A only, by its id and name. */
async function newAppOfA(w: World): Promise<{ id: string; name: string }> {
  const name = `Matrix app ${randomUUID().slice(0, 8)}`;
  const made = await w.plain(w.callers.operator, 'POST', '/v1/ops/frontend-apps', {
    companyId: w.ownerA.companyId,
    name,
    url: 'https://apps.example.com/matrix/',
  });
  const id = (made.body as { id?: string }).id;
  if (!id) throw new Error(`registering failed: ${JSON.stringify(made.body)}`);
  return { id, name };
}
const appOfA = async (w: World) => (await newAppOfA(w)).id;

const apps: Call = (w, who) => w.enc(who, '/v1/ddp/get-frontend-apps', { consumerId: who.self.consumerId });
const tokenFor = (w: World, who: Caller, selectedApp: string) =>
  w.enc(who, '/v1/ddp/get-frontend-app-token', { consumerId: who.self.consumerId, selectedApp });
/** The first app the caller's company is offered now (other rows give companies apps of their own). */
const appToken: Call = async (w, who) => {
  const offered = (await apps(w, who)).body as { message?: { frontendApps?: Array<{ name: string }> } };
  return tokenFor(w, who, offered.message?.frontendApps?.[0]?.name ?? DEMO_APP_NAME);
};
const removal = namesOfA({ field: 'id', ofA: appOfA, unknown: () => randomUUID(), call: remove });

/** Front-end apps: members see their company's apps, the operator registers them. */
export const frontendAppRows = [
  route('POST /v1/ddp/get-frontend-apps', {
    allowed: SIGNED_IN,
    succeeds: ok({ message: { frontendApps: expect.any(Array) } }),
    refused: WITHOUT_SESSION,
    call: apps,
    ids: ownIds(apps, 'consumerId'),
  }),
  route('POST /v1/ddp/get-frontend-app-token', {
    allowed: SIGNED_IN,
    succeeds: ok({ jwtToken: expect.any(String), expires_in: expect.any(Number) }),
    refused: WITHOUT_SESSION,
    call: appToken,
    ids: [
      ...ownIds(appToken, 'consumerId'),
      namesOfA({
        field: 'selectedApp',
        ofA: async (w) => (await newAppOfA(w)).name,
        unknown: () => `No such app ${randomUUID().slice(0, 8)}`,
        call: tokenFor,
      }),
    ],
  }),
  route('GET /v1/ops/frontend-apps', {
    allowed: ['operator'],
    succeeds: ok({ apps: expect.any(Array) }),
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/frontend-apps'),
    ids: [],
  }),
  route('POST /v1/ops/frontend-apps', {
    allowed: ['operator'],
    succeeds: created({ id: expect.any(String) }),
    refused: NOT_OPERATOR,
    call: (w, who) => register(w, who, w.ownerB.companyId),
    ids: [
      namesOfA({
        field: 'companyId',
        ofA: (w) => w.ownerA.companyId,
        unknown: () => randomUUID(),
        call: register,
      }),
    ],
  }),
  route('POST /v1/ops/frontend-apps/remove', {
    allowed: ['operator'],
    succeeds: ok({ message: expect.any(String) }),
    refused: NOT_OPERATOR,
    call: removal.callOnA,
    ids: [removal],
  }),
  // The demo app's static files are public, like the portal's own; the folder without its slash
  // is the one genuine redirect among the routes.
  route('GET /demo-apps/stations', {
    allowed: 'anyone',
    succeeds: redirectTo('/demo-apps/stations/'),
    call: (w, who) => w.plain(who, 'GET', '/demo-apps/stations'),
    ids: [],
  }),
  ...[
    { path: '/demo-apps/stations/', fragment: '<title>Environment stations' },
    { path: '/demo-apps/stations/app.css', fragment: 'font-family' },
    { path: '/demo-apps/stations/app.js', fragment: "'use strict'" },
  ].map(({ path, fragment }) =>
    route(`GET ${path}`, {
      allowed: 'anyone',
      succeeds: textWith(fragment),
      call: (w, who) => w.plain(who, 'GET', path),
      ids: [],
    }),
  ),
];
