import { randomUUID } from 'node:crypto';
import type { CallResult } from '../test-support/portal-client';
import type { ActorName, Call, Caller, World } from './world';

type Attempt = (who: Caller) => Promise<CallResult>;

/**
 * One value a call names that could belong to another company. Company B's callers name company A's
 * value, then a value nobody has; both replies must be equal, status and whole body, and nothing
 * stored about A may change.
 */
export interface IdCheck {
  /** The field naming the value, for the failure message. */
  field: string;
  /** Who tries: company B's user and Owner, unless the route is for someone else. */
  callers: readonly ActorName[];
  /** Prepares company A's value and returns the call naming it. */
  foreign(world: World): Promise<Attempt>;
  /** Prepares the value to compare with: nobody's, unless the check says otherwise. */
  unknown(world: World): Promise<Attempt>;
  /** Why the call changes A's data whoever sends it, by design; unset: nothing of A may change. */
  changesA?: string;
}

const B_CALLERS: readonly ActorName[] = ['userB', 'ownerB'];

type OwnField = 'consumerId' | 'companyId' | 'projectId' | 'email';

const nobodys = (field: OwnField) =>
  field === 'email' ? `nobody.${randomUUID().slice(0, 8)}@example.com` : randomUUID();

/**
 * Ids the caller repeats about itself in the body (the contract sends them). Each is checked on its
 * own: the caller's other ids stay its own, so only that field names A.
 */
export function ownIds(call: Call, ...fields: OwnField[]): IdCheck[] {
  return fields.map((field) => {
    const naming =
      (w: World, value: string): Attempt =>
      (who) =>
        call(w, { ...who, self: { ...who.self, [field]: value } });
    return {
      field: `own ${field}`,
      callers: B_CALLERS,
      foreign: async (w) => naming(w, w.ownerA[field]),
      unknown: async (w) => naming(w, nobodys(field)),
    };
  });
}

interface ValueSpec<V> {
  field: string;
  ofA(world: World): Promise<V> | V;
  unknown(world: World): Promise<V> | V;
  call(world: World, who: Caller, value: V): Promise<CallResult>;
  callers?: readonly ActorName[];
  changesA?: string;
}

/** An object or person of company A that the call names; `callOnA` is the row's call on a fresh one. */
export function namesOfA<V>(spec: ValueSpec<V>): IdCheck & { callOnA: Call } {
  const naming =
    (w: World, value: V): Attempt =>
    (who) =>
      spec.call(w, who, value);
  return {
    field: spec.field,
    callers: spec.callers ?? B_CALLERS,
    ...(spec.changesA ? { changesA: spec.changesA } : {}),
    foreign: async (w) => naming(w, await spec.ofA(w)),
    unknown: async (w) => naming(w, await spec.unknown(w)),
    callOnA: async (w, who) => spec.call(w, who, await spec.ofA(w)),
  };
}
