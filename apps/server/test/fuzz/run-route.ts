import fc from 'fast-check';
import { onOperatorListener } from '../test-support/portal-client';
import {
  type AuthVariant,
  authHeaders,
  type Built,
  type CaseContext,
  casesFor,
  encodeExample,
} from './cases';
import type { FuzzEntry } from './fuzz-entry';
import type { FuzzWorld } from './fuzz-world';
import { prototypeChanges, restorePrototypes, snapshotPrototypes } from './prototype-watch';
import { replyProblems } from './reply-checks';
import { fuzzSeed } from './runs';
import { deliver, type Reply, type Sealer } from './wire';
import { takeWrites, unexplained, type Write } from './write-log';

export interface RouteTally {
  route: string;
  cases: number;
  /** Replies by status, to see that the handler was reached and not only the guard. */
  statuses: Record<number, number>;
}

/**
 * Runs `runs` hostile cases against one route. Every reply must be below 500 and free of internals,
 * a refusal must leave the database as it was, and no case may leave a prototype changed. Where a
 * success uses the caller up, the next case comes from a new caller.
 */
export async function fuzzRoute(
  fw: FuzzWorld,
  entry: FuzzEntry,
  sealer: Sealer,
  runs: number,
  casesMs: number,
): Promise<RouteTally> {
  const { server } = fw;
  const prototypes = snapshotPrototypes();
  // Failures counted by an earlier route (a lockout's growing wait) run out first.
  if (entry.tick) server.clock.advance(entry.tick.ms);
  const who = await entry.caller(fw);
  const original = await entry.base(fw, who);
  const ctx: CaseContext = {
    entry,
    who,
    base: original,
    original,
    sealer,
    operatorToken: server.operatorToken,
  };
  const tally: RouteTally = { route: entry.route, cases: 0, statuses: {} };
  const renewAfter = async (reply: Reply, input: unknown) => {
    if (reply.status >= 300 || !entry.renew) return;
    ctx.who = await entry.renew(fw, ctx.who, input ?? ctx.base);
    ctx.base = await entry.base(fw, ctx.who);
    await settle(fw, SETUP_PAUSE_MS);
  };
  await settle(fw, SETUP_PAUSE_MS);

  // The valid example first: it proves that the caller reaches the handler.
  const example = await send(server, ctx, 'own', encodeExample);
  if (example.reply.status >= 400) {
    throw new Error(
      `${entry.route}: the valid example got ${example.reply.status} ${example.reply.text.slice(0, 300)}`,
    );
  }
  await settle(fw, SETUP_PAUSE_MS);
  await renewAfter(example.reply, example.input);

  await fc.assert(
    fc.asyncProperty(casesFor(entry, original), async (hostile) => {
      tally.cases += 1;
      if (entry.tick && tally.cases % entry.tick.every === 0) server.clock.advance(entry.tick.ms);
      const { reply, sent, input } = await send(server, ctx, hostile.auth, hostile.build);
      tally.statuses[reply.status] = (tally.statuses[reply.status] ?? 0) + 1;

      const problems = replyProblems(reply, sent, {
        document: entry.document ?? false,
        quotes: entry.quotes,
      });
      const refused = reply.status >= 400;
      if (hostile.mustRefuse && !refused) problems.push('accepted what every route must refuse');
      // A refusal is judged only once the log stays quiet: a write it set off to finish after the
      // reply must count against it, not be taken up by the next case.
      const writes = await settle(
        fw,
        refused ? REFUSAL_PAUSE_MS : entry.writesAfterReply ? LATE_WRITE_PAUSE_MS : 0,
      );
      const changed = refused ? unexplained(writes, entry.refusalMayWrite) : [];
      if (changed.length > 0) problems.push(`the refusal changed the database: ${describeWrites(changed)}`);
      const polluted = prototypeChanges(prototypes);
      if (polluted.length > 0) {
        // Put back, so that this case fails alone and not every one after it.
        restorePrototypes(prototypes);
        problems.push(`the request polluted a prototype: ${polluted.join(', ')}`);
      }
      if (problems.length > 0) {
        throw new Error(
          [
            `${entry.route}: ${hostile.label} (credentials: ${hostile.auth})`,
            ...problems.map((problem) => `  - ${problem}`),
            `  reply ${reply.status}: ${reply.text.slice(0, 400)}`,
            `  sent: ${sent.slice(0, 400)}`,
          ].join('\n'),
        );
      }
      if (hostile.auth === 'own') await renewAfter(reply, input);
    }),
    // Out of time, the cases end here as a failure of this route, not in the background of the next.
    {
      numRuns: runs,
      seed: fuzzSeed(),
      endOnFailure: true,
      interruptAfterTimeLimit: casesMs,
      markInterruptAsFailure: true,
    },
  );
  // The count the suite promises (runs.ts) is the count that ran, not only the one asked for.
  if (tally.cases < runs) {
    throw new Error(`${entry.route}: only ${tally.cases} of ${runs} cases ran`);
  }
  return tally;
}

async function send(
  server: { baseUrl: string; opsBaseUrl: string },
  ctx: CaseContext,
  auth: AuthVariant,
  build: (ctx: CaseContext) => Promise<Built>,
): Promise<{ reply: Reply; sent: string; input: unknown }> {
  const { echo, input, ...out } = await build(ctx);
  // The operator API listens apart, as in production: its routes are sent there.
  const baseUrl = onOperatorListener(out.path) ? server.opsBaseUrl : server.baseUrl;
  const reply = await deliver(baseUrl, { ...out, headers: { ...authHeaders(auth, ctx), ...out.headers } });
  const body =
    typeof out.body === 'string' ? out.body : out.body ? Buffer.from(out.body).toString('latin1') : '';
  return { reply, sent: `${echo ?? ''} ${safeDecode(out.path)} ${body}`, input };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Pauses between reads of the write log, until it stays quiet for `QUIET_READS` reads in a row. */
const SETUP_PAUSE_MS = 5;
// Short, as most of the cases are refusals: what a refusal writes late are queries it set off before
// answering, and two quiet reads a few milliseconds apart see them through.
const REFUSAL_PAUSE_MS = 2;
/** A call that mails in the background (the outbox insert comes after the reply). */
const LATE_WRITE_PAUSE_MS = 20;
const QUIET_READS = 2;

/**
 * Takes the writes since the last call. With a pause, it reads again until the log stays quiet, so
 * that writes made after the reply are counted here and none is held against the next case; a
 * success of a call that writes only before answering needs no pause.
 */
async function settle(fw: FuzzWorld, pauseMs: number): Promise<Write[]> {
  // The audit events and the API calls the call recorded (written in batches, soon after) count for
  // it too: a refusal that recorded one is caught here, and a success's is not held against the next case.
  await fw.server.app.audit.flush();
  await fw.server.app.usageCalls.flush();
  // So are the mails it sends after replying (a sign-in's new-browser notice among them): a renewal's
  // mail stored late would otherwise be held against the next case.
  await fw.server.app.mailer.settled();
  const writes = await takeWrites(fw.server.db);
  for (let quiet = pauseMs > 0 ? 0 : QUIET_READS; quiet < QUIET_READS; ) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const late = await takeWrites(fw.server.db);
    writes.push(...late);
    quiet = late.length === 0 ? quiet + 1 : 0;
  }
  return writes;
}

const describeWrites = (writes: readonly Write[]) =>
  [
    ...new Set(
      writes.map((w) => `${w.op} ${w.table}${w.columns.length ? ` (${w.columns.join(', ')})` : ''}`),
    ),
  ].join(', ');
