import { createHash } from 'node:crypto';
import { z } from 'zod';

/** One API call, whatever reported it. */
export interface UsageRecord {
  /** Unique per call: the reporter's id of it, or a digest of the record. */
  key: string;
  clientId: string | null;
  at: Date;
  operation: string;
  status: number;
  latencyMs: number;
  bytes: number;
}

/** Records in one batch at most: a gateway's queue sends far fewer at a time. */
export const MAX_BATCH_RECORDS = 1000;
const MAX_TEXT = 200;

// PostgreSQL's text cannot hold NUL: refused here, not by the database with a 500.
const withoutNul = (value: string) => !value.includes('\u0000');
const NUL = { error: 'must not hold a NUL character' };
const text = z.string().trim().min(1).max(MAX_TEXT).refine(withoutNul, NUL);
const status = z.number().int().min(100).max(599);
const milliseconds = z.number().min(0).max(3_600_000);
const bytes = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Our own format: `{ "events": [ ... ] }`, each call with an id of the reporter's choosing. */
const plainRecord = z.strictObject({
  id: text,
  clientId: text.nullable(),
  at: z.iso.datetime({ offset: true }),
  operation: text,
  status,
  latencyMs: milliseconds,
  bytes,
});
const plainBatch = z.strictObject({ events: z.array(plainRecord).min(1).max(MAX_BATCH_RECORDS) });

/**
 * What Kong's http-log plugin sends for one request (its log serializer): only the fields read
 * here are checked, the many others pass. The client is Kong's consumer for it, whose custom_id
 * (or else username) is the OAuth client id (docs/usage.md).
 */
const kongRecord = z.looseObject({
  request: z.looseObject({
    id: text.optional(),
    method: z.string().regex(/^[A-Z]{1,16}$/),
    uri: z.string().min(1).max(8192).refine(withoutNul, NUL),
  }),
  response: z.looseObject({ status, size: bytes }),
  latencies: z.looseObject({ request: milliseconds }),
  started_at: z.number().int().min(0),
  consumer: z.looseObject({ custom_id: text.optional(), username: text.optional() }).nullish(),
});
const kongBatch = z.array(kongRecord).min(1).max(MAX_BATCH_RECORDS);

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

const pathOf = (uri: string) => (uri.split('?')[0] ?? uri).slice(0, MAX_TEXT - 17);

export type ParsedBatch =
  | { ok: true; format: 'plain' | 'kong'; records: UsageRecord[] }
  | { ok: false; problems: string[] };

/** Where a zod issue is, in the terms of the batch sent: "events[3].status". */
function problemsOf(error: z.ZodError, limit = 10): string[] {
  return error.issues.slice(0, limit).map((issue) => {
    const where = issue.path
      .map((part, i) =>
        typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`,
      )
      .join('');
    return where ? `${where}: ${issue.message}` : issue.message;
  });
}

/**
 * Reads a batch in either format, whole or not at all: one bad record refuses the batch, so that a
 * sender never has to work out which of its records were kept.
 */
export function parseUsageBatch(body: unknown): ParsedBatch {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'events' in body) {
    const parsed = plainBatch.safeParse(body);
    if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) };
    return {
      ok: true,
      format: 'plain',
      records: parsed.data.events.map((event) => ({
        key: event.id,
        clientId: event.clientId,
        at: new Date(event.at),
        operation: event.operation,
        status: event.status,
        latencyMs: event.latencyMs,
        bytes: event.bytes,
      })),
    };
  }
  // Kong sends one record, or an array of them when its queue batches.
  const looksLikeKong = Array.isArray(body) || (body && typeof body === 'object' && 'request' in body);
  if (!looksLikeKong)
    return {
      ok: false,
      problems: ['The batch is neither { "events": [...] } nor what Kong’s http-log plugin sends.'],
    };
  const parsed = Array.isArray(body) ? kongBatch.safeParse(body) : kongRecord.safeParse(body);
  if (!parsed.success) return { ok: false, problems: problemsOf(parsed.error) };
  const records = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
  return {
    ok: true,
    format: 'kong',
    records: records.map((record) => ({
      key: record.request.id ?? digest(record),
      clientId: record.consumer?.custom_id ?? record.consumer?.username ?? null,
      at: new Date(record.started_at),
      operation: `${record.request.method} ${pathOf(record.request.uri)}`,
      status: record.response.status,
      latencyMs: record.latencies.request,
      bytes: record.response.size,
    })),
  };
}

/** The input schema by a telling name, for the hostile-input (fuzzing) suite. */
export { plainBatch as usagePlainBatch };
