import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallResult } from '../test-support/portal-client';
import { testDatabaseKind } from '../test-support/test-database';
import { startTestServer, type TestServer } from '../test-support/test-server';
import type { Row } from './row';
import { accountRows } from './rows-account';
import { bugReportRows } from './rows-bug-reports';
import { credentialRows } from './rows-credentials';
import { docsRows, sampleApiRows } from './rows-docs';
import { licenceRows } from './rows-licences';
import { frontendAppRows, newsRows } from './rows-news-apps';
import { oauthRows } from './rows-oauth';
import { opsRows } from './rows-ops';
import { publicRows } from './rows-public';
import { teamRows } from './rows-team';
import { ACTORS, type ActorName, buildWorld, type World } from './world';

const rows: Row[] = [
  ...publicRows,
  ...accountRows,
  ...teamRows,
  ...credentialRows,
  ...docsRows,
  ...sampleApiRows,
  ...oauthRows,
  ...opsRows,
  ...bugReportRows,
  ...newsRows,
  ...frontendAppRows,
  ...licenceRows,
];

// A redirect (the demo app's folder without its slash) is an answer, too.
const succeeded = (reply: CallResult) => reply.status >= 200 && reply.status < 400;
const refused = (reply: CallResult) =>
  reply.status >= 400 && reply.status < 500 && (reply.body as { output?: string }).output !== 'success';
const answer = (reply: CallResult) => {
  const body = reply.body as Record<string, unknown>;
  return { status: reply.status, message: body.message ?? body.error_description ?? body.error };
};
const describeCall = (who: ActorName, reply: CallResult) =>
  `${who} got ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`;

describe(`access matrix: every route, every caller (${testDatabaseKind})`, () => {
  let server: TestServer;
  let world: World;
  beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO: 'true' } });
    world = await buildWorld(server);
  }, 120_000);
  afterAll(() => server.close());

  it('has exactly one row for every route the server answers', () => {
    const listed = rows.map((row) => row.route);
    expect(new Set(listed).size, 'a route has two rows').toBe(listed.length);
    expect([...server.app.routes].sort()).toEqual([...listed].sort());
  });

  for (const row of rows) {
    it(`${row.route}`, async () => {
      const allowed = Array.isArray(row.allowed) ? row.allowed : [];
      const outcomes: string[] = [];
      const replies = new Map<ActorName, CallResult>();
      // Allowed callers first, so that refusals cannot use up what the rightful caller needs.
      const order = [...ACTORS].sort((a, b) => Number(allowed.includes(b)) - Number(allowed.includes(a)));
      for (const name of order) {
        const who = row.fresh && allowed.includes(name) ? await world.freshOf(name) : world.callers[name];
        const reply = await row.call(world, who);
        replies.set(name, reply);
        expect(reply.status, describeCall(name, reply)).toBeLessThan(500);
        const ok =
          row.allowed === 'anyone' || allowed.includes(name)
            ? succeeded(reply)
            : row.allowed === 'same-for-all' || refused(reply);
        if (!ok) outcomes.push(describeCall(name, reply));
      }
      expect(outcomes, 'callers answered against the matrix').toEqual([]);

      if (row.allowed === 'same-for-all') {
        const answers = [...replies.values()].map(answer);
        for (const other of answers) expect(other).toEqual(answers[0]);
      }
      if (row.unknown) {
        for (const name of ['userB', 'ownerB'] as const) {
          const foreign = await row.call(world, world.callers[name]);
          const unknown = await row.unknown(world, world.callers[name]);
          expect(answer(foreign), `${name}: a foreign id must look unknown`).toEqual(answer(unknown));
        }
      }
      if (row.rightful) {
        const reply = await row.rightful(world);
        expect(succeeded(reply), `the rightful client got ${reply.status}`).toBe(true);
      }
    });
  }
});
