import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

// The module keeps the start's state: each case loads it afresh, as a new page would.
async function freshModule() {
  vi.resetModules();
  return import('./start-answer');
}

const list = (answer: string[]) => ({ queryKey: ['list', 'c-1'], queryFn: async () => answer });

describe('a screen’s data asked for at start', () => {
  it('is fresh for a minute while the portal is on its first screen; other queries are not', async () => {
    const answer = await freshModule();
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: answer.freshWhileOnStartScreen } },
    });
    answer.noteScreen('/home/view-credentials');
    expect(await answer.askAtStart(client, list(['a']))).toEqual(['a']);
    const asked = client.getQueryCache().find({ queryKey: ['list', 'c-1'] });
    expect(asked && answer.freshWhileOnStartScreen(asked)).toBe(60_000);
    expect(asked?.isStale()).toBe(false);

    await client.fetchQuery({ queryKey: ['other'], queryFn: async () => 1 });
    const other = client.getQueryCache().find({ queryKey: ['other'] });
    expect(other && answer.freshWhileOnStartScreen(other)).toBe(0);
  });

  it('is stale at once when invalidated, and for good once the reader has left the first screen', async () => {
    const answer = await freshModule();
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: answer.freshWhileOnStartScreen } },
    });
    answer.noteScreen('/home/view-docs');
    await answer.askAtStart(client, list(['a']));
    await client.invalidateQueries({ queryKey: ['list'], refetchType: 'none' });
    const asked = client.getQueryCache().find({ queryKey: ['list', 'c-1'] });
    expect(asked && answer.freshWhileOnStartScreen(asked)).toBe(0);

    await answer.askAtStart(client, list(['b']));
    const again = client.getQueryCache().find({ queryKey: ['list', 'c-1'] });
    expect(again?.state.data).toEqual(['b']);
    expect(again && answer.freshWhileOnStartScreen(again)).toBe(60_000);
    answer.noteScreen('/home/view-credentials');
    expect(again && answer.freshWhileOnStartScreen(again)).toBe(0);
    // Coming back does not make it fresh again.
    answer.noteScreen('/home/view-docs');
    expect(again && answer.freshWhileOnStartScreen(again)).toBe(0);
  });

  it('leaves a failure to the screen, which asks again', async () => {
    const answer = await freshModule();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failing = { queryKey: ['failing'], queryFn: async () => Promise.reject(new Error('down')) };
    expect(await answer.askAtStart(client, failing)).toBeUndefined();
    expect(
      client
        .getQueryCache()
        .find({ queryKey: ['failing'] })
        ?.isStale(),
    ).toBe(true);
  });
});
