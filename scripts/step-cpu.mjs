// The CPU time each step of `npm test` used, in core-seconds, Chromium and the servers it started
// included, which the wall-clock time of steps running side by side cannot tell. Counted by a cgroup
// per step where cgroup v1's CPU accounting is writable (as root on a CI machine); elsewhere only the
// machine's total is printed. What shortens CI on two cores is less CPU (docs/testing.md).
import { mkdirSync, mkdtempSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

const CPUACCT = '/sys/fs/cgroup/cpuacct';

export function stepCpu() {
  const root = accountingRoot();
  const startBusy = machineBusySeconds();
  const folders = new Map();
  const folderOf = (title) => path.join(root, title.replace(/[^a-z0-9]+/gi, '-'));
  return {
    /** The command, moved into the step's own cgroup before it starts anything. */
    wrap(title, command) {
      if (!root) return command;
      const folder = folderOf(title);
      try {
        mkdirSync(folder);
        folders.set(title, folder);
        return `{ echo $$ > ${folder}/tasks; } 2>/dev/null; ${command}`;
      } catch {
        return command;
      }
    },
    /** Core-seconds the step's processes used, when counted. */
    seconds(title) {
      const folder = folders.get(title);
      if (!folder) return undefined;
      try {
        return Number(readFileSync(path.join(folder, 'cpuacct.usage'), 'utf8')) / 1e9;
      } catch {
        return undefined;
      }
    },
    /** Core-seconds the whole machine was busy since the run began (PostgreSQL included). */
    machineSeconds() {
      const now = machineBusySeconds();
      return now === undefined || startBusy === undefined ? undefined : now - startBusy;
    },
    /** Removes the cgroups that have no process left in them. */
    close() {
      for (const folder of [...folders.values(), root].filter(Boolean)) {
        try {
          rmdirSync(folder);
        } catch {
          // A process still in it (a server a failed step left); the kernel keeps the group.
        }
      }
    },
  };
}

function accountingRoot() {
  try {
    return mkdtempSync(path.join(CPUACCT, 'ddp-test-'));
  } catch {
    return undefined;
  }
}

/** user + nice + system + irq + softirq of every core, from /proc/stat, in seconds. */
function machineBusySeconds() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq] = fields;
    // USER_HZ is 100 on Linux.
    return (user + nice + system + irq + softirq) / 100;
  } catch {
    return undefined;
  }
}
