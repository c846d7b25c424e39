import type { RegisteredAccount } from '../test-support/accounts';
import type { Session } from '../test-support/teams';
import type { MatrixServer } from './matrix-server';

/** What the world needs of a server: the matrix server, or any test server (the fuzzing builds on it). */
export type WorldServer = Pick<
  MatrixServer,
  'baseUrl' | 'opsBaseUrl' | 'client' | 'clock' | 'db' | 'operatorToken'
>;

/** The callers of the access matrix (issue 8): who knocks, from where. */
export const ACTORS = ['anonymous', 'temporary', 'userA', 'ownerA', 'userB', 'ownerB', 'operator'] as const;
export type ActorName = (typeof ACTORS)[number];
export const SIGNED_IN: readonly ActorName[] = ['userA', 'ownerA', 'userB', 'ownerB'];

export interface Caller {
  name: ActorName;
  /** What goes into the Authorization header, if anything. */
  token?: string;
  /**
   * The ids and e-mail a caller puts into a body. Signed-in callers name themselves; the others
   * name the Owner of A, as someone forging a call for them would.
   */
  self: Session;
  /** The half signed-in account behind a temporary token. */
  account?: RegisteredAccount;
}
