/** Remembers values by key, up to a limit; past it the oldest entry goes. */
export class BoundedMemo<V> {
  readonly #values = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.#values.size;
  }

  peek(key: string): V | undefined {
    return this.#values.get(key);
  }

  set(key: string, value: V): void {
    if (!this.#values.has(key) && this.#values.size >= this.limit) {
      const oldest = this.#values.keys().next().value;
      if (oldest !== undefined) this.#values.delete(oldest);
    }
    this.#values.set(key, value);
  }

  get(key: string, compute: () => V): V {
    const known = this.#values.get(key);
    if (known !== undefined) return known;
    const value = compute();
    this.set(key, value);
    return value;
  }
}
