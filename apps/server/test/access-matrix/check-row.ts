import { expect } from 'vitest';
import type { CallResult } from '../test-support/portal-client';
import { companyState } from './company-state';
import type { Success } from './replies';
import type { Row } from './row';
import { ACTORS, type ActorName, type World } from './world';

const replyOf = (reply: CallResult) => ({ status: reply.status, body: reply.body });
const shown = (reply: CallResult) => `${reply.status} ${JSON.stringify(reply.body).slice(0, 300)}`;

export const allowedIn = (row: Row): readonly ActorName[] =>
  row.allowed === 'anyone' || row.allowed === 'same-for-all' ? ACTORS : row.allowed;

/** The callers a row refuses without saying how, and the allowed ones it says it refuses. */
export function unstatedRefusals(row: Row): string[] {
  if (!('refused' in row)) return [];
  const allowed: readonly ActorName[] = row.allowed;
  const refused = row.refused;
  return ACTORS.filter((name) => allowed.includes(name) === (refused[name] !== undefined)).map(
    (name) =>
      `${row.route}: ${name} is ${allowed.includes(name) ? 'allowed and refused' : 'refused without a reply'}`,
  );
}

function expectSuccess(reply: CallResult, success: Success, label: string) {
  // A redirect passes only where the row says where it points.
  const location = 'location' in success ? { location: reply.headers.get('location') } : {};
  expect.soft({ ...replyOf(reply), ...location }, label).toMatchObject(success);
}

/** Every caller once: the allowed succeed as the row says, every other gets exactly its refusal. */
export async function checkCallers(world: World, row: Row): Promise<void> {
  const allowed = allowedIn(row);
  // Allowed callers first, so that refusals cannot use up what the rightful caller needs.
  const order = [...ACTORS].sort((a, b) => Number(allowed.includes(b)) - Number(allowed.includes(a)));
  for (const name of order) {
    const who = row.fresh && allowed.includes(name) ? await world.freshOf(name) : world.callers[name];
    const reply = await row.call(world, who);
    const label = `${name} got ${shown(reply)}`;
    if (row.allowed === 'same-for-all') expect.soft(replyOf(reply), label).toEqual(row.answer);
    else if (allowed.includes(name)) expectSuccess(reply, row.succeeds, label);
    else if ('refused' in row) expect.soft(replyOf(reply), label).toEqual(row.refused[name]);
  }
  if ('rightful' in row && row.rightful) {
    const reply = await row.rightful(world);
    expectSuccess(reply, row.succeeds, `the rightful client got ${shown(reply)}`);
  }
}

/**
 * Company B's callers name company A's value, then the value the check compares with: the replies
 * must be equal, status and whole body, and nothing stored about company A may change.
 */
export async function checkIds(world: World, row: Row): Promise<void> {
  for (const check of row.ids) {
    const foreign = await check.foreign(world);
    const unknown = await check.unknown(world);
    const before = await companyState(world.server.db, world.ownerA.companyId);
    for (const name of check.callers) {
      // A temporary token names one person: a new one, so that earlier rows cannot have used it up.
      const who = name === 'temporary' ? await world.freshOf(name) : world.callers[name];
      const ofA = await foreign(who);
      const ofNobody = await unknown(who);
      expect
        .soft(
          replyOf(ofA),
          `${name} naming A's ${check.field} got ${shown(ofA)}; naming another got ${shown(ofNobody)}`,
        )
        .toEqual(replyOf(ofNobody));
    }
    if (!check.changesA) {
      const after = await companyState(world.server.db, world.ownerA.companyId);
      expect.soft(after, `naming A's ${check.field} changed company A's data`).toEqual(before);
    }
  }
}
