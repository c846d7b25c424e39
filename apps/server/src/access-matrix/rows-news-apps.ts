import { randomUUID } from 'node:crypto';
import { route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

/** News for company A only, published by the operator; with terms when asked. */
async function newsForA(w: World, terms = false): Promise<string> {
  const reply = await w.plain(w.callers.operator, 'POST', '/v1/ops/news', {
    subject: 'Matrix news',
    body: 'For company A only.',
    terms_and_conditions: terms,
    audience: [w.ownerA.companyId],
    attachments: [],
  });
  const id = (reply.body as { id?: string }).id;
  if (!id) throw new Error(`publishing failed: ${JSON.stringify(reply.body)}`);
  return id;
}

const readNews = (w: World, who: Caller, newsId: string) =>
  w.encGet(who, '/v1/ddp/get-news', { newsId, consumerId: who.self.consumerId });
const answer = (w: World, who: Caller, newsId: string) =>
  w.enc(who, '/v1/ddp/update-terms-condition', {
    consumerId: who.self.consumerId,
    accepted: 1,
    broadcastnews_id: newsId,
  });

/** News reach the companies they were published to; their terms are answered by their members. */
export const newsRows = [
  route('GET /v1/ddp/view-news', {
    allowed: SIGNED_IN,
    call: (w, who) => w.encGet(who, '/v1/ddp/view-news', { consumerId: who.self.consumerId, page: 1 }),
  }),
  route('GET /v1/ddp/get-news', {
    allowed: ['userA', 'ownerA'],
    call: async (w, who) => readNews(w, who, await newsForA(w)),
    unknown: (w, who) => readNews(w, who, randomUUID()),
  }),
  route('POST /v1/ddp/update-terms-condition', {
    allowed: ['userA', 'ownerA'],
    call: async (w, who) => answer(w, who, await newsForA(w, true)),
    unknown: (w, who) => answer(w, who, randomUUID()),
  }),
  route('GET /v1/ops/news', {
    allowed: ['operator'],
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/news'),
  }),
  route('POST /v1/ops/news', {
    allowed: ['operator'],
    call: (w, who) =>
      w.plain(who, 'POST', '/v1/ops/news', {
        subject: 'Matrix news',
        body: 'For company B only.',
        audience: [w.ownerB.companyId],
        attachments: [],
      }),
  }),
  route('POST /v1/ops/news/withdraw', {
    allowed: ['operator'],
    call: async (w, who) => w.plain(who, 'POST', '/v1/ops/news/withdraw', { id: await newsForA(w) }),
  }),
];

/** Front-end apps: members see their company's apps, the operator registers them. */
export const frontendAppRows = [
  route('POST /v1/ddp/get-frontend-apps', {
    allowed: SIGNED_IN,
    call: (w, who) => w.enc(who, '/v1/ddp/get-frontend-apps', { consumerId: who.self.consumerId }),
  }),
  route('GET /v1/ops/frontend-apps', {
    allowed: ['operator'],
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/frontend-apps'),
  }),
  route('POST /v1/ops/frontend-apps', {
    allowed: ['operator'],
    call: (w, who) =>
      w.plain(who, 'POST', '/v1/ops/frontend-apps', {
        companyId: w.ownerB.companyId,
        name: `Matrix app ${randomUUID().slice(0, 8)}`,
        url: 'https://apps.example.com/matrix/',
      }),
  }),
  route('POST /v1/ops/frontend-apps/remove', {
    allowed: ['operator'],
    call: async (w, who) => {
      const made = await w.plain(w.callers.operator, 'POST', '/v1/ops/frontend-apps', {
        companyId: w.ownerB.companyId,
        name: `Matrix app ${randomUUID().slice(0, 8)}`,
        url: 'https://apps.example.com/matrix/',
      });
      return w.plain(who, 'POST', '/v1/ops/frontend-apps/remove', { id: (made.body as { id: string }).id });
    },
  }),
  // The demo app's static files are public, like the portal's own.
  ...[
    '/demo-apps/stations',
    '/demo-apps/stations/',
    '/demo-apps/stations/app.css',
    '/demo-apps/stations/app.js',
  ].map((path) => route(`GET ${path}`, { allowed: 'anyone', call: (w, who) => w.plain(who, 'GET', path) })),
];
