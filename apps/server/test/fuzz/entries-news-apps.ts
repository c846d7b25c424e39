import {
  frontendAppRegistration,
  getFrontendAppsRequest,
  getFrontendAppTokenRequest,
  getNewsRequest,
  publishNewsRequest,
  updateTermsConditionRequest,
  viewNewsRequest,
  withdrawNewsRequest,
} from '@ddp/contract';
import { DEMO_APP_NAME } from '../../src/modules/frontend-apps/demo-seed';
import { opsFrontendAppRemoval, opsFrontendAppsQuery } from '../../src/modules/frontend-apps/ops-routes';
import { type FuzzCaller, fuzz, NO_INPUT, sameCaller } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

const operator = (fw: FuzzWorld) => fw.caller('operator');

/** News for company A only, published by the operator; with terms when asked. */
async function newsForA(fw: FuzzWorld, terms = false): Promise<string> {
  const reply = await fw.world.plain(fw.world.callers.operator, 'POST', '/v1/ops/news', {
    subject: 'Fuzz news',
    body: 'For company A only.',
    terms_and_conditions: terms,
    audience: [fw.world.ownerA.companyId],
    attachments: [],
  });
  const id = (reply.body as { id?: string }).id;
  if (!id) throw new Error(`publishing failed: ${JSON.stringify(reply.body)}`);
  return id;
}

async function stillSignedIn(fw: FuzzWorld, who: FuzzCaller): Promise<boolean> {
  const reply = await fw.server.client.post(
    '/v1/ddp/view-oauth-credentials',
    { consumerId: who.self.consumerId },
    { token: who.token ?? '' },
  );
  return reply.status === 200;
}

const appOfB = (fw: FuzzWorld) => ({
  companyId: fw.world.ownerB.companyId,
  name: `Fuzz app ${Math.random().toString(16).slice(2, 10)}`,
  url: 'https://apps.example.com/fuzz/',
});

/** News with terms to answer, front-end apps and the demo app's files. */
export const newsEntries = [
  fuzz('GET /v1/ddp/view-news', {
    transport: 'sealed',
    schema: viewNewsRequest,
    caller: (fw) => fw.caller('ownerA'),
    base: (_fw, who) => ({ consumerId: who.self.consumerId, page: 1 }),
  }),
  fuzz('GET /v1/ddp/get-news', {
    transport: 'sealed',
    schema: getNewsRequest,
    caller: (fw) => fw.caller('ownerA'),
    base: async (fw, who) => ({ newsId: await newsForA(fw), consumerId: who.self.consumerId }),
  }),
  // Each success gets new terms; refusing them deletes the account, and then a new member comes.
  fuzz('POST /v1/ddp/update-terms-condition', {
    transport: 'sealed',
    schema: updateTermsConditionRequest,
    caller: (fw) => fw.newMemberOfA('user'),
    base: async (fw, who) => ({
      consumerId: who.self.consumerId,
      accepted: 1,
      broadcastnews_id: await newsForA(fw, true),
    }),
    renew: async (fw, used) => ((await stillSignedIn(fw, used)) ? used : fw.newMemberOfA('user')),
  }),
  fuzz('GET /v1/ops/news', { transport: 'query', schema: NO_INPUT, caller: operator, base: () => ({}) }),
  fuzz('POST /v1/ops/news', {
    transport: 'json',
    schema: publishNewsRequest,
    caller: operator,
    base: (fw) => ({
      subject: 'Fuzz news',
      body: 'For company B only.',
      terms_and_conditions: false,
      audience: [fw.world.ownerB.companyId],
      attachments: [{ filename: 'notes.txt', content: Buffer.from('Release notes').toString('base64') }],
    }),
  }),
  fuzz('POST /v1/ops/news/withdraw', {
    transport: 'json',
    schema: withdrawNewsRequest,
    caller: operator,
    base: async (fw) => ({ id: await newsForA(fw) }),
    renew: sameCaller,
  }),
];

export const frontendAppEntries = [
  fuzz('POST /v1/ddp/get-frontend-apps', {
    transport: 'sealed',
    schema: getFrontendAppsRequest,
    caller: (fw) => fw.caller('ownerA'),
    base: (_fw, who) => ({ consumerId: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/get-frontend-app-token', {
    transport: 'sealed',
    schema: getFrontendAppTokenRequest,
    caller: (fw) => fw.caller('ownerA'),
    // The first app company A is offered now: the operator's cases give companies apps of their own.
    base: async (fw, who) => {
      const offered = await fw.world.enc(fw.world.callers.ownerA, '/v1/ddp/get-frontend-apps', {
        consumerId: who.self.consumerId,
      });
      const apps = (offered.body as { message?: { frontendApps?: Array<{ name: string }> } }).message;
      return { consumerId: who.self.consumerId, selectedApp: apps?.frontendApps?.[0]?.name ?? DEMO_APP_NAME };
    },
  }),
  fuzz('GET /v1/ops/frontend-apps', {
    transport: 'query',
    schema: opsFrontendAppsQuery,
    caller: operator,
    base: (fw) => ({ companyId: fw.world.ownerB.companyId }),
  }),
  fuzz('POST /v1/ops/frontend-apps', {
    transport: 'json',
    schema: frontendAppRegistration,
    caller: operator,
    base: appOfB,
  }),
  fuzz('POST /v1/ops/frontend-apps/remove', {
    transport: 'json',
    schema: opsFrontendAppRemoval,
    caller: operator,
    base: async (fw) => {
      const made = await fw.world.plain(
        fw.world.callers.operator,
        'POST',
        '/v1/ops/frontend-apps',
        appOfB(fw),
      );
      return { id: (made.body as { id: string }).id };
    },
    renew: sameCaller,
  }),
  ...[
    '/demo-apps/stations',
    '/demo-apps/stations/',
    '/demo-apps/stations/app.css',
    '/demo-apps/stations/app.js',
  ].map((path) =>
    fuzz(`GET ${path}`, {
      transport: 'bare',
      schema: NO_INPUT,
      caller: (fw) => fw.caller('anonymous'),
      base: () => ({}),
      document: true,
    }),
  ),
];
