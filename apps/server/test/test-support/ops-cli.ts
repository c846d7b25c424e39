import { vi } from 'vitest';
import { runOps } from '../../src/cli/ops';
import type { TestServer } from './test-server';

/** Runs the operator CLI against a test server, as an operator would, and collects what it prints. */
export async function runCli(
  server: Pick<TestServer, 'opsBaseUrl' | 'operatorToken'>,
  args: string[],
  env: NodeJS.ProcessEnv = { OPS_URL: server.opsBaseUrl, OPERATOR_TOKEN: server.operatorToken },
) {
  const lines: string[] = [];
  const capture = (...parts: unknown[]) => lines.push(parts.map(String).join(' '));
  const spies = [
    vi.spyOn(console, 'log').mockImplementation(capture),
    vi.spyOn(console, 'error').mockImplementation(capture),
    vi.spyOn(console, 'table').mockImplementation((rows) => lines.push(JSON.stringify(rows))),
  ];
  try {
    const code = await runOps(args, env);
    return { code, output: lines.join('\n') };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
