import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(__dirname, '../..');
// Inside the server's node_modules, so that the bundle's external packages resolve as in dist/.
const outdir = path.resolve(serverRoot, 'node_modules/.cache/ddp-server-process');
let bundled: Promise<string> | undefined;

/** The server bundled as production runs it (apps/server/build.mjs does the same for dist/). */
export function serverBundle(): Promise<string> {
  bundled ??= (async () => {
    const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    await build({
      entryPoints: { main: path.join(serverRoot, 'src/main.ts') },
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@ddp/')),
      logLevel: 'warning',
      banner: {
        js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      },
    });
    return path.join(outdir, 'main.js');
  })();
  return bundled;
}

/**
 * Many servers share the machine's two cores with the browsers: a late loop or a queue for the
 * database there is the machine's contention, not a test server's load. Shedding has its own test.
 */
export const WITHOUT_SHEDDING = {
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
  OVERLOAD_MAX_POOL_WAITING: '0',
  OVERLOAD_MAX_IN_FLIGHT: '0',
} as const;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Ends the process with the signal and waits until it is gone. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the bundled server in a process of its own and waits until /readyz answers. `bundle`:
 * another build's server (the release before, for the upgrade test).
 */
export async function startServerProcess(
  env: Record<string, string>,
  bundle?: string,
): Promise<ServerProcess> {
  const main = bundle ?? (await serverBundle());
  // A port the caller chose for another listener (OPS_PORT) is free again once probed, so the
  // system may hand it out a second time: the server would then refuse to start.
  const taken = new Set(
    Object.entries(env)
      .filter(([name]) => name.endsWith('PORT'))
      .map(([, value]) => value),
  );
  // PORT given: the instance comes back where a proxy expects it (a restart).
  if (env.PORT) return startOnPort(main, env, Number(env.PORT));
  return onAFreePort((port) => startOnPort(main, env, port), taken);
}

/** The server exited because its port was taken between the probe and its own listen. */
class PortTaken extends Error {}

/** The error for a server that exited before it was ready: PortTaken if its output says so. */
export function exitedEarly(message: string, output: string, port: number): Error {
  const taken = new RegExp(`EADDRINUSE: address already in use \\S*:${port}\\b`).test(output);
  return taken ? new PortTaken(message) : new Error(message);
}

/**
 * Starts a server on a free port, and again on another (up to three times) when it exits with
 * PortTaken: another process's outgoing connection can take a probed port before the server
 * listens on it (the suites' other servers and databases draw from the same range).
 */
export async function onAFreePort<T>(
  start: (port: number) => Promise<T>,
  taken = new Set<string>(),
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    let port = await freePort();
    while (taken.has(String(port))) port = await freePort();
    try {
      return await start(port);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

async function startOnPort(main: string, env: Record<string, string>, port: number): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...WITHOUT_SHEDDING,
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  // A deadline, not a count of tries: a fetch that waits on a loaded machine counts too. 90 s, within
  // the server suite's 120 s hook limit: a server once took over 30 s to start while CI ran the fuzzing.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw exitedEarly(`the server exited: ${stderr}`, stderr, port);
    try {
      // Bounded: a fetch to a port that something else holds can wait without end.
      if ((await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(10_000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not become ready: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    child,
    async stop(signal) {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
