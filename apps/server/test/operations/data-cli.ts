import { vi } from 'vitest';

/** Runs a data command and collects what it prints. */
export async function quietly(run: () => Promise<number>): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const capture = (...parts: unknown[]) => lines.push(parts.map(String).join(' '));
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(capture),
    vi.spyOn(console, 'error').mockImplementation(capture),
    vi.spyOn(console, 'table').mockImplementation((rows) => lines.push(JSON.stringify(rows))),
  ];
  try {
    return { code: await run(), output: lines.join('\n') };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
