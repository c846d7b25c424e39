import { z } from 'zod';
import type { Body } from './derive-bodies';
import type { FuzzCaller, FuzzWorld } from './fuzz-world';

export type { FuzzCaller } from './fuzz-world';

/**
 * How a route takes its input: a sealed envelope (`encryptData` in the JSON body, or in the query for
 * GET), plain JSON, query fields, an OAuth form, the bug report multipart form, or nothing at all.
 */
export type Transport = 'sealed' | 'json' | 'query' | 'form' | 'multipart' | 'bare';

/** A table a refused call may write to, with the columns (all when left out). */
export interface WriteAllowance {
  /** A table, or the pattern of a family of them (the usage's day tables). */
  table: string | RegExp;
  columns?: readonly string[];
  why: string;
}

/** One route of the fuzzing suite. */
export interface FuzzEntry {
  route: string;
  transport: Transport;
  /**
   * The schema the route reads its input with (the contract's, or the module's own for the operator
   * API, the dev mailbox and the sample API); `NO_INPUT` for a call that reads none. Required, so
   * that no route loses the length, format and enum cases by being left without one. A field the
   * schema does not name (a path parameter) is mutated after the shape of the valid example.
   */
  schema: z.ZodType;
  /** The caller whose cases reach the handler: the route's rightful caller. */
  caller(fw: FuzzWorld): FuzzCaller | Promise<FuzzCaller>;
  /** A valid input for that caller, the starting point of every mutation. */
  base(fw: FuzzWorld, who: FuzzCaller): Body | Promise<Body>;
  /** Routes with path parameters take them from the input's fields. */
  path?(input: unknown): string;
  /**
   * A success uses up the caller (signs out, deletes the account, changes the password) or what the
   * input names (deletes it, views it once): the next case gets a new caller and a new valid input,
   * and the generated inputs are moved over to the new ids. `sent` is the input that succeeded.
   */
  renew?(fw: FuzzWorld, used: FuzzCaller, sent: unknown): Promise<FuzzCaller>;
  /** The server writes just after answering (mail sent in the background): wait for it after a success. */
  writesAfterReply?: boolean;
  /** Failure bookkeeping a refusal legitimately writes (attempt counters, lockouts). */
  refusalMayWrite?: readonly WriteAllowance[];
  /**
   * Moves the server's clock on every so many cases, so that counters of failures (lockouts, the
   * token service's per-address limit) run out and later cases reach the handler again.
   */
  tick?: { every: number; ms: number };
  /** Text a refusal of this route may quote on purpose (a parser's message about the caller's own document). */
  quotes?: RegExp;
  /** 2xx replies are documents (licence texts, scripts, OpenAPI): their content is not checked for leaks. */
  document?: boolean;
}

/** A call that reads no input: every field a case sends is an extra one. */
export const NO_INPUT = z.object({});

/** `renew` for a success that uses up the input's object, not the caller. */
export const sameCaller = async (_fw: FuzzWorld, used: FuzzCaller, _sent: unknown) => used;

export const fuzz = (route: string, rest: Omit<FuzzEntry, 'route'>): FuzzEntry => ({ route, ...rest });

/**
 * Every call to a sign-in route counts towards its per-address limit, in the database that all
 * instances share (@fastify/rate-limit's store): refused calls count as well, as before in memory.
 */
export const PER_ADDRESS_COUNT: readonly WriteAllowance[] = [
  { table: 'request_windows', why: 'the call counts towards the per-address limit of the sign-in calls' },
];

/**
 * A call to the sample API with a good token is one of its client's API calls, answered 2xx or
 * 4xx: it is recorded in the usage of the client's company (issue 21), refusals included.
 */
export const API_CALL_RECORDED: readonly WriteAllowance[] = [
  { table: /^usage_calls_p\d{8}$/, why: "the call is recorded in its client's usage" },
  { table: 'usage_dirty_hours', why: "the hour of the recorded call is marked for the usage's roll-ups" },
];

/** A failed sign-in is counted against the e-mail (lockout) and on the account (last failed login). */
export const SIGN_IN_FAILURES: readonly WriteAllowance[] = [
  ...PER_ADDRESS_COUNT,
  { table: 'login_attempts', why: 'failed attempts are counted towards a lockout' },
  {
    table: 'consumers',
    columns: ['last_failed_login_at', 'last_failed_ip'],
    why: 'the account remembers its last failed sign-in',
  },
  { table: 'outbox', why: 'the failure that locks an account mails its owner (once per lock)' },
  {
    table: 'audit_events',
    why: "a failed sign-in and a lockout are security events of the company's audit log",
  },
];
