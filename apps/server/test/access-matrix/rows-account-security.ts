import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { namesOfA } from './cross-company';
import { ok, WITHOUT_SESSION } from './replies';
import { type Call, route } from './row';
import { type Caller, SIGNED_IN, type World } from './world';

const SESSIONS = '/v1/ddp/view-sessions';
const END_ONE = '/v1/ddp/end-session';
const END_OTHERS = '/v1/ddp/end-other-sessions';
const SECURITY_LOG = '/v1/ddp/view-security-log';

const nobodysHandle = () => randomBytes(16).toString('base64url').slice(0, 22);
const sessionsOf = async (w: World, who: Caller) => {
  const reply = await w.enc(who, SESSIONS, {});
  return (reply.body as { data?: Array<{ handle: string; current: boolean }> }).data ?? [];
};
/** The caller's own session; a caller without one names a handle nobody has. */
const currentHandle = async (w: World, who: Caller) =>
  (await sessionsOf(w, who)).find((session) => session.current)?.handle ?? nobodysHandle();
const endSession = (w: World, who: Caller, handle: string) => w.enc(who, END_ONE, { handle });
const newestEventOf = async (w: World, who: Caller) => {
  const reply = await w.enc(who, SECURITY_LOG, { limit: 1 });
  const [event] = (reply.body as { data: Array<{ id: string }> }).data;
  if (!event) throw new Error('the caller has no security event');
  return event.id;
};

// A session of company A's Owner, named by its handle, is one nobody else can end or even find.
const sessionOfA = namesOfA({
  field: 'handle',
  ofA: (w) => currentHandle(w, w.callers.ownerA),
  unknown: nobodysHandle,
  call: endSession,
});
// A page position is an event id: another person's reads like one nobody has.
const pagedFromA = namesOfA({
  field: 'before',
  ofA: (w) => newestEventOf(w, w.callers.ownerA),
  unknown: () => '999999999999999',
  call: (w, who, before) => w.enc(who, SECURITY_LOG, { before }),
});
const endOwn: Call = async (w, who) => endSession(w, who, await currentHandle(w, who));

// Issue 22, parts 1 and 5: every member's own sessions and security log, nobody else's.
export const accountSecurityRows = [
  route(`POST ${SESSIONS}`, {
    allowed: SIGNED_IN,
    succeeds: ok({ data: [expect.objectContaining({ current: true })] }),
    refused: WITHOUT_SESSION,
    call: (w, who) => w.enc(who, SESSIONS, {}),
    ids: [],
  }),
  route(`POST ${END_ONE}`, {
    allowed: SIGNED_IN,
    // Ending one's own current session signs out: each caller a fresh one.
    fresh: true,
    succeeds: ok({ ended: 1 }),
    refused: WITHOUT_SESSION,
    call: endOwn,
    ids: [sessionOfA],
  }),
  route(`POST ${END_OTHERS}`, {
    allowed: SIGNED_IN,
    fresh: true,
    succeeds: ok({ ended: 0 }),
    refused: WITHOUT_SESSION,
    call: (w, who) => w.enc(who, END_OTHERS, {}),
    ids: [],
  }),
  route(`POST ${SECURITY_LOG}`, {
    allowed: SIGNED_IN,
    succeeds: ok({ data: expect.any(Array) }),
    refused: WITHOUT_SESSION,
    call: (w, who) => w.enc(who, SECURITY_LOG, {}),
    ids: [pagedFromA],
  }),
];
