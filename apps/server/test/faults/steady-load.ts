import { UPSTREAM_HEADER } from '../test-support/nginx';

/** One request of the load, as its client saw it. Times are `performance.now()`. */
export interface Call {
  kind: string;
  /** The loop that sent it: each loop has at most one request open. */
  loop: number;
  startedAt: number;
  endedAt: number;
  /** Undefined when the connection broke without a complete answer. */
  status?: number;
  error?: string;
  /** The instances nginx tried, in order (its X-Upstream header). */
  upstreams: string[];
  /** The answer the contract promises, with what the client needs from it: a write it may count on. */
  ok: boolean;
}

export interface Answer<T> {
  status: number;
  headers: Headers;
  /** What the client took from a successful answer; undefined when the answer was not one. */
  value: T | undefined;
}

/** Records every request of a load, so that a test can judge each one by when it ran. */
export class LoadRecorder {
  readonly calls: Call[] = [];

  async record<T>(kind: string, loop: number, send: () => Promise<Answer<T>>): Promise<T | undefined> {
    const startedAt = performance.now();
    try {
      const answer = await send();
      this.calls.push({
        kind,
        loop,
        startedAt,
        endedAt: performance.now(),
        status: answer.status,
        upstreams: upstreamsOf(answer.headers),
        ok: answer.value !== undefined,
      });
      return answer.value;
    } catch (error) {
      const cause = (error as Error & { cause?: { code?: string } }).cause;
      this.calls.push({
        kind,
        loop,
        startedAt,
        endedAt: performance.now(),
        error: cause?.code ?? (error as Error).message,
        upstreams: [],
        ok: false,
      });
      return undefined;
    }
  }
}

/** nginx lists every instance it tried for the request, joined by ", ". */
function upstreamsOf(headers: Headers): string[] {
  return (headers.get(UPSTREAM_HEADER) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Each loop repeats its step, one request at a time, for as long as `running` says. */
export function steadyLoad(
  steps: Array<(loop: number) => Promise<unknown>>,
  running: () => boolean,
): Promise<void> {
  return Promise.all(
    steps.map(async (step, loop) => {
      while (running()) await step(loop);
    }),
  ).then(() => undefined);
}

/** `work` on every item, at most `limit` at a time. */
export async function eachAtMost<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}
