import { expect } from 'vitest';
import { namesOfA } from './cross-company';
import { OWNERS_ONLY, ok, WITHOUT_SESSION } from './replies';
import { type Call, route } from './row';
import type { Caller, World } from './world';

const LOG = '/v1/ddp/view-audit-log';
const readLog = (w: World, who: Caller, before?: string) => w.enc(who, LOG, before ? { before } : {});
const newestOfA = async (w: World) => {
  const reply = await w.enc(w.callers.ownerA, LOG, { limit: 1 });
  const [event] = (reply.body as { data: Array<{ id: string }> }).data;
  if (!event) throw new Error('company A has no audit event');
  return event.id;
};
// A page position is an event id: one of A's leads B's Owners exactly where an id nobody has does.
const pagedFromA = namesOfA({
  field: 'before',
  ofA: newestOfA,
  unknown: () => '999999999999999',
  call: readLog,
  callers: ['ownerB'],
});
const log: Call = (w, who) => readLog(w, who);

// Issue 20, part 5: the company's audit log, for its Owners; operators read it through their API.
export const auditLogRows = [
  route(`POST ${LOG}`, {
    allowed: ['ownerA', 'ownerB'],
    succeeds: ok({ data: expect.any(Array) }),
    refused: { ...WITHOUT_SESSION, userA: OWNERS_ONLY, userB: OWNERS_ONLY },
    call: log,
    ids: [pagedFromA],
  }),
];
