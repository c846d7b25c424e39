import { messages } from '@ddp/contract';
import { expect } from 'vitest';
import type { ActorName } from './world';

/** A refusal, compared whole: the status and the entire body. */
export interface Refusal {
  status: number;
  body: unknown;
}

/**
 * A success: its exact status and the parts of the body every successful call shows (matched
 * partially, because tokens, ids and times differ per call). Only a redirect names a `location`.
 */
export type Success =
  | { status: 200 | 201; body: Record<string, unknown> }
  | { status: 301 | 302 | 303 | 307 | 308; body: Record<string, unknown>; location: string };

export type RefusedBy = Partial<Record<ActorName, Refusal>>;

const error = (status: number, message: string, extra: Record<string, unknown> = {}): Refusal => ({
  status,
  body: { output: 'error', message, ...extra },
});

// The contract's refusals (packages/contract messages, and the codes the browser reacts to).
export const SIGN_IN_FIRST = error(401, messages.sessionMissing, { code: 'session_missing' });
export const OPERATOR_TOKEN_NEEDED = error(401, messages.sessionMissing, { code: 'operator_token' });
export const INGEST_TOKEN_NEEDED = error(401, messages.sessionMissing, { code: 'ingest_token' });
export const OWNERS_ONLY = error(403, messages.ownersOnly);
export const OWNERS_ONLY_ADVANCED = error(403, messages.notAuthorizedAdvanced);
export const NOT_YOUR_ID = error(403, messages.forbidden);
export const NO_SECRET_PERMISSION = error(403, messages.noSecretPermission);
export const NOT_FOUND = error(404, messages.notFound);
export const NO_SECRET_TO_VIEW = error(404, messages.viewSecretFailed);
export const LINK_NOT_VALID = error(400, messages.tokenNotValidAnymore, { code: 'link_invalid' });

/** Routes behind a session: whoever holds none (no token, a temporary one, the operator's) signs in. */
export const WITHOUT_SESSION: RefusedBy = {
  anonymous: SIGN_IN_FIRST,
  temporary: SIGN_IN_FIRST,
  operator: SIGN_IN_FIRST,
};

/** The operator API: every token but the operator's is no token at all. */
export const NOT_OPERATOR: RefusedBy = {
  anonymous: OPERATOR_TOKEN_NEEDED,
  temporary: OPERATOR_TOKEN_NEEDED,
  userA: OPERATOR_TOKEN_NEEDED,
  ownerA: OPERATOR_TOKEN_NEEDED,
  userB: OPERATOR_TOKEN_NEEDED,
  ownerB: OPERATOR_TOKEN_NEEDED,
};

export const ok = (body: Record<string, unknown> = {}): Success => ({
  status: 200,
  body: { output: 'success', ...body },
});

export const created = (body: Record<string, unknown> = {}): Success => ({
  status: 201,
  body: { output: 'success', ...body },
});

/** A plain-text or HTML answer, which the client keeps as `{ raw }`. */
export const textWith = (fragment: string): Success => ({
  status: 200,
  body: { raw: expect.stringContaining(fragment) },
});

export const redirectTo = (location: string): Success => ({ status: 302, body: {}, location });
