import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodicJob } from './periodic-job';

describe('a periodic job', () => {
  afterEach(() => vi.useRealTimers());

  it('runs every interval, never two runs at once, and stop waits for the run in progress', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let finish: () => void = () => {};
    const job = new PeriodicJob(
      () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
      1_000,
      () => {},
    );
    job.start();
    await vi.advanceTimersByTimeAsync(3_500);
    // The first run has not ended: the ticks after it start none.
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(1);
  });

  it('hands a failed run to its reporter and runs again at the next tick; 0 never runs', async () => {
    vi.useFakeTimers();
    const failures: unknown[] = [];
    let runs = 0;
    const job = new PeriodicJob(
      async () => {
        runs += 1;
        throw new Error('database away');
      },
      1_000,
      (error) => failures.push(error),
    );
    job.start();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toBe(2);
    expect(failures).toHaveLength(2);
    await job.stop();

    const never = new PeriodicJob(
      async () => (runs += 1),
      0,
      () => {},
    );
    never.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
  });
});
