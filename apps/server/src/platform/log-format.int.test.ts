import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, serverBundle } from '../../test/test-support/server-process';

const started: Array<{ child: ChildProcess; dataDir: string }> = [];

/** Resolves once the child has exited, also when it had exited before this was asked. */
function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * The built server as `npm start` runs it, with its output on a terminal (`script` gives it a
 * pseudo-terminal) or on a pipe, until it says where the portal is.
 */
async function startupOutput(onTerminal: boolean): Promise<string> {
  // A free port can be taken by another process's outgoing connection before the server listens
  // on it (the suite's other servers and databases draw from the same range): another port then.
  for (let attempt = 1; ; attempt += 1) {
    const output = await startOnce(onTerminal);
    if (!output.includes('EADDRINUSE') || attempt === 3) return output;
  }
}

async function startOnce(onTerminal: boolean): Promise<string> {
  const main = await serverBundle();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddp-log-format-'));
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    WEB_DIST: dataDir,
  };
  const child = onTerminal
    ? spawn('script', ['-qfec', `'${process.execPath}' '${main}'`, '/dev/null'], {
        env,
        stdio: ['pipe', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, [main], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push({ child, dataDir });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (let waited = 0; !output.includes('dev-portal/'); waited += 100) {
    if (child.exitCode !== null && output.includes('EADDRINUSE')) return output;
    if (waited > 60_000 || child.exitCode !== null) throw new Error(`no start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return output;
}

describe('the log format of `npm start`', () => {
  afterEach(async () => {
    for (const { child, dataDir } of started.splice(0)) {
      // A server that could not start has exited already: its exit event will not come again.
      const exited = exitOf(child);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prints readable lines on a terminal', async () => {
    const output = await startupOutput(true);
    const line = output.split(/\r?\n/).find((l) => l.includes('portal: http'));
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: .*portal: http:\/\/localhost:\d+\/dev-portal\//);
    expect(output).not.toMatch(/^\{"level"/m);
  });

  it('writes one JSON object a line otherwise', async () => {
    const output = await startupOutput(false);
    const line = output.split('\n').find((l) => l.includes('portal: http'));
    expect(JSON.parse(line ?? '')).toMatchObject({ level: 30, msg: expect.stringMatching(/^portal: http/) });
  });
});
