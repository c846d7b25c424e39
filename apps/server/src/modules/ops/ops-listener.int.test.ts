import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@ddp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../test/test-support/ops-cli';
import { freePort, type ServerProcess, startServerProcess } from '../../../test/test-support/server-process';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';
import { expectSecurityHeaders } from '../../platform/http/expect-security-headers';

const NOT_FOUND = { output: 'error', message: messages.notFound };

/** Operator calls of every kind: reads, a write, a path parameter. */
const OPERATOR_CALLS: ReadonlyArray<{
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  status: number;
}> = [
  { method: 'GET', path: '/v1/ops/accounts', status: 200 },
  { method: 'GET', path: '/v1/ops/companies', status: 200 },
  { method: 'POST', path: '/v1/ops/accounts/unlock', body: { email: 'nobody@example.com' }, status: 200 },
  { method: 'GET', path: '/v1/ops/bug-reports/BR-99999999', status: 404 },
];

const call = (base: string, token: string, op: (typeof OPERATOR_CALLS)[number]) =>
  fetch(`${base}${op.path}`, {
    method: op.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(op.body ? { 'content-type': 'application/json' } : {}),
    },
    body: op.body ? JSON.stringify(op.body) : undefined,
  });

/** Whether anything accepts a TCP connection at host:port. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe(`the operator API on a listener of its own (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ opsListener: true });
  });
  afterAll(() => server?.close());

  it('answers /v1/ops/* on its own port, and 404 for every one of them on the public port', async () => {
    expect(server.opsBaseUrl).not.toBe(server.baseUrl);
    for (const op of OPERATOR_CALLS) {
      const there = await call(server.opsBaseUrl, server.operatorToken, op);
      expect(there.status, `${op.path} on the operator port`).toBe(op.status);
      expectSecurityHeaders(there, `${op.path} on the operator port`, { noStore: true });

      const onPublic = await call(server.baseUrl, server.operatorToken, op);
      expect(onPublic.status, `${op.path} on the public port`).toBe(404);
      expect(await onPublic.json()).toEqual(NOT_FOUND);
    }
  });

  it('keeps health, readiness and the portal API on the public port only', async () => {
    for (const route of ['/healthz', '/readyz', '/v1/ddp/encryption-key']) {
      expect((await fetch(`${server.baseUrl}${route}`)).status, `${route} on the public port`).toBe(200);
      const onOps = await fetch(`${server.opsBaseUrl}${route}`);
      expect(onOps.status, `${route} on the operator port`).toBe(404);
      expect(await onOps.json()).toEqual(NOT_FOUND);
    }
  });

  it('is found by the CLI from the variables the server has, and the CLI says so when pointed at the portal', async () => {
    const opsPort = new URL(server.opsBaseUrl).port;
    const publicPort = new URL(server.baseUrl).port;
    const found = await runCli(server, ['companies', 'list'], {
      OPS_PORT: opsPort,
      PORT: publicPort,
      OPERATOR_TOKEN: server.operatorToken,
    });
    expect(found.code).toBe(0);

    const wrong = await runCli(server, ['companies', 'list'], {
      PORT: publicPort,
      OPERATOR_TOKEN: server.operatorToken,
    });
    expect(wrong.code).toBe(1);
    expect(wrong.output).toContain(`If http://127.0.0.1:${publicPort} is not the operator API, set OPS_URL`);
  });
});

describe('the operator API of a production server', () => {
  let instance: ServerProcess;
  let opsPort: number;
  const operatorToken = randomBytes(32).toString('base64url');

  beforeAll(async () => {
    opsPort = await freePort();
    instance = await startServerProcess({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      MASTER_KEY: randomBytes(32).toString('hex'),
      // Required in production; nothing is mailed here.
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_URL: 'https://portal.example',
      OPERATOR_TOKEN: operatorToken,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ddp-ops-prod-')),
      // Its own port, to run beside other tests; the address is production's default.
      OPS_PORT: String(opsPort),
    });
  }, 120_000);
  afterAll(() => instance?.stop('SIGTERM'));

  it('listens on loopback only, on its own port, and not on the public one', async () => {
    const accounts = OPERATOR_CALLS[0]!;
    expect((await call(`http://127.0.0.1:${opsPort}`, operatorToken, accounts)).status).toBe(200);
    // Bound to 127.0.0.1 itself: any other address of the machine, even loopback's 127.0.0.2, is refused.
    expect(await accepts('127.0.0.1', opsPort)).toBe(true);
    expect(await accepts('127.0.0.2', opsPort)).toBe(false);
    const onPublic = await call(instance.baseUrl, operatorToken, accounts);
    expect(onPublic.status).toBe(404);
    expect(await onPublic.json()).toEqual(NOT_FOUND);
  });

  it('is found by the CLI run with the server environment', async () => {
    const found = await runCli({ opsBaseUrl: '', operatorToken }, ['accounts', 'list'], {
      NODE_ENV: 'production',
      OPS_PORT: String(opsPort),
      OPERATOR_TOKEN: operatorToken,
    });
    expect(found.code).toBe(0);
  });
});
