import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, signIn } from '../test-support/accounts';
import { createCredential } from '../test-support/credentials';
import { type ReverseProxy, startReverseProxy } from '../test-support/nginx';
import { PortalClient } from '../test-support/portal-client';
import { postgresForTests } from '../test-support/postgres-only';
import { createScratchDatabase, type ScratchDatabase } from '../test-support/scratch-postgres';
import { type ServerProcess, serverBundle, startServerProcess } from '../test-support/server-process';
import { asSession, type Session } from '../test-support/teams';
import { inFlightAtKill, type KillMoments, killFigures } from './kill-figures';
import { PortalLoad } from './portal-load';
import { type Call, steadyLoad } from './steady-load';

const adminUrl = postgresForTests('the kill-under-load test');
const systemClock = { now: () => new Date(), advance: () => {} };
// Long enough for dozens of requests on each side of the kill even on a busy 2-core machine, short
// enough for CI.
const LOAD_BEFORE_MS = 4_000;
const LOAD_AFTER_MS = 5_000;
/** What nginx answers for a request its instance died under; anything else is the portal's own answer. */
const PROXY_FAILURES = [502, 503, 504];

describe.runIf(adminUrl)('SIGKILL of one of two instances under steady load through nginx', () => {
  let database: ScratchDatabase;
  let instances: ServerProcess[] = [];
  let proxy: ReverseProxy;
  const hostOf = (instance: ServerProcess) => new URL(instance.baseUrl).host;

  beforeAll(async () => {
    await serverBundle();
    database = await createScratchDatabase(adminUrl as string, 'ddp_kill');
    const shared = {
      DATABASE_URL: database.url,
      MASTER_KEY: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://portal.test',
      TRUST_PROXY: 'true',
      RATE_LIMIT_PER_MINUTE: '100000',
    };
    const started = await Promise.allSettled(
      [1, 2].map(() =>
        startServerProcess({ ...shared, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddp-kill-')) }),
      ),
    );
    // Kept even when the other failed to start, so that afterAll stops it.
    instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    // nginx tries a failed instance again after fail_timeout (10 s by default): 2 s lets the few
    // seconds after the kill show what it does then, and is still longer than a killed process
    // takes to go on a busy machine (up to half a second), so that no retry meets it half gone.
    proxy = await startReverseProxy(
      instances.map((instance) => instance.baseUrl),
      { failTimeoutSeconds: 2 },
    );
  }, 120_000);
  afterAll(async () => {
    await proxy?.close();
    for (const instance of instances) await instance.stop('SIGTERM');
    await database?.drop();
  });

  it('keeps every acknowledged write, fails only requests in flight at the kill, and serves on', async () => {
    const [victim, survivor] = instances as [ServerProcess, ServerProcess];
    const portal = new PortalClient(proxy.baseUrl);
    const account = await registerAccount(portal);
    const owner: Session = asSession(account, await signIn(portal, account, systemClock));
    const standing = await createCredential(portal, owner, 'Standing client');

    const traffic = new PortalLoad(portal, proxy.baseUrl, owner, standing);
    const { steps, load, created, registered, tokens } = traffic;

    let running = true;
    const loadStartedAt = performance.now();
    const loaded = steadyLoad(steps, () => running);
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_MS));
    const killAt = performance.now();
    await victim.stop('SIGKILL');
    const goneAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, LOAD_AFTER_MS));
    running = false;
    await loaded;
    const moments: KillMoments = { killAt, goneAt, loadStartedAt, loadEndedAt: performance.now() };
    const calls = load.calls;
    const show = (call: Call) =>
      `${call.kind} ${call.status ?? call.error} via ${call.upstreams.join(', ') || '?'} ` +
      `${Math.round(call.startedAt - killAt)}..${Math.round(call.endedAt - killAt)} ms from the kill`;
    console.info(
      `Killing one of two instances under load (${steps.length} loops):\n  ${killFigures(calls, moments, {
        victim: hostOf(victim),
      }).join('\n  ')}`,
    );

    // The kill met a load that both instances served, with requests open.
    expect(calls.some((call) => call.startedAt < killAt && call.endedAt >= killAt)).toBe(true);
    const before = calls.filter((call) => call.endedAt < killAt);
    for (const instance of instances) {
      expect(before.some((call) => call.ok && call.upstreams.at(-1) === hostOf(instance))).toBe(true);
    }
    // Only requests on their way when the process died failed, at most one per loop, and only as
    // nginx reports a dead instance: never the portal's own error, never a success without its data.
    const failed = calls.filter((call) => !call.ok);
    expect(
      failed.filter((call) => call.status !== undefined && !PROXY_FAILURES.includes(call.status)).map(show),
    ).toEqual([]);
    expect(failed.filter((call) => !inFlightAtKill(call, moments)).map(show)).toEqual([]);
    expect(failed.filter((call) => call.upstreams.some((host) => host !== hostOf(victim))).map(show)).toEqual(
      [],
    );
    // nginx takes the dead instance out at its first failure, so no loop meets it twice.
    const loopsFailed = failed.map((call) => call.loop);
    expect(loopsFailed).toEqual([...new Set(loopsFailed)]);
    expect(failed.length).toBeLessThanOrEqual(steps.length);
    // A read is safe to send again, so nginx passes one cut off on to the survivor.
    expect(failed.filter((call) => call.kind === 'read details').map(show)).toEqual([]);

    // From the moment the process is gone, every request is served, by the survivor, of every kind.
    const after = calls.filter((call) => call.startedAt >= goneAt);
    expect(after.filter((call) => !call.ok || call.upstreams.at(-1) !== hostOf(survivor)).map(show)).toEqual(
      [],
    );
    // nginx tried the dead instance again, was refused and passed the request on to the survivor.
    const passedOn = `${hostOf(victim)}, ${hostOf(survivor)}`;
    expect(after.some((call) => call.upstreams.join(', ') === passedOn)).toBe(true);
    for (const kind of new Set(calls.map((call) => call.kind))) {
      expect(
        after.some((call) => call.kind === kind),
        kind,
      ).toBe(true);
    }

    // Every acknowledged write is there, through the survivor; nginx sent no cut-off create again.
    const failedCreates = failed.filter((call) => call.kind === 'create credential').length;
    const { listed } = await traffic.expectAcknowledgedWrites(database.url, failedCreates);
    console.info(
      `  found afterwards: all ${created.length} acknowledged credentials (${listed} listed), ` +
        `${registered.length} accounts, ${tokens.length} tokens`,
    );
    // The load itself is 9 s; starting two instances and checking every write take the rest. The
    // limit ends a hang: a start may take 90 s on a loaded CI machine (test-support/server-process.ts).
  }, 240_000);
});
