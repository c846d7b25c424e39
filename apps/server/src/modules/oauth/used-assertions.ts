import type { Db } from '../../db/database';

/** Rows per statement: two parameters each, far below PostgreSQL's 65,535. */
const MOST_PER_STATEMENT = 1_000;

interface Waiting {
  expiresAt: Date;
  /** The only one to ask for the key until it is written: the row's insert decides for it. */
  settle: Settle;
}

interface Settle {
  resolve: (firstUse: boolean) => void;
  reject: (error: unknown) => void;
}

/**
 * The client assertions used so far (`used_client_assertions`), so that each is accepted once on
 * every instance. The assertions that arrive while one statement is being written go into the
 * next, together: a grant waits for at most the statement before its own, and a busy server writes
 * one statement for many grants instead of one each, which on the embedded database holds the
 * thread that answers them (docs/benchmarks.md, "private_key_jwt").
 */
export class UsedAssertions {
  private readonly waiting = new Map<string, Waiting>();
  private writing = false;

  constructor(private readonly db: Db) {}

  /**
   * Records the assertion's key until it expires; true if this is its first use, false if it was
   * used before, on any instance, or is asked for again while its first use waits to be recorded:
   * a replay sent at the same moment is refused at once, whatever the statement then finds.
   */
  firstUse(key: string, expiresAt: Date): Promise<boolean> {
    if (this.waiting.has(key)) return Promise.resolve(false);
    return new Promise((resolve, reject) => {
      this.waiting.set(key, { expiresAt, settle: { resolve, reject } });
      if (!this.writing) {
        this.writing = true;
        // After the current task's other assertions have joined.
        queueMicrotask(() => void this.writeAll());
      }
    });
  }

  private async writeAll(): Promise<void> {
    while (this.waiting.size > 0) await this.write(this.take());
    this.writing = false;
  }

  private take(): Map<string, Waiting> {
    const batch = new Map<string, Waiting>();
    for (const [key, waiting] of this.waiting) {
      if (batch.size === MOST_PER_STATEMENT) break;
      batch.set(key, waiting);
      this.waiting.delete(key);
    }
    return batch;
  }

  private async write(batch: Map<string, Waiting>): Promise<void> {
    try {
      const inserted = await this.db
        .insertInto('used_client_assertions')
        .values([...batch].map(([key, { expiresAt }]) => ({ key, expires_at: expiresAt })))
        .onConflict((conflict) => conflict.doNothing())
        .returning('key')
        .execute();
      const firstUses = new Set(inserted.map((row) => row.key));
      for (const [key, { settle }] of batch) settle.resolve(firstUses.has(key));
    } catch (error) {
      for (const { settle } of batch.values()) settle.reject(error);
    }
  }
}
