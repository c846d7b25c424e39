import { expect } from 'vitest';
import { ownIds } from './cross-company';
import { ok, WITHOUT_SESSION } from './replies';
import { type Call, route } from './row';
import { SIGNED_IN } from './world';

const summary: Call = (w, who) => w.encGet(who, '/v1/ddp/start-summary', { consumerId: who.self.consumerId });
const setLanguage: Call = (w, who) =>
  w.enc(who, '/v1/ddp/set-language', { consumerId: who.self.consumerId, language: 'en' });
const dismiss: Call = (w, who) =>
  w.enc(who, '/v1/ddp/dismiss-start-checklist', { consumerId: who.self.consumerId });

/** The start page: every signed-in member reads their own summary and hides their own checklist. */
export const startRows = [
  route('GET /v1/ddp/start-summary', {
    allowed: SIGNED_IN,
    succeeds: ok({ steps: expect.any(Object), counts: expect.any(Object) }),
    refused: WITHOUT_SESSION,
    call: summary,
    ids: ownIds(summary, 'consumerId'),
  }),
  route('POST /v1/ddp/dismiss-start-checklist', {
    allowed: SIGNED_IN,
    succeeds: ok({ checklistDismissed: true }),
    refused: WITHOUT_SESSION,
    call: dismiss,
    ids: ownIds(dismiss, 'consumerId'),
  }),
  route('POST /v1/ddp/set-language', {
    allowed: SIGNED_IN,
    succeeds: ok({ message: expect.any(String), language: 'en' }),
    refused: WITHOUT_SESSION,
    call: setLanguage,
    ids: ownIds(setLanguage, 'consumerId'),
  }),
];
