import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

// The database type is spelled out rather than imported from database.ts, which opens this feed.
type Db = Kysely<Database>;

/** The channel the database's triggers (migration 009) announce changed rows on. */
export const CHANGE_CHANNEL = 'ddp_changes';
export const CHANGE_FEED_APPLICATION = 'ddp-change-feed';

export interface ChangeListener {
  /** A row changed: `payload` names it as `<table tag>:<id>`, e.g. `session:<id>`. */
  changed(payload: string): void;
  /** Notices may have been missed (the feed was down): forget everything derived from the database. */
  lost(): void;
}

/**
 * What the database says changed, as it commits. Caches live on it: while `live` is false a
 * notice could be missed, so nothing may be served from a cache.
 */
export interface ChangeFeed {
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  /**
   * Resolves once every notice of a transaction committed before the call has reached this
   * instance: a write's reply waits for it, so the writer's next call cannot see what it changed.
   */
  sync(): Promise<void>;
}

const feeds = new WeakMap<Db, ChangeFeed>();

export function registerChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The feed of a database opened by `openDatabase`; a database opened otherwise has none. */
export function changeFeedOf(db: Db): ChangeFeed | undefined {
  return feeds.get(db);
}

/**
 * PGlite runs in this process and calls the listeners before the statement's promise resolves,
 * so a change is known here before anyone can act on its reply.
 */
export function pgliteChangeFeed(pglite: PGlite): ChangeFeed & { close(): Promise<void> } {
  const listeners = new Set<ChangeListener>();
  let live = false;
  const listening = pglite
    .listen(CHANGE_CHANNEL, (payload) => {
      for (const listener of listeners) listener.changed(payload);
    })
    .then(
      (unlisten) => {
        live = true;
        return unlisten;
      },
      // Without the listener nothing is kept in memory; the server still answers from the database.
      () => undefined,
    );
  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // The listeners ran before the writing statement returned.
    sync: async () => {},
    async close() {
      live = false;
      listeners.clear();
      await (await listening)?.();
    },
  };
}

const RECONNECT_MS = 1_000;

/**
 * One LISTEN connection per server instance, opened while anything subscribes. PostgreSQL sends
 * a notice to every listening instance when the writing transaction commits. When the connection
 * drops, the feed is not live and every subscriber forgets what it holds; it reconnects on its own.
 * `connectTimeoutMs` bounds connecting and the round trip of `sync()`: a server that stopped
 * answering must not hold every write's reply, and a round trip that does not come back in time
 * counts as a lost connection.
 */
export function postgresChangeFeed(
  connectionString: string,
  { connectTimeoutMs }: { connectTimeoutMs: number },
): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  let client: pg.Client | undefined;
  let failCurrent: (() => void) | undefined;
  let live = false;
  let retry: NodeJS.Timeout | undefined;

  // One statement at a time on the listening connection (pg queues overlapping ones and will refuse
  // them in its next major version). Callers that arrive before a barrier is sent share it: it
  // leaves after their commits. A barrier already sent may have left before a caller's commit, so
  // that caller gets the next one.
  let unsent: { on: pg.Client; answered: Promise<true> } | undefined;
  let last: Promise<unknown> = Promise.resolve();
  const barrier = (on: pg.Client): Promise<true> => {
    if (unsent?.on === on) return unsent.answered;
    const next: { on: pg.Client; answered: Promise<true> } = {
      on,
      answered: last.then(() => {
        if (unsent === next) unsent = undefined;
        return on.query('SELECT 1').then(
          () => true as const,
          () => true as const,
        );
      }),
    };
    unsent = next;
    last = next.answered;
    return next.answered;
  };

  const lose = () => {
    live = false;
    for (const listener of listeners) listener.lost();
  };
  const connect = async () => {
    retry = undefined;
    // Named, so that operators (and tests) can tell it apart in pg_stat_activity.
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      application_name: CHANGE_FEED_APPLICATION,
    });
    client = next;
    const fail = () => {
      if (client !== next) return;
      client = undefined;
      failCurrent = undefined;
      lose();
      next.end().catch(() => {});
      if (listeners.size > 0) retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
    };
    failCurrent = fail;
    next.on('error', fail);
    next.on('end', fail);
    next.on('notification', (notice) => {
      if (notice.channel !== CHANGE_CHANNEL || notice.payload === undefined) return;
      for (const listener of listeners) listener.changed(notice.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (client !== next) return;
      // Anything cached before this point may have missed a notice while no one listened.
      for (const listener of listeners) listener.lost();
      live = true;
    } catch {
      fail();
    }
  };
  const disconnect = () => {
    if (retry) clearTimeout(retry);
    retry = undefined;
    const current = client;
    client = undefined;
    failCurrent = undefined;
    live = false;
    current?.end().catch(() => {});
  };

  return {
    get live() {
      return live;
    },
    async sync() {
      // PostgreSQL hands a listening connection the notices committed so far before it answers a
      // statement, so one round trip on that connection is the barrier.
      if (!live || !client) return;
      const fail = failCurrent;
      let timer: NodeJS.Timeout | undefined;
      const answered = await Promise.race([
        barrier(client),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), connectTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      // Notices may be stuck behind the silent server: nothing cached can be trusted until it is back.
      if (!answered) fail?.();
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!client && !retry) void connect();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) disconnect();
      };
    },
  };
}
