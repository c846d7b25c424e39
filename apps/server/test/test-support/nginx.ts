import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));

export interface ReverseProxy {
  baseUrl: string;
  /**
   * Takes an instance out of the rotation (`down`) or puts it back, and reloads nginx: new requests
   * go to the others, those under way finish. What an operator does before stopping an instance.
   */
  setDown(upstream: string, down: boolean): Promise<void>;
  close(): Promise<void>;
}

/** Set by the proxy on every answer: the instance (host:port) that gave it, as nginx's $upstream_addr. */
export const UPSTREAM_HEADER = 'x-upstream';
const READY_WITHIN_MS = 10_000;
const RELOAD_SETTLES_MS = 500;

export interface ReverseProxyOptions {
  /**
   * The local address nginx connects to the instances from (`proxy_bind`), so that a test can tell
   * proxies apart by address: all of 127.0.0.0/8 is this machine's loopback.
   */
  bindAddress?: string;
  /**
   * How long nginx leaves an instance out after a failed request before it tries it again (its
   * `fail_timeout`, 10 s by default), so that a short test sees that retry too.
   */
  failTimeoutSeconds?: number;
  /**
   * false: nginx closes each client connection after its answer (`keepalive_timeout 0`). A reload
   * (setDown) closes the idle kept-alive connections of its clients, and a client that sends on one
   * at that moment sees it break: a browser sends again, fetch does not.
   */
  keepClientConnections?: boolean;
}

/**
 * Debian's nginx on 127.0.0.1 in front of the given instances, round robin, as docs/production.md
 * sets it up. One worker, so that consecutive requests alternate between the instances.
 */
export async function startReverseProxy(
  upstreams: string[],
  options: ReverseProxyOptions = {},
): Promise<ReverseProxy> {
  if (!NGINX) throw new Error('nginx is needed for the scale-out test: apt-get install nginx');
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, sub));
  const port = await freePort();
  const failTimeout = options.failTimeoutSeconds ? ` fail_timeout=${options.failTimeoutSeconds}s` : '';
  const down = new Set<string>();
  const servers = () =>
    upstreams
      .map((url) => `    server ${new URL(url).host}${failTimeout}${down.has(url) ? ' down' : ''};`)
      .join('\n');
  const writeConfig = () =>
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;${options.keepClientConnections === false ? '\n  keepalive_timeout 0;' : ''}
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream portal {
${servers()}
  }
  server {
    listen 127.0.0.1:${port};
    # Which instance answered, so that tests can tell the round robin really alternates. A request
    # that nginx had to retry on the other instance shows both addresses.
    add_header X-Upstream $upstream_addr always;
    location / {
      proxy_pass http://portal;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_request_buffering on;${
        options.bindAddress
          ? `
      proxy_bind ${options.bindAddress};`
          : ''
      }
    }
  }
}
`,
    );
  writeConfig();
  const conf = path.join(dir, 'nginx.conf');
  execFileSync(NGINX, ['-t', '-p', dir, '-c', conf], { stdio: 'pipe' });
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Until nginx answers and an instance behind it does: a steady 502 is a failure, not a wait.
  const deadline = Date.now() + READY_WITHIN_MS;
  let last = 'no answer';
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errorLog(dir)}`);
    try {
      const reply = await fetch(`${baseUrl}/healthz`);
      if (reply.ok) break;
      last = `status ${reply.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline) {
      child.kill('SIGQUIT');
      throw new Error(
        `nginx on ${baseUrl} did not answer /healthz with 200 within ${READY_WITHIN_MS} ms (last: ${last}); ` +
          `upstreams ${upstreams.join(', ')}; error log: ${errorLog(dir)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    setDown: async (upstream, isDown) => {
      if (isDown) down.add(upstream);
      else down.delete(upstream);
      writeConfig();
      execFileSync(NGINX, ['-t', '-p', dir, '-c', conf], { stdio: 'pipe' });
      child.kill('SIGHUP');
      // The new worker takes over within a few milliseconds; the old one finishes what it holds.
      await new Promise((resolve) => setTimeout(resolve, RELOAD_SETTLES_MS));
    },
    close: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}

function errorLog(dir: string): string {
  try {
    return (
      [
        ...new Set(
          readFileSync(path.join(dir, 'error.log'), 'utf8')
            .trim()
            .split('\n')
            .map((line) => line.replace(/^\S+ \S+ /, '')),
        ),
      ]
        .slice(-3)
        .join(' | ') || '(empty)'
    );
  } catch {
    return '(none)';
  }
}
