import type { FastifyBaseLogger } from 'fastify';
import { BatchedQueue, type BatchRules } from '../../platform/batched-queue';
import type { UsageRecord } from './ingest-formats';
import type { UsageIngest } from './usage-ingest';

/**
 * How the sample API's own calls are gathered into writes. On the embedded database every write
 * runs on the thread that answers the calls, and a write of a hundred rows holds it far less than
 * one of a thousand: short batches. On PostgreSQL the write runs in the database's process while
 * the calls go on, and a row costs it about half as much in a batch of a thousand as in one of 170
 * (docs/benchmarks.md): a write a second.
 */
export const recordingRules = {
  embedded: { flushMs: 100, batchSize: 200, maxPending: 50_000 },
  server: { flushMs: 1_000, batchSize: 2_000, maxPending: 50_000 },
} satisfies Record<string, BatchRules>;

/**
 * The sample API's own calls, reported through the same ingestion as the gateway's, in batches:
 * a call only queues its record, so recording adds no database work to the call itself.
 */
export class CallRecorder {
  readonly #queue: BatchedQueue<UsageRecord>;

  constructor(deps: { usage: UsageIngest; log: FastifyBaseLogger; rules: BatchRules }) {
    this.#queue = new BatchedQueue({
      write: async (batch) => {
        const result = await deps.usage.ingest(batch, { keysAreNew: true });
        // Our own records are well-formed; a refusal means the clock moved back, and retrying cannot help.
        if (!result.ok) deps.log.warn({ event: 'usage.own_calls_refused', problems: result.problems });
      },
      rules: deps.rules,
      log: deps.log,
      name: 'usage',
    });
  }

  record(call: UsageRecord): void {
    this.#queue.push(call);
  }

  flush(): Promise<void> {
    return this.#queue.flush();
  }
}
