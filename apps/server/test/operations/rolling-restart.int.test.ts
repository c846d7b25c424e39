import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PortalLoad } from '../faults/portal-load';
import { type Call, steadyLoad } from '../faults/steady-load';
import { registerAccount, signIn } from '../test-support/accounts';
import { createCredential } from '../test-support/credentials';
import { type ReverseProxy, startReverseProxy } from '../test-support/nginx';
import { PortalClient } from '../test-support/portal-client';
import { postgresForTests } from '../test-support/postgres-only';
import { previousReleaseBundle, previousReleaseCommit } from '../test-support/previous-release';
import { createScratchDatabase, type ScratchDatabase } from '../test-support/scratch-postgres';
import {
  freePort,
  type ServerProcess,
  serverBundle,
  startServerProcess,
} from '../test-support/server-process';
import { asSession } from '../test-support/teams';

const adminUrl = postgresForTests('the rolling restart test');
if (adminUrl && !previousReleaseCommit())
  throw new Error('the repository history is needed to build the previous release (a full clone)');
const systemClock = { now: () => new Date(), advance: () => {} };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * How long an instance says it is stopping on /readyz while it still serves (SHUTDOWN_DELAY_SECONDS).
 * Long enough for the test to see both on a loaded CI machine: with 1 s, the instance had once closed
 * before the test, having seen the 503, asked /healthz.
 */
const DELAY_SECONDS = 4;

/** Two instances on one database behind nginx, each replaced in turn by what `restart` starts. */
interface Deployment {
  database: ScratchDatabase;
  proxy: ReverseProxy;
  instances: ServerProcess[];
  ports: number[];
  /** The bundle first deployed; undefined for this release. */
  bundle: string | undefined;
}

// Issue 23, part 3: one instance after the other stops gracefully and starts again on the same
// address (the same build, then an upgrade from the release before), under a steady load of writes
// and reads through nginx, and no request fails.
describe.runIf(adminUrl)('restarting two instances one after the other under load through nginx', () => {
  const deployments: Deployment[] = [];
  const masterKey = randomBytes(32).toString('hex');

  beforeAll(async () => {
    await Promise.all([serverBundle(), previousReleaseBundle()]);
  }, 240_000);
  afterAll(async () => {
    for (const { proxy, instances, database } of deployments) {
      await proxy?.close();
      for (const instance of instances) await instance.stop('SIGKILL');
      await database?.drop();
    }
  });

  const start = (database: ScratchDatabase, port: number, bundle?: string) =>
    startServerProcess(
      {
        DATABASE_URL: database.url,
        MASTER_KEY: masterKey,
        PUBLIC_URL: 'http://portal.test',
        TRUST_PROXY: 'true',
        RATE_LIMIT_PER_MINUTE: '100000',
        SHUTDOWN_DELAY_SECONDS: String(DELAY_SECONDS),
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddp-rolling-')),
      },
      bundle,
    );

  /** Two instances of `bundle` (this release when not given) on a new database behind nginx. */
  async function deploy(bundle?: string): Promise<Deployment> {
    const database = await createScratchDatabase(adminUrl as string, 'ddp_rolling');
    const ports = [await freePort(), await freePort()];
    const instances: ServerProcess[] = [];
    // One after the other: the first runs the migrations.
    for (const port of ports) instances.push(await start(database, port, bundle));
    const proxy = await startReverseProxy(
      instances.map((instance) => instance.baseUrl),
      // Each restart reloads nginx twice; its clients' connections end with each answer (see the option).
      { failTimeoutSeconds: 1, keepClientConnections: false },
    );
    const deployment = { database, proxy, instances, ports, bundle };
    deployments.push(deployment);
    return deployment;
  }

  /**
   * Under a steady load through nginx, each instance in turn: out of nginx's rotation, SIGTERM, a new
   * one of this release on its port, back in. Readiness turning off first is checked where the
   * stopping instance is of this release; the release before is held only to what follows. No
   * request may fail, and every write acknowledged must be in the database afterwards.
   */
  async function rollUnderLoad({ database, proxy, instances, ports, bundle }: Deployment) {
    const readinessFirst = bundle === undefined;
    const portal = new PortalClient(proxy.baseUrl);
    const account = await registerAccount(portal);
    const owner = asSession(account, await signIn(portal, account, systemClock));
    const standing = await createCredential(portal, owner, 'Standing client');
    const traffic = new PortalLoad(portal, proxy.baseUrl, owner, standing);

    let running = true;
    const loaded = steadyLoad(traffic.steps, () => running);
    const restarts: string[] = [];
    const readyAt: number[] = [];
    await pause(2_000);
    for (const [index, port] of ports.entries()) {
      const stopping = instances[index] as ServerProcess;
      // Out of nginx's rotation first: with nginx alone, a connection the instance had not yet
      // taken when its listener closed is reset after nginx sent the request on it, and a write
      // is not sent again (docs/production.md, "Upgrades").
      await proxy.setDown(stopping.baseUrl, true);
      const stoppedAt = performance.now();
      stopping.child.kill('SIGTERM');
      if (readinessFirst) {
        // Readiness goes first; the instance still answers meanwhile.
        await expect
          .poll(async () => (await fetch(`${stopping.baseUrl}/readyz`).catch(() => undefined))?.status, {
            timeout: DELAY_SECONDS * 1000,
            interval: 50,
          })
          .toBe(503);
        expect((await fetch(`${stopping.baseUrl}/healthz`)).status).toBe(200);
      }
      await stopping.stop('SIGTERM');
      const goneAt = performance.now();
      instances[index] = await start(database, port);
      readyAt[index] = performance.now();
      await proxy.setDown(stopping.baseUrl, false);
      restarts.push(
        `instance ${index + 1}: gone ${Math.round(goneAt - stoppedAt)} ms after SIGTERM, ready again ${Math.round(performance.now() - goneAt)} ms later`,
      );
      // Both serve before the next one stops.
      await pause(2_000);
    }
    running = false;
    await loaded;

    const calls = traffic.load.calls;
    const show = (call: Call) =>
      `${call.kind} ${call.status ?? call.error} via ${call.upstreams.join(', ') || '?'}`;
    console.info(
      `Rolling restart under load (${traffic.steps.length} loops): ${calls.length} requests, ` +
        `${calls.filter((call) => !call.ok).length} failed; ${restarts.join('; ')}`,
    );
    expect(calls.filter((call) => !call.ok).map(show)).toEqual([]);
    // Each instance served again once restarted, and the load ran on through each restart.
    for (const [index, instance] of instances.entries()) {
      const host = new URL(instance.baseUrl).host;
      const since = readyAt[index] ?? Number.POSITIVE_INFINITY;
      expect(calls.some((call) => call.startedAt > since && call.upstreams.at(-1) === host)).toBe(true);
    }
    expect(calls.length).toBeGreaterThan(100);
    await traffic.expectAcknowledgedWrites(database.url, 0);
  }

  it('fails no request, and every acknowledged write is there afterwards', async () => {
    await rollUnderLoad(await deploy());
  }, 240_000);

  it('upgrades from the release before the newest migration to this one the same way', async () => {
    const previous = await previousReleaseBundle();
    // The first new instance runs the newest migration while the other, of the release before,
    // serves on beside it on the migrated schema.
    await rollUnderLoad(await deploy(previous.main));
  }, 240_000);
});
