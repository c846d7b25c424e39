import type { ChangeFeed } from './change-feed';

interface Entry<V> {
  value: V;
  tags: readonly string[];
}

/**
 * Rows kept in this instance between calls, each tagged with the database rows it was read from
 * (`consumer:<id>`, `session:<id>`...). Correct only because the database announces every change of
 * those rows (migration 009): an announced row's entries are forgotten at once, and while the feed
 * is down nothing is served from here.
 */
export class NoticedCache<V> {
  readonly #feed: ChangeFeed;
  readonly #entries = new Map<string, Entry<V>>();
  readonly #byTag = new Map<string, Set<string>>();
  // Bumped by every notice: a read that started before a notice must not keep what it read.
  #generation = 0;
  readonly #unsubscribe: () => void;

  /** `limit` bounds memory: past it the oldest entry goes, so a flood of callers cannot grow it. */
  constructor(
    feed: ChangeFeed,
    private readonly limit = 50_000,
  ) {
    this.#feed = feed;
    this.#unsubscribe = feed.subscribe({
      changed: (payload) => this.#changed(payload),
      lost: () => this.clear(),
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    return this.#feed.live ? this.#entries.get(key)?.value : undefined;
  }

  /**
   * Reads through: `read` runs on a miss, and its row is kept when `tagsOf` names the rows it came
   * from (undefined: do not keep it) and no notice arrived while it was read.
   */
  async load(
    key: string,
    read: () => Promise<V | undefined>,
    tagsOf: (value: V) => readonly string[] | undefined,
  ): Promise<V | undefined> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const generation = this.#generation;
    const value = await read();
    if (value === undefined || !this.#feed.live || generation !== this.#generation) return value;
    const tags = tagsOf(value);
    if (tags) this.#put(key, value, tags);
    return value;
  }

  forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.#byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.#byTag.delete(tag);
    }
  }

  /**
   * What a notice of `tag` does, for a write of this instance that does not wait for its own notice
   * (a signed-in read that moves the session's last-seen time): the next call must not see the row
   * as it was, and a read already under way must not keep it.
   */
  forgetRow(tag: string): void {
    this.#changed(tag);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#byTag.clear();
  }

  close(): void {
    this.#unsubscribe();
    this.clear();
  }

  #put(key: string, value: V, tags: readonly string[]): void {
    this.forget(key);
    if (this.#entries.size >= this.limit) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.#entries.set(key, { value, tags });
    for (const tag of tags) {
      let keys = this.#byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.#byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  #changed(tag: string): void {
    this.#generation += 1;
    for (const key of [...(this.#byTag.get(tag) ?? [])]) this.forget(key);
  }
}
