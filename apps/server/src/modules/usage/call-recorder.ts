import type { FastifyBaseLogger } from 'fastify';
import { BatchedQueue, type BatchRules } from '../../platform/batched-queue';
import type { UsageRecord } from './ingest-formats';
import type { UsageIngest } from './usage-ingest';

// Short batches: on the embedded database every write runs on the thread that answers the calls,
// and a write of a hundred rows holds it far less than one of a thousand (docs/benchmarks.md).
const defaultRules: BatchRules = { flushMs: 100, batchSize: 200, maxPending: 50_000 };

/**
 * The sample API's own calls, reported through the same ingestion as the gateway's, in batches:
 * a call only queues its record, so recording adds no database work to the call itself.
 */
export class CallRecorder {
  readonly #queue: BatchedQueue<UsageRecord>;

  constructor(deps: { usage: UsageIngest; log: FastifyBaseLogger; rules?: BatchRules }) {
    this.#queue = new BatchedQueue({
      write: async (batch) => {
        const result = await deps.usage.ingest(batch, { keysAreNew: true });
        // Our own records are well-formed; a refusal means the clock moved back, and retrying cannot help.
        if (!result.ok) deps.log.warn({ event: 'usage.own_calls_refused', problems: result.problems });
      },
      rules: deps.rules ?? defaultRules,
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
