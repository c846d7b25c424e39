import { describe, expect, it, vi } from 'vitest';

// The module keeps the start's state: each case loads it afresh, as a new page would.
async function freshModule() {
  vi.resetModules();
  return import('./start-answer');
}

const state = (dataUpdatedAt: number, isInvalidated = false) => ({ state: { dataUpdatedAt, isInvalidated } });

describe('the client list asked for at start', () => {
  it('stays fresh for a minute after its answer while the portal is on its first screen', async () => {
    const answer = await freshModule();
    answer.beginStartAnswer();
    answer.noteScreen('/home/view-frontend-apps');
    answer.markStartAnswer(1_000);
    expect(answer.freshWhileOnStartScreen(state(1_000))).toBe(60_000);
    // A later fetch on the same screen is fresh until the same moment.
    expect(answer.freshWhileOnStartScreen(state(21_000))).toBe(40_000);
  });

  it('is stale at once when invalidated, older than the answer, or on another screen', async () => {
    const answer = await freshModule();
    answer.beginStartAnswer();
    answer.noteScreen('/home/view-docs');
    answer.markStartAnswer(1_000);
    expect(answer.freshWhileOnStartScreen(state(1_000, true))).toBe(0);
    expect(answer.freshWhileOnStartScreen(state(999))).toBe(0);
    answer.noteScreen('/home/view-credentials');
    expect(answer.freshWhileOnStartScreen(state(1_000))).toBe(0);
    // Coming back does not make it fresh again.
    answer.noteScreen('/home/view-docs');
    expect(answer.freshWhileOnStartScreen(state(1_000))).toBe(0);
  });

  it('is stale at once when nothing was asked for at start, or its answer is not in', async () => {
    const answer = await freshModule();
    answer.noteScreen('/home/view-docs');
    expect(answer.freshWhileOnStartScreen(state(1_000))).toBe(0);
    answer.beginStartAnswer();
    expect(answer.freshWhileOnStartScreen(state(1_000))).toBe(0);
  });
});
