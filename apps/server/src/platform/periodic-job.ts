/**
 * A piece of work run every `intervalMs` (0: never) without keeping the process alive; a run never
 * overlaps the one before, and `stop` waits for a run in progress, so that the database can close
 * after it. `run` reports its own failures: one that throws here is handed to `failed`.
 */
export class PeriodicJob {
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly failed: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.intervalMs <= 0 || this.#timer) return;
    this.#timer = setInterval(() => {
      this.#running ??= this.run()
        .then(() => undefined)
        .catch(this.failed)
        .finally(() => {
          this.#running = undefined;
        });
    }, this.intervalMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }
}
