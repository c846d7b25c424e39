import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exitedEarly, onAFreePort, serverBundle } from '../../test/test-support/server-process';

const started: Array<{ child: ChildProcess; exited: Promise<void>; dataDir: string }> = [];

/**
 * The built server as `npm start` runs it, with its output on a terminal (`script` gives it a
 * pseudo-terminal) or on a pipe, until it says where the portal is.
 */
function startupOutput(onTerminal: boolean): Promise<string> {
  return onAFreePort((port) => startOnPort(onTerminal, port));
}

async function startOnPort(onTerminal: boolean, port: number): Promise<string> {
  const main = await serverBundle();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddp-log-format-'));
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    PORT: String(port),
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
  // Listened for from the start: a server that cannot start exits before the clean-up asks.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  started.push({ child, exited, dataDir });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  for (let waited = 0; !output.includes('dev-portal/'); waited += 100) {
    if (child.exitCode !== null) throw exitedEarly(`no start: ${output}`, output, port);
    if (waited > 60_000) throw new Error(`no start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return output;
}

describe('the log format of `npm start`', () => {
  afterEach(async () => {
    for (const { child, exited, dataDir } of started.splice(0)) {
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
