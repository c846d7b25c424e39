import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onOperatorListener } from '../test-support/portal-client';
import { testDatabaseKind } from '../test-support/test-database';
import { checkCallers, checkIds, unstatedRefusals } from './check-row';
import { manualRedirects } from './http';
import { type MatrixServer, startMatrixServer } from './matrix-server';
import { NOT_APPLICABLE, routesWithEveryOption } from './optional-routes';
import { NOT_FOUND } from './replies';
import { rows } from './rows';
import { ACTORS, buildWorld, type World } from './world';

const sorted = (list: readonly string[]) => [...list].sort();

describe(`access matrix: every route, every caller (${testDatabaseKind})`, () => {
  let server: MatrixServer;
  let world: World;
  beforeAll(async () => {
    server = await startMatrixServer();
    world = await buildWorld(server);
  }, 180_000);
  afterAll(() => server?.close());

  it('has exactly one row for every route the matrix server answers', () => {
    const listed = rows.map((row) => row.route);
    expect(new Set(listed).size, 'a route has two rows').toBe(listed.length);
    expect(sorted(server.app.routes)).toEqual(sorted(listed));
  });

  it('has a row or a stated reason for every route of a server with every optional setting on', async () => {
    const everyRoute = await routesWithEveryOption(server);
    const listed = rows.map((row) => row.route);
    expect(
      NOT_APPLICABLE.filter((r) => listed.includes(r)),
      'both a row and not applicable',
    ).toEqual([]);
    expect(sorted(everyRoute)).toEqual(sorted([...listed, ...NOT_APPLICABLE]));
  });

  it('states the reply of every caller a row refuses, and refuses no caller it allows', () => {
    expect(rows.flatMap(unstatedRefusals)).toEqual([]);
  });

  it('answers every operator route with 404 on the public listener, to the operator as to anyone', async () => {
    const onPublic = manualRedirects({ baseUrl: server.baseUrl });
    const opsRoutes = server.app.routes.filter((route) => onOperatorListener(route.split(' ')[1] ?? ''));
    expect(opsRoutes.length).toBeGreaterThan(0);
    for (const route of opsRoutes) {
      const [method, template = ''] = route.split(' ') as ['GET' | 'POST', string];
      // Any value for a path parameter: the public listener has no such route at all.
      const path = template.replace(/:\w+/g, 'BR-00000001');
      for (const name of ACTORS) {
        const reply = await onPublic.call(
          world.callers[name],
          method,
          path,
          method === 'POST' ? {} : undefined,
        );
        expect.soft({ status: reply.status, body: reply.body }, `${route} by ${name}`).toEqual(NOT_FOUND);
      }
    }
  });

  for (const row of rows) {
    it(row.route, async () => {
      await checkCallers(world, row);
      await checkIds(world, row);
    });
  }
});
