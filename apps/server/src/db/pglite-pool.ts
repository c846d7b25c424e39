import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite speaks PostgreSQL but has a single connection. Kysely's PostgresDialect wants a pool, so
 * this hands the one connection out to one holder at a time: a transaction keeps it until release,
 * and no other query can slip into the middle of it.
 */
export class PGlitePool {
  readonly #db: PGlite;
  readonly #onEnd: () => Promise<void>;
  #busy = false;
  readonly #waiting: Array<() => void> = [];

  /** `onEnd` runs when the pool ends: it closes the database, or leaves it open for another pool. */
  constructor(db: PGlite, onEnd: () => Promise<void>) {
    this.#db = db;
    this.#onEnd = onEnd;
  }

  async connect(): Promise<PGliteClient> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    return new PGliteClient(this.#db, () => this.#release());
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }

  /** The one connection, whether it is in use, and how many wait for it. */
  stats(): { total: number; idle: number; waiting: number } {
    return { total: 1, idle: this.#busy ? 0 : 1, waiting: this.#waiting.length };
  }

  async end(): Promise<void> {
    await this.#onEnd();
  }
}

class PGliteClient {
  constructor(
    private readonly db: PGlite,
    private readonly onRelease: () => void,
  ) {}

  async query(sql: string, parameters: readonly unknown[]) {
    const result = await this.db.query(sql, [...parameters]);
    const command = sql.trimStart().slice(0, 6).toUpperCase();
    return {
      command,
      rowCount: result.affectedRows ?? result.rows.length,
      rows: result.rows,
    };
  }

  release(): void {
    this.onRelease();
  }
}
