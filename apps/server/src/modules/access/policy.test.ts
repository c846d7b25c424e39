import { messages } from '@ddp/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Conflict, Forbidden } from '../../platform/errors';
import type { Actor } from '../auth/actor';
import * as teams from '../teams/policy';
import {
  type Member,
  type MemberChange,
  namesOnlyOneself,
  requireAnOwnerLeft,
  requireOwnIds,
  takesLastOwner,
} from './policy';

const actor: Actor = {
  sessionId: 's',
  consumerId: 'c1',
  companyId: 'co1',
  projectId: 'p1',
  email: 'ada@example.com',
  isOwner: true,
  sessionEndsAt: new Date(0),
};
const own = { consumerId: 'c1', companyId: 'co1', projectId: 'p1', email: 'ada@example.com' };

/** A team of 1 to 6 members with ids m0, m1, ...; any of them may be an Owner. */
const aTeam = fc
  .array(fc.boolean(), { minLength: 1, maxLength: 6 })
  .map((owners): Member[] => owners.map((isOwner, i) => ({ id: `m${i}`, is_owner: isOwner })));

/** The members as they are once the change is made, worked out apart from the rule under test. */
function membersAfter(members: readonly Member[], change: MemberChange): Member[] {
  const byId = new Map(members.map((member) => [member.id, { ...member }]));
  if ('leaves' in change) byId.delete(change.leaves);
  else {
    const target = byId.get(change.id);
    if (target) target.is_owner = change.owner;
  }
  return [...byId.values()];
}

const aChangeIn = (members: readonly Member[]) =>
  fc.oneof(
    fc.constantFrom(...members).map((m): MemberChange => ({ leaves: m.id })),
    fc
      .tuple(fc.constantFrom(...members), fc.boolean())
      .map(([m, owner]): MemberChange => ({ id: m.id, owner })),
  );

describe('ids about oneself', () => {
  it('accepts the caller own ids, any of them or none', () => {
    expect(namesOnlyOneself(actor, own)).toBe(true);
    expect(namesOnlyOneself(actor, {})).toBe(true);
    expect(namesOnlyOneself(actor, { email: own.email })).toBe(true);
  });

  it('refuses with 403 as soon as one id is somebody else', () => {
    for (const field of ['consumerId', 'companyId', 'projectId', 'email'] as const) {
      const ids = { ...own, [field]: 'someone-else' };
      expect(namesOnlyOneself(actor, ids), field).toBe(false);
      expect(() => requireOwnIds(actor, ids)).toThrow(new Forbidden(messages.forbidden));
    }
  });
});

describe('the last-Owner rule', () => {
  it('refuses the last Owner leaving while others stay, with the one last-Owner message', () => {
    const members = [
      { id: 'a', is_owner: true },
      { id: 'b', is_owner: false },
    ];
    expect(takesLastOwner(members, { leaves: 'a' })).toBe(true);
    expect(() => requireAnOwnerLeft(members, { leaves: 'a' })).toThrow(new Conflict(messages.lastOwner));
  });

  it('refuses demoting the only Owner', () => {
    const members = [
      { id: 'a', is_owner: true },
      { id: 'b', is_owner: false },
    ];
    expect(takesLastOwner(members, { id: 'a', owner: false })).toBe(true);
  });

  it('lets the last member leave: the company goes with them', () => {
    expect(takesLastOwner([{ id: 'a', is_owner: true }], { leaves: 'a' })).toBe(false);
  });

  it('holds for every team and change: a company that had an Owner and keeps members keeps one', () => {
    fc.assert(
      fc.property(
        aTeam.chain((members) => fc.tuple(fc.constant(members), aChangeIn(members))),
        ([members, change]) => {
          const after = membersAfter(members, change);
          const hadOwner = members.some((m) => m.is_owner);
          const breaks = hadOwner && after.length > 0 && !after.some((m) => m.is_owner);
          expect(takesLastOwner(members, change)).toBe(breaks);
        },
      ),
    );
  });

  it('is never met by a change the team policy lets an Owner make: those touch only others', () => {
    // Why role changes and removals in Teams can never meet the rule: the acting Owner stays one.
    fc.assert(
      fc.property(
        aTeam.chain((members) =>
          fc.tuple(fc.constant(members), fc.constantFrom(...members), aChangeIn(members)),
        ),
        ([members, acting, change]) => {
          const owner = { ...actor, consumerId: acting.id, isOwner: acting.is_owner };
          const target = 'leaves' in change ? change.leaves : change.id;
          const allowed = () => {
            teams.requireOwner(owner);
            teams.requireOther(owner, target);
            teams.requireInTeam(members, target);
            teams.requireStillOwner(members, owner);
          };
          fc.pre(!throws(allowed));
          expect(takesLastOwner(members, change)).toBe(false);
        },
      ),
    );
  });
});

function throws(check: () => void): boolean {
  try {
    check();
    return false;
  } catch {
    return true;
  }
}
