import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import { allEntries } from './all-entries';
import { FUZZ_SERVER_ENV } from './fuzz-suite';

describe(`hostile input: every route is fuzzed (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: FUZZ_SERVER_ENV });
  }, 180_000);
  afterAll(() => server?.close());

  it('has exactly one fuzz entry for every route the server answers', () => {
    const listed = allEntries.map((entry) => entry.route);
    expect(new Set(listed).size, 'a route has two entries').toBe(listed.length);
    expect([...listed].sort()).toEqual([...server.app.routes].sort());
  });
});
