/** Remembers computed values by key, up to a limit; past it the oldest entry goes. */
export class BoundedMemo<V> {
  readonly #values = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string, compute: () => V): V {
    const known = this.#values.get(key);
    if (known !== undefined) return known;
    const value = compute();
    if (this.#values.size >= this.limit) {
      const oldest = this.#values.keys().next().value;
      if (oldest !== undefined) this.#values.delete(oldest);
    }
    this.#values.set(key, value);
    return value;
  }
}
