import { vi } from 'vitest';
import { runOps } from '../../src/cli/ops';
import type { TestServer } from './test-server';

/** Runs the operator CLI against a test server, as an operator would, and collects what it prints. */
export function runCli(
  server: Pick<TestServer, 'opsBaseUrl' | 'operatorToken'>,
  args: string[],
  env: NodeJS.ProcessEnv = { OPS_URL: server.opsBaseUrl, OPERATOR_TOKEN: server.operatorToken },
) {
  return quietly(() => runOps(args, env));
}

/** Runs a command of the portal's CLIs (ops, data) and collects what it prints instead of showing it. */
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
