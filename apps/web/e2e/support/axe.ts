import { expect, type Frame, type Page, test } from '@playwright/test';
import axe, { type AxeResults, type ContextObject, type Result, type RunOptions } from 'axe-core';
import { schemeShown } from './color-scheme';

// Issue 8 part 7: what a screen may not have. Moderate and minor findings are attached to the
// report for reading, but do not fail the run.
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeScope {
  /** Parts of the page axe leaves out, each with its reason in docs/web.md. */
  exclude?: string[];
  /** A loading state: its placeholders pulse until the answer comes, so no quiet moment is awaited. */
  loading?: boolean;
}

/**
 * Waits until no CSS transition or animation runs: a dialog that is still fading in would give
 * axe half-transparent colours to measure. A dialog is in the page (and visible to Playwright) a
 * few frames before its fade starts, so the page counts as quiet only when two readings in a row,
 * each taken three frames after the one before, find nothing running: one reading taken before the
 * fade began let a fading dialog through. While something runs, the page waits for it to end
 * rather than asking again on a timer: polling at Playwright's intervals (up to a second apart)
 * made this wait three quarters of an accessibility check's time (docs/testing.md).
 */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(quietAfterRunningEnds), {
      message: 'no CSS transition or animation runs',
      intervals: [0],
    })
    .toBe(true);
}

/**
 * In the page: whether two readings three frames apart find nothing running. Where something runs,
 * waits until it ends (at most two seconds, as a looping animation never does) and answers false,
 * so that the next reading starts afresh.
 */
async function quietAfterRunningEnds(): Promise<boolean> {
  const frames = async (count: number) => {
    for (let frame = 0; frame < count; frame++) await new Promise(requestAnimationFrame);
  };
  for (let reading = 0; reading < 2; reading++) {
    await frames(3);
    const running = document.getAnimations().filter((animation) => animation.playState === 'running');
    if (running.length > 0) {
      await Promise.race([
        Promise.allSettled(running.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]);
      return false;
    }
  }
  return true;
}

type Scheme = 'light' | 'dark';

/**
 * Runs axe-core over everything the page shows now (frames included), in both colour schemes, and
 * records the serious and critical violations as a soft failure, so one run names every screen that
 * has them. The page is checked with every rule as it is, then with the system's preference turned
 * to the other scheme, which the portal follows while no choice is stored (docs/web.md, "Colour
 * scheme"), and then turned back: every state a journey arranges is checked light and dark alike.
 * In the other scheme only the rules that read colours run: the page is the same document with other
 * colour variables, so every other rule would give the same answer twice, and they are about 60% of
 * an axe run (docs/testing.md).
 * axe is injected through the DevTools protocol (Playwright's evaluate), which the page's Content
 * Security Policy does not govern; an inline <script> would be refused.
 */
export async function expectAccessible(page: Page, screen: string, scope: AxeScope = {}): Promise<void> {
  const system: Scheme = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    ? 'dark'
    : 'light';
  const shown = await schemeShown(page);
  expect(shown, `${screen}: the portal follows the system's colour scheme`).toBe(system);
  const other: Scheme = system === 'dark' ? 'light' : 'dark';
  await checkScheme(page, `${screen} (${system})`, scope);
  await page.emulateMedia({ colorScheme: other });
  await expect
    .poll(() => schemeShown(page), { message: `${screen}: the ${other} scheme`, intervals: [20] })
    .toBe(other);
  await checkScheme(page, `${screen} (${other})`, scope, COLOUR_RULES);
  await page.emulateMedia({ colorScheme: system });
  await expect
    .poll(() => schemeShown(page), { message: `${screen}: back to the ${system} scheme`, intervals: [20] })
    .toBe(system);
}

/** The axe rules whose answer depends on the colours a scheme gives the same document. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** One axe run over the page in the scheme it shows now: every rule, or only those named. */
async function checkScheme(page: Page, screen: string, scope: AxeScope, rules?: string[]): Promise<void> {
  if (!scope.loading) await settled(page);
  const { violations, incomplete } = await runAxe(page, scope.exclude ?? [], {
    // Passes and inapplicable rules come back with one node each: collecting every node of them
    // was a third of a run, and nothing here reads them.
    resultTypes: ['violations', 'incomplete'],
    ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
  });
  await attachContrastToReview(screen, incomplete);
  const blocking = violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  const others = violations.filter((violation) => !BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (others.length > 0) {
    await test.info().attach(`axe ${screen} (moderate, minor)`, {
      body: JSON.stringify(others.map(summary), null, 2),
      contentType: 'application/json',
    });
  }
  expect.soft(blocking.map(summary), `${screen}: serious or critical axe violations`).toEqual([]);
}

/**
 * axe-core over the page and its same-origin frames, as @axe-core/playwright's legacy mode runs it,
 * but with axe put into a document once: that package sends the 550 KB source twice per run, which
 * cost more than the run itself (docs/testing.md). A child frame that goes away or does not answer
 * within a second is skipped, as there; the page itself is always waited for, as a loaded machine
 * can take longer than that to evaluate axe's source, and the run needs it there.
 */
export async function runAxe(page: Page, exclude: string[], options: RunOptions): Promise<AxeResults> {
  await withAxe(page.mainFrame());
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    await Promise.race([withAxe(frame), new Promise((resolve) => setTimeout(resolve, 1_000))]).catch(
      () => undefined,
    );
  }
  const context: ContextObject = { include: [], exclude };
  // Typed loosely across the boundary: axe's result types through Playwright's serialisation types
  // are more than the compiler can expand.
  const args: unknown = { context, options };
  const reply = (await page.evaluate((args: unknown) => {
    const { context, options } = args as { context: ContextObject; options: RunOptions };
    return (window as unknown as { axe: typeof axe }).axe
      .run(context, options)
      .then((results) => ({ results: results as unknown, error: null }))
      .catch((error: Error) => ({ results: null, error: error.message }));
  }, args)) as { results: AxeResults | null; error: string | null };
  if (!reply.results) throw new Error(`axe could not run: ${reply.error}`);
  return reply.results;
}

async function withAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
  );
}

