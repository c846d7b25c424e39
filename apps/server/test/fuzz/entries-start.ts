import { dismissStartChecklistRequest, setLanguageRequest, startSummaryRequest } from '@ddp/contract';
import { fuzz } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';

const ownerA = (fw: FuzzWorld) => fw.caller('ownerA');

/** The start page's summary and hiding its checklist: the caller's own consumerId only. */
export const startEntries = [
  fuzz('GET /v1/ddp/start-summary', {
    transport: 'sealed',
    schema: startSummaryRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/dismiss-start-checklist', {
    transport: 'sealed',
    schema: dismissStartChecklistRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId }),
  }),
  fuzz('POST /v1/ddp/set-language', {
    transport: 'sealed',
    schema: setLanguageRequest,
    caller: ownerA,
    base: (_fw, who) => ({ consumerId: who.self.consumerId, language: 'de' }),
  }),
];
