import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Set on the error of a statement that got no answer in time; the error handler answers 503. */
export const DATABASE_TIMEOUT = 'DATABASE_TIMEOUT';

export class DatabaseTimeoutError extends Error {
  readonly code = DATABASE_TIMEOUT;
  constructor(timeoutMs: number) {
    super(`the database did not answer within ${timeoutMs} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

/**
 * pg's pool with a bound on every statement. pg has none of its own for a server that accepted the
 * connection and then stopped answering (a frozen host, a dropped route): the request would hang
 * until the server came back. A statement without an answer in time fails with DatabaseTimeoutError.
 */
export class TimedPool implements PostgresPool {
  readonly #clients = new WeakMap<pg.PoolClient, TimedClient>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly timeoutMs: number,
  ) {}

  async connect(): Promise<TimedClient> {
    const client = await this.pool.connect();
    let timed = this.#clients.get(client);
    if (!timed) {
      timed = new TimedClient(client, this.timeoutMs);
      this.#clients.set(client, timed);
    }
    return timed;
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * After a timeout the connection is broken for good: the state of its transaction is unknown, and a
 * ROLLBACK would only queue behind the hung statement. Every later statement on it fails at once,
 * and on release the pool closes it, which makes PostgreSQL roll back whatever it left open.
 */
class TimedClient implements PostgresPoolClient {
  #broken: DatabaseTimeoutError | undefined;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly timeoutMs: number,
  ) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // The dialect is set up without a cursor class, so kysely never streams.
    if (typeof sql !== 'string') throw new Error('streaming queries are not supported');
    return this.#timed<R>(sql, parameters);
  }

  release(): void {
    // With an error the pool closes the connection instead of handing it out again.
    this.client.release(this.#broken);
  }

  async #timed<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
    if (this.#broken) throw this.#broken;
    const answer = this.client.query(sql, [...parameters]) as unknown as Promise<PostgresQueryResult<R>>;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        this.#broken = new DatabaseTimeoutError(this.timeoutMs);
        // The hung statement settles when the connection closes; nobody waits for it any more.
        answer.catch(() => {});
        reject(this.#broken);
      }, this.timeoutMs);
    });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}
