import {
  endOtherSessionsRequest,
  endSessionRequest,
  viewSecurityLogRequest,
  viewSessionsRequest,
} from '@ddp/contract';
import { fuzz } from './fuzz-entry';
import type { FuzzCaller, FuzzWorld } from './fuzz-world';

const ownerA = (fw: FuzzWorld) => fw.caller('ownerA');
// A member of its own for the calls that end sessions: the world's callers keep theirs.
const newUser = (fw: FuzzWorld) => fw.newMemberOfA('user');

/** The handle of the caller's own session, from its list. */
async function ownHandle(fw: FuzzWorld, who: FuzzCaller): Promise<string> {
  const reply = await fw.server.client.post<{ data: Array<{ handle: string; current: boolean }> }>(
    '/v1/ddp/view-sessions',
    {},
    { token: who.token ?? '' },
  );
  const current = reply.body.data.find((session) => session.current);
  if (!current) throw new Error('the caller has no session to end');
  return current.handle;
}

/** Issue 22: one's own sessions and security log. */
export const accountSecurityEntries = [
  fuzz('POST /v1/ddp/view-sessions', {
    transport: 'sealed',
    schema: viewSessionsRequest,
    caller: ownerA,
    base: () => ({}),
  }),
  // The valid example ends the caller's own session, which signs it out.
  fuzz('POST /v1/ddp/end-session', {
    transport: 'sealed',
    schema: endSessionRequest,
    caller: newUser,
    base: async (fw, who) => ({ handle: await ownHandle(fw, who) }),
    renew: (fw, used) => fw.signInAgain(used),
  }),
  fuzz('POST /v1/ddp/end-other-sessions', {
    transport: 'sealed',
    schema: endOtherSessionsRequest,
    caller: newUser,
    base: () => ({}),
  }),
  fuzz('POST /v1/ddp/view-security-log', {
    transport: 'sealed',
    schema: viewSecurityLogRequest,
    caller: ownerA,
    base: () => ({ before: '999999999', limit: 20 }),
  }),
];
