import { randomUUID } from 'node:crypto';
import { messages } from '@ddp/contract';
import { expect } from 'vitest';
import { namesOfA, ownIds } from './cross-company';
import { created, NOT_FOUND, NOT_OPERATOR, ok, WITHOUT_SESSION } from './replies';
import { type Call, route } from './row';
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
const newsOfA = (terms: boolean, call: (w: World, who: Caller, id: string) => ReturnType<Call>) =>
  namesOfA({ field: 'news id', ofA: (w) => newsForA(w, terms), unknown: () => randomUUID(), call });

const list: Call = (w, who) =>
  w.encGet(who, '/v1/ddp/view-news', { consumerId: who.self.consumerId, page: 1 });
const readNews = (w: World, who: Caller, newsId: string) =>
  w.encGet(who, '/v1/ddp/get-news', { newsId, consumerId: who.self.consumerId });
const accept = (w: World, who: Caller, newsId: string) =>
  w.enc(who, '/v1/ddp/update-terms-condition', {
    consumerId: who.self.consumerId,
    accepted: 1,
    broadcastnews_id: newsId,
  });
const withdraw = (w: World, who: Caller, id: string) => w.plain(who, 'POST', '/v1/ops/news/withdraw', { id });

const reading = newsOfA(false, readNews);
const answering = newsOfA(true, accept);
const withdrawal = newsOfA(false, withdraw);

/** News reach the companies they were published to; their terms are answered by their members. */
export const newsRows = [
  route('GET /v1/ddp/view-news', {
    allowed: SIGNED_IN,
    succeeds: ok({ message: expect.any(Array), total: expect.any(Number) }),
    refused: WITHOUT_SESSION,
    call: list,
    ids: ownIds(list, 'consumerId'),
  }),
  route('GET /v1/ddp/get-news', {
    allowed: ['userA', 'ownerA'],
    succeeds: ok({ subject: 'Matrix news', body: 'For company A only.' }),
    refused: { ...WITHOUT_SESSION, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: reading.callOnA,
    ids: [reading, ...ownIds((w, who) => readNews(w, who, randomUUID()), 'consumerId')],
  }),
  route('POST /v1/ddp/update-terms-condition', {
    allowed: ['userA', 'ownerA'],
    succeeds: ok({ message: messages.termsAccepted, consumer_accept: 1 }),
    refused: { ...WITHOUT_SESSION, userB: NOT_FOUND, ownerB: NOT_FOUND },
    call: answering.callOnA,
    ids: [answering, ...ownIds((w, who) => accept(w, who, randomUUID()), 'consumerId')],
  }),
  route('GET /v1/ops/news', {
    allowed: ['operator'],
    succeeds: ok({ news: expect.any(Array) }),
    refused: NOT_OPERATOR,
    call: (w, who) => w.plain(who, 'GET', '/v1/ops/news'),
    ids: [],
  }),
  route('POST /v1/ops/news', {
    allowed: ['operator'],
    succeeds: created({ id: expect.any(String) }),
    refused: NOT_OPERATOR,
    call: (w, who) =>
      w.plain(who, 'POST', '/v1/ops/news', {
        subject: 'Matrix news',
        body: 'For company B only.',
        audience: [w.ownerB.companyId],
        attachments: [],
      }),
    ids: [
      namesOfA({
        field: 'audience',
        ofA: (w) => w.ownerA.companyId,
        unknown: () => randomUUID(),
        call: (w, who, companyId) =>
          w.plain(who, 'POST', '/v1/ops/news', {
            subject: 'Matrix news',
            body: 'To A?',
            audience: [companyId],
            attachments: [],
          }),
      }),
    ],
  }),
  route('POST /v1/ops/news/withdraw', {
    allowed: ['operator'],
    succeeds: ok({ message: expect.any(String) }),
    refused: NOT_OPERATOR,
    call: withdrawal.callOnA,
    ids: [withdrawal],
  }),
];