/**
 * Colours axe could not measure (text over an image or a gradient, behind another element, ...)
 * come back as 'incomplete', not as violations: a person has to look. They are attached to the
 * report so reviewers do, without failing the run.
 */
async function attachContrastToReview(screen: string, incomplete: Result[]): Promise<void> {
  const nodes = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes);
  if (nodes.length === 0) return;
  await test.info().attach(`axe ${screen} (colour contrast to review)`, {
    body: JSON.stringify(
      nodes.map((node) => {
        const check = node.any[0];
        return {
          target: JSON.stringify(node.target),
          why: check?.message,
          colours: contrastOf(check?.data),
          html: node.html.slice(0, 200),
        };
      }),
      null,
      2,
    ),
    contentType: 'application/json',
  });
}

function summary(violation: {
  id: string;
  impact?: string | null;
  help: string;
  nodes: Array<{ target: unknown; failureSummary?: string }>;
}) {
  return {
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => ({
      target: JSON.stringify(node.target),
      why: node.failureSummary?.split('\n').slice(0, 3).join(' '),
    })),
  };
}

/** The colours of a colour-contrast check; axe types its data as anything, so each field is read. */
function contrastOf(data: unknown): { fg?: string; bg?: string; ratio?: number } {
  if (data === null || typeof data !== 'object') return {};
  const { fgColor, bgColor, contrastRatio } = data as Record<string, unknown>;
  return {
    ...(typeof fgColor === 'string' ? { fg: fgColor } : {}),
    ...(typeof bgColor === 'string' ? { bg: bgColor } : {}),
    ...(typeof contrastRatio === 'number' ? { ratio: contrastRatio } : {}),
  };
}
