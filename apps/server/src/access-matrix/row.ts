import type { CallResult } from '../test-support/portal-client';
import type { ActorName, Caller, World } from './world';

/**
 * One route of the access matrix. `allowed` names the callers that must succeed; every other caller
 * must be refused. 'anyone' marks public routes; 'same-for-all' marks public routes whose answer
 * depends only on a secret in the body, so the caller's identity must not change the answer.
 */
export interface Row {
  route: string;
  allowed: readonly ActorName[] | 'anyone' | 'same-for-all';
  call(world: World, who: Caller): Promise<CallResult>;
  /**
   * The same call naming an object that exists nowhere. A refused caller of the other company must
   * get the same answer as for the unknown object, so ids reveal nothing across companies.
   */
  unknown?(world: World, who: Caller): Promise<CallResult>;
  /** The call ends or changes the caller's account: each allowed caller is a fresh one of its kind. */
  fresh?: boolean;
  /** A call by the route's rightful client that is not one of the actors, e.g. an API client. */
  rightful?(world: World): Promise<CallResult>;
}

export const route = (route: string, rest: Omit<Row, 'route'>): Row => ({ route, ...rest });
