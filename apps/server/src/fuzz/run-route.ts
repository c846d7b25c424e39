import fc from 'fast-check';
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
 * and a refusal must leave the database as it was. Where a success uses the caller up, the next case
 * comes from a new caller.
 */
export async function fuzzRoute(
  fw: FuzzWorld,
  entry: FuzzEntry,
  sealer: Sealer,
  runs: number,
): Promise<RouteTally> {
  const { server } = fw;
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
    await settle(fw);
  };
  await settle(fw);

  // The valid example first: it proves that the caller reaches the handler.
  const example = await send(server.baseUrl, ctx, 'own', encodeExample);
  if (example.reply.status >= 400) {
    throw new Error(
      `${entry.route}: the valid example got ${example.reply.status} ${example.reply.text.slice(0, 300)}`,
    );
  }
  await settle(fw);
  await renewAfter(example.reply, example.input);

  await fc.assert(
    fc.asyncProperty(casesFor(entry, original), async (hostile) => {
      tally.cases += 1;
      if (entry.tick && tally.cases % entry.tick.every === 0) server.clock.advance(entry.tick.ms);
      const { reply, sent, input } = await send(server.baseUrl, ctx, hostile.auth, hostile.build);
      tally.statuses[reply.status] = (tally.statuses[reply.status] ?? 0) + 1;

      const problems = replyProblems(reply, sent, {
        document: entry.document ?? false,
        quotes: entry.quotes,
      });
      const writes = reply.status < 400 ? await settle(fw, entry) : await takeWrites(server.db);
      const changed = reply.status >= 400 ? unexplained(writes, entry.refusalMayWrite) : [];
      if (changed.length > 0) problems.push(`the refusal changed the database: ${describeWrites(changed)}`);
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
    { numRuns: runs, seed: fuzzSeed(), endOnFailure: true },
  );
  return tally;
}

async function send(
  baseUrl: string,
  ctx: CaseContext,
  auth: AuthVariant,
  build: (ctx: CaseContext) => Promise<Built>,
): Promise<{ reply: Reply; sent: string; input: unknown }> {
  const { echo, input, ...out } = await build(ctx);
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

/**
 * Takes the writes of a success. After setting up, and after a success of a call that writes just
 * after answering, it waits until the log stays quiet, so that none of it is held against the next case.
 */
async function settle(fw: FuzzWorld, entry?: FuzzEntry): Promise<Write[]> {
  const writes = await takeWrites(fw.server.db);
  for (let quiet = entry && !entry.writesAfterReply ? 2 : 0; quiet < 2; ) {
    await new Promise((resolve) => setTimeout(resolve, entry ? 20 : 5));
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
