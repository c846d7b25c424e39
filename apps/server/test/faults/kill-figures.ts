import type { Call } from './steady-load';

export interface KillMoments {
  /** When the signal was sent and when the process was seen gone. */
  killAt: number;
  goneAt: number;
  loadStartedAt: number;
  loadEndedAt: number;
}

/** A request was in flight at the kill if it was sent before the process was gone and answered after the signal. */
export const inFlightAtKill = (call: Call, { killAt, goneAt }: KillMoments) =>
  call.startedAt < goneAt && call.endedAt >= killAt;

const kindsOf = (calls: Call[]) => [...new Set(calls.map((call) => call.kind))].join(', ') || 'none';

const perSecond = (count: number, ms: number) => Math.round((count * 1000) / ms);

/**
 * The time from the kill until every loop had a request sent after it answered as it should: from
 * then on no client is left waiting on the dead instance.
 */
function recoveryMs(calls: Call[], moments: KillMoments): number {
  const firstOkAfter = new Map<number, number>();
  for (const call of calls) {
    if (!call.ok || call.startedAt < moments.killAt) continue;
    firstOkAfter.set(call.loop, Math.min(firstOkAfter.get(call.loop) ?? Infinity, call.endedAt));
  }
  return Math.max(...firstOkAfter.values()) - moments.killAt;
}

/** The figures docs/production.md quotes, one line each. */
export function killFigures(calls: Call[], moments: KillMoments, hosts: { victim: string }): string[] {
  const { killAt, goneAt, loadStartedAt, loadEndedAt } = moments;
  const before = calls.filter((call) => call.endedAt < killAt);
  const after = calls.filter((call) => call.startedAt >= goneAt);
  const atSignal = calls.filter((call) => call.startedAt < killAt && call.endedAt >= killAt);
  const whileDying = calls.filter((call) => call.startedAt >= killAt && call.startedAt < goneAt);
  const failed = calls.filter((call) => !call.ok);
  const retried = calls.filter((call) => call.upstreams.length > 1);
  // The first requests of each kind are slower (code compiled, caches filled): the last second shows the pace.
  const lastSecond = before.filter((call) => call.endedAt >= killAt - 1000).length;
  const byVictim = before.filter((call) => call.upstreams.at(-1) === hosts.victim).length;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const outcome = (call: Call) => (call.status === undefined ? call.error : String(call.status));
  const kinds = [...new Set(calls.map((call) => call.kind))];
  return [
    `before the kill: ${before.length} requests in ${ms(killAt - loadStartedAt)} ` +
      `(${perSecond(before.length, killAt - loadStartedAt)}/s, ${perSecond(lastSecond, 1000)}/s in the last second), ` +
      `${byVictim} of them answered by the killed instance`,
    `after the kill: ${after.length} requests in ${ms(loadEndedAt - goneAt)} ` +
      `(${perSecond(after.length, loadEndedAt - goneAt)}/s), ${after.filter((call) => call.ok).length} answered as they should`,
    `in flight at the signal: ${atSignal.length}; sent while the process was going: ${whileDying.length}; ` +
      `failed: ${failed.length} (${failed.map((call) => `${call.kind}: ${outcome(call)} at ${ms(call.endedAt - killAt)}`).join(', ') || 'none'})`,
    `passed on by nginx to the survivor: ${retried.filter((call) => call.startedAt < goneAt).length} sent before ` +
      `the process was gone (${kindsOf(retried.filter((call) => call.startedAt < goneAt))}), ` +
      `${retried.filter((call) => call.startedAt >= goneAt).length} after (${kindsOf(retried.filter((call) => call.startedAt >= goneAt))})`,
    `process gone ${ms(goneAt - killAt)} after SIGKILL; every loop served again ${ms(recoveryMs(calls, moments))} after it; ` +
      `slowest request sent once it was gone: ${ms(Math.max(0, ...after.map((call) => call.endedAt - call.startedAt)))}`,
    `requests by kind: ${kinds.map((kind) => `${kind} ${calls.filter((call) => call.kind === kind).length}`).join(', ')}`,
  ];
}
