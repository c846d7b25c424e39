import { firstErrors, messages } from '@ddp/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, BadRequest } from '../errors';

/** One answer for every unreadable envelope; the code lets a client refetch the key and retry once. */
const badEnvelope = () => new AppError(400, messages.badEnvelope, { code: 'bad_envelope' });

export interface Decrypter {
  decrypt(jwe: string, sessionKey?: Uint8Array): Promise<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard: the key of the session's symmetric envelopes. */
    envelopeKey?: Uint8Array;
  }
}

// A JWE for a small JSON payload under RSA-3072 is well under this; bigger is not ours.
const MAX_ENVELOPE_CHARS = 64 * 1024;

/**
 * Reads `encryptData` from the POST body or the GET query, decrypts it and checks it against the
 * contract schema. Every way an envelope can be wrong gets the same message, so the reply tells an
 * attacker nothing about which part failed.
 */
export async function readEncrypted<S extends z.ZodType>(
  req: FastifyRequest,
  decrypter: Decrypter,
  schema: S,
): Promise<z.output<S>> {
  const holder = (req.method === 'GET' ? req.query : req.body) as Record<string, unknown> | undefined;
  const envelope = holder && typeof holder === 'object' ? holder.encryptData : undefined;
  if (typeof envelope !== 'string' || envelope.length === 0 || envelope.length > MAX_ENVELOPE_CHARS) {
    throw badEnvelope();
  }
  let payload: unknown;
  try {
    payload = JSON.parse(await decrypter.decrypt(envelope, req.envelopeKey));
  } catch {
    throw badEnvelope();
  }
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw badEnvelope();
  }
  return parseWith(schema, payload);
}

export function readPlain<S extends z.ZodType>(req: FastifyRequest, schema: S): z.output<S> {
  return parseWith(schema, req.method === 'GET' ? req.query : req.body);
}

function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (holdsNul(input)) throw new BadRequest(messages.badRequest);
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const errors = firstErrors(result.error);
    // A wrong shape of the whole body has no field to name.
    if ('_' in errors) throw new BadRequest(messages.badRequest);
    throw new BadRequest(Object.values(errors)[0] ?? messages.badRequest, errors);
  }
  return result.data;
}

/**
 * PostgreSQL text cannot hold U+0000, so a string with one would fail in the database; no field of
 * ours has a use for it. Walked with a stack, not recursion: the input may be nested deeply.
 */
export function holdsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const key of Object.keys(value)) {
        if (key.includes('\u0000')) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}
