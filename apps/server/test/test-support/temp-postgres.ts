import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

const script = path.resolve(__dirname, '../../../../scripts/temp-postgres.sh');
const run = (...args: string[]) => execFileSync('bash', [script, ...args], { encoding: 'utf8' }).trim();

/** A PostgreSQL cluster of the test's own (scripts/temp-postgres.sh), for making it fail on purpose. */
export interface TempPostgres {
  url: string;
  /** Stops it at once, as a crash would; clients see their connections refused. */
  halt(): void;
  resume(): void;
  /**
   * Stops every process of the cluster where it stands (SIGSTOP), as a frozen host or a dropped route
   * would: connections are neither answered nor refused.
   */
  freeze(): void;
  thaw(): void;
  stop(): void;
}

export async function startTempPostgres(): Promise<TempPostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-pg-'));
  const port = String(await freePort());
  const url = run('start', dir, port);
  // The postmaster first, so that it starts no new backend while the rest are being stopped.
  const clusterPids = () => {
    const postmaster = Number(readFileSync(path.join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return [postmaster, ...childrenOf(postmaster)];
  };
  const thaw = () => {
    for (const pid of clusterPids().reverse()) process.kill(pid, 'SIGCONT');
  };
  return {
    url,
    halt: () => run('halt', dir),
    resume: () => run('resume', dir, port),
    freeze: () => {
      for (const pid of clusterPids()) process.kill(pid, 'SIGSTOP');
    },
    thaw,
    stop: () => {
      // A failed test may leave it frozen, and a frozen cluster cannot be stopped.
      try {
        thaw();
      } catch {
        // halted: nothing runs
      }
      run('stop', dir);
    },
  };
}

function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) === parent) children.push(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  return children;
}
