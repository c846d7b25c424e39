import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type LicenceDetailItem, type LicenceNameItem, messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const readJson = (file: string) => JSON.parse(readFileSync(`${root}${file}`, 'utf8'));

/** Every installed package of the lock file, as `name@version`. */
function lockedPackages(): Set<string> {
  const lock = readJson('package-lock.json') as { packages: Record<string, { version?: string }> };
  const found = new Set<string>();
  for (const [key, entry] of Object.entries(lock.packages)) {
    const at = key.lastIndexOf('node_modules/');
    if (at < 0 || !entry.version) continue;
    found.add(`${key.slice(at + 'node_modules/'.length)}@${entry.version}`);
  }
  return found;
}

const lockedVersion = (name: string) =>
  (readJson('package-lock.json') as { packages: Record<string, { version: string }> }).packages[
    `node_modules/${name}`
  ]?.version;

describe(`licence notes (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // What `npm run build -w apps/server` does after bundling; a no-op when the notes are current.
    execFileSync(process.execPath, ['scripts/licences-generate.mjs'], { cwd: root, stdio: 'pipe' });
    server = await startTestServer();
  }, 120_000);
  afterAll(() => server.close());

  const names = async () =>
    (await server.client.get<{ message: LicenceNameItem[] }>('/v1/ddp/get-all-license-name', {})).body
      .message;
  const details = async (license_name: string) =>
    server.client.get<{ output: string; message: LicenceDetailItem[] }>('/v1/ddp/get-all-details', {
      license_name,
    });
  const everyComponent = async () => {
    const all: Array<LicenceDetailItem & { license: string }> = [];
    for (const { license_name } of await names()) {
      for (const entry of (await details(license_name)).body.message)
        all.push({ ...entry, license: license_name });
    }
    return all;
  };

  it('lists the licence names without signing in, each once, the most used first', async () => {
    const reply = await server.client.get<{ output: string; message: LicenceNameItem[] }>(
      '/v1/ddp/get-all-license-name',
      {},
    );
    expect(reply.status).toBe(200);
    expect(reply.body.output).toBe('success');
    const list = reply.body.message.map((item) => item.license_name);
    expect(list).toContain('MIT');
    expect(list).toContain('Apache-2.0');
    expect(new Set(list).size).toBe(list.length);
    const counts = await Promise.all(list.map(async (name) => (await details(name)).body.message.length));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(list[0]).toBe('MIT');
  });

  it('lists only packages that package-lock.json really installs', async () => {
    const locked = lockedPackages();
    const listed = await everyComponent();
    expect(listed.length).toBeGreaterThan(50);
    const strangers = listed.filter((entry) => !locked.has(`${entry.component}@${entry.version}`));
    expect(strangers).toEqual([]);
  });

  it('names the server and the web app dependencies with their licences and copyright', async () => {
    const mit = (await details('MIT')).body.message;
    const fastify = mit.find((entry) => entry.component === 'fastify');
    const react = mit.find((entry) => entry.component === 'react');
    expect(fastify).toMatchObject({ version: lockedVersion('fastify') });
    expect(fastify?.copyright).toMatch(/Copyright \(c\) .*Fastify/);
    expect(react).toMatchObject({ version: lockedVersion('react') });
    expect(react?.copyright).toMatch(/Copyright \(c\) Meta Platforms/);
    const kysely = (await everyComponent()).find((entry) => entry.component === 'kysely');
    expect(kysely?.license).toBe('MIT');
  });

  it('leaves out build and test tools and our own workspaces', async () => {
    const listed = new Set((await everyComponent()).map((entry) => entry.component));
    for (const tool of [
      'vite',
      'vitest',
      'typescript',
      '@biomejs/biome',
      '@cyclonedx/cyclonedx-npm',
      'esbuild',
    ]) {
      expect(listed.has(tool), tool).toBe(false);
    }
    for (const own of ['@ddp/server', '@ddp/web', '@ddp/contract']) expect(listed.has(own), own).toBe(false);
  });

  it('answers an unknown licence name with an empty list', async () => {
    const reply = await details('No-Such-Licence-1.0');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ output: 'success', message: [] });
  });

  it('accepts the consumerId of the contract and refuses unreadable or bad input', async () => {
    const withId = await server.client.get('/v1/ddp/get-all-license-name', {
      consumerId: '6f1c1b44-5c1e-4a0e-9a8e-0b9d2a5d7c10',
    });
    expect(withId.status).toBe(200);
    const noEnvelope = await server.client.raw('/v1/ddp/get-all-details?license_name=MIT', { method: 'GET' });
    expect(noEnvelope.status).toBe(400);
    expect(noEnvelope.body).toMatchObject({ output: 'error', message: messages.badEnvelope });
    const empty = await details('   ');
    expect(empty.status).toBe(400);
    const badId = await server.client.get('/v1/ddp/get-all-details', {
      consumerId: 'x',
      license_name: 'MIT',
    });
    expect(badId.status).toBe(400);
  });

  it('downloads the notices of one licence with the licence texts', async () => {
    const response = await fetch(`${server.baseUrl}/v1/ddp/third-party-notices?license_name=MIT`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="third-party-notices-MIT.txt"',
    );
    const text = await response.text();
    expect(text).toContain(`fastify ${lockedVersion('fastify')}\nLicence: MIT`);
    expect(text).toContain('Permission is hereby granted, free of charge');
    expect(text).not.toContain('Licence: Apache-2.0');

    const all = await fetch(`${server.baseUrl}/v1/ddp/third-party-notices`);
    expect(all.headers.get('content-disposition')).toBe('attachment; filename="third-party-notices.txt"');
    expect(await all.text()).toContain('Licence: Apache-2.0');

    const unknown = await fetch(`${server.baseUrl}/v1/ddp/third-party-notices?license_name=Nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ output: 'error', message: messages.licencesNoData });
  });
});
