import type { FastifyBaseLogger } from 'fastify';

export interface BatchRules {
  /** How long the queue gathers items before one write. */
  flushMs: number;
  /** A batch this large is written at once. */
  batchSize: number;
  /** Items held while the writes fail; the oldest go beyond this. */
  maxPending: number;
}

/**
 * Records written after the fact, off the path of what they record: `push` only queues, and the
 * queue is written in batches soon after. A write that fails is logged and tried again with the
 * next batch; while writes keep failing the newest `maxPending` items are kept. `flush` writes what
 * is queued (readers call it first, so that a caller sees what it has just done).
 */
export class BatchedQueue<T> {
  #pending: T[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #dropped = 0;

  constructor(
    private readonly deps: {
      write: (batch: T[]) => Promise<void>;
      rules: BatchRules;
      log: FastifyBaseLogger;
      /** Names the log events: `<name>.write_failed`, `<name>.dropped`. */
      name: string;
    },
  ) {}

  push(item: T): void {
    this.#pending.push(item);
    this.#bound();
    if (this.#pending.length >= this.deps.rules.batchSize) void this.flush();
    else this.#timer ??= setTimeout(() => void this.flush(), this.deps.rules.flushMs).unref();
  }

  /** Writes every queued item; resolves when they are stored or their write failed (logged). */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#pending;
    this.#pending = [];
    this.#writing = this.#writing.then(() => this.#write(batch));
    return this.#writing;
  }

  async #write(batch: T[]): Promise<void> {
    if (batch.length === 0) return;
    try {
      await this.deps.write(batch);
    } catch (error) {
      this.deps.log.error(
        { event: `${this.deps.name}.write_failed`, items: batch.length, err: error },
        'batch not written; retried with the next one',
      );
      this.#pending = [...batch, ...this.#pending];
      this.#bound();
      this.#timer ??= setTimeout(() => void this.flush(), this.deps.rules.flushMs * 5).unref();
    }
  }

  #bound(): void {
    const over = this.#pending.length - this.deps.rules.maxPending;
    if (over <= 0) return;
    this.#pending.splice(0, over);
    this.#dropped += over;
    this.deps.log.error(
      { event: `${this.deps.name}.dropped`, items: over, total: this.#dropped },
      'queued items dropped',
    );
  }
}
