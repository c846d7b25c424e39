import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { namesOfA } from './cross-company';
import { ok, WITHOUT_SESSION } from './replies';
import { route } from './row';
import type { Caller, World } from './world';

const USAGE = '/v1/ddp/view-usage';
const usageOf = (w: World, who: Caller, clientId?: string) =>
  w.enc(who, USAGE, { range: 'day', ...(clientId ? { clientId } : {}) });
// A client of A's Owner: B's callers, and A's member who does not hold it, get what an unknown id gets.
const clientOfA = namesOfA({
  field: 'clientId',
  ofA: (w) => w.apiClient.client_id,
  unknown: () => `ddp-${randomBytes(16).toString('hex')}`,
  call: usageOf,
  callers: ['ownerB', 'userB', 'userA'],
});

// Issue 21, part 2: every member sees usage; Owners the company's, members their own clients'.
export const usageRows = [
  route(`POST ${USAGE}`, {
    allowed: ['ownerA', 'userA', 'ownerB', 'userB'],
    succeeds: ok({ data: expect.objectContaining({ series: expect.any(Array), quotas: expect.any(Array) }) }),
    refused: WITHOUT_SESSION,
    call: (w, who) => usageOf(w, who),
    ids: [clientOfA],
  }),
];
