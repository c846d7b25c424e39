import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { E2E_ORIGIN } from './e2e-port';
import { E2E_OPERATOR_TOKEN } from './operator';

const run = promisify(execFile);
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * The operator CLI as an operator runs it (`npm run ops -- ...` runs the same file), pointed at the
 * test server. Needs the server build (`npm run build`). Returns what it printed.
 */
export async function ops(...args: string[]): Promise<string> {
  try {
    const { stdout } = await run(process.execPath, ['apps/server/dist/ops.js', ...args], {
      cwd: repoRoot,
      env: { ...process.env, OPS_URL: E2E_ORIGIN, OPERATOR_TOKEN: E2E_OPERATOR_TOKEN },
      timeout: 30_000,
    });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`ops ${args.join(' ')} failed: ${stderr || stdout || String(error)}`);
  }
}
