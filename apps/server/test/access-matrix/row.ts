import type { CallResult } from '../test-support/portal-client';
import type { IdCheck } from './cross-company';
import type { Refusal, RefusedBy, Success } from './replies';
import type { ActorName, Call, World } from './world';

export type { Call } from './world';

interface Common {
  route: string;
  call: Call;
  /** The call ends or changes the caller's account: each allowed caller is a fresh one of its kind. */
  fresh?: boolean;
  /**
   * One check for every id or e-mail in the path, query or body that could belong to another
   * company: company B's callers naming company A's value get what a value nobody has gets, and
   * nothing of A changes. Empty only when the call names nothing of the kind.
   */
  ids: readonly IdCheck[];
}

/** The callers in `allowed` (and the `rightful` client) succeed; every other caller gets its `refused` entry. */
export interface GuardedRow extends Common {
  allowed: readonly ActorName[];
  succeeds: Success;
  refused: RefusedBy;
  /** A call by the route's rightful client that is not one of the actors, e.g. an API client. */
  rightful?(world: World): Promise<CallResult>;
}

/** Public routes: every caller succeeds alike. */
export interface OpenRow extends Common {
  allowed: 'anyone';
  succeeds: Success;
}

/**
 * Public routes whose answer depends only on a secret in the body (a mailed link's token): called
 * with a secret that is not valid, every caller gets `answer`, so the caller's identity changes nothing.
 */
export interface SameForAllRow extends Common {
  allowed: 'same-for-all';
  answer: Refusal;
}

export type Row = GuardedRow | OpenRow | SameForAllRow;

type WithoutRoute<T> = T extends unknown ? Omit<T, 'route'> : never;

export const route = (route: string, rest: WithoutRoute<Row>): Row => ({ route, ...rest }) as Row;
