import type { Clock } from '../../src/platform/clock';

/**
 * The DEV_CLOCK of every instance moved together, and the same time on the test's side: real time
 * plus the offset, so the instances agree on it to the millisecond whatever process they run in.
 */
export class DevClocks implements Clock {
  #offsetMs = 0;

  constructor(private readonly baseUrls: readonly string[]) {}

  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  async advance(ms: number): Promise<void> {
    await Promise.all(
      this.baseUrls.map(async (baseUrl) => {
        const reply = await fetch(`${baseUrl}/v1/dev/clock`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ advanceMs: ms }),
        });
        if (!reply.ok) throw new Error(`${baseUrl} refused to move its clock: ${reply.status}`);
      }),
    );
    this.#offsetMs += ms;
  }
}
