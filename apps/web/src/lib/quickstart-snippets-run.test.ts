import { spawn, spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sampleApiDocument } from '@ddp/demo-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickstartFor, type SnippetLanguage } from './quickstart-snippets';

// The generated examples run for real, in bash with curl, in Node.js and in Python with requests,
// against a small token endpoint and API on loopback that accept exactly one client id and secret.
// Both are as unusual as can be, so a quoting slip shows as a refused token, not a passing test.

const CLIENT_ID = `ddp-"odd' $HOME \`id\` ä`;
const SECRET = `s3'cr"et $(id) \\n\n%&+= 😀 !x`;
const TOKEN = 'token-abc.def_ghi';

let server: Server;
let origin = '';
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      seen.push(`${req.method} ${req.url}`);
      if (req.method === 'POST' && req.url === '/oauth2/token') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const ok =
          form.get('grant_type') === 'client_credentials' &&
          form.get('client_id') === CLIENT_ID &&
          form.get('client_secret') === SECRET;
        if (!ok) return send(401, { error: 'invalid_client' });
        return send(200, { access_token: TOKEN, token_type: 'Bearer', expires_in: 300, scope: 'api' });
      }
      if (req.method === 'GET' && req.url === '/v1/sample/stations') {
        if (req.headers.authorization !== `Bearer ${TOKEN}`) return send(401, { error: 'invalid_token' });
        return send(200, { stations: [{ id: 'berlin-mitte' }] });
      }
      send(404, { error: 'not_found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const has = (command: string, ...check: string[]) =>
  spawnSync(command, check.length ? check : ['--version'], { stdio: 'ignore' }).status === 0;

/** Runs a program with the code on its standard input. */
function run(command: string, args: string[], code: string): Promise<{ status: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, out }));
    child.stdin.end(code);
  });
}

const runners: Record<
  SnippetLanguage,
  { available: () => boolean; run: (code: string) => ReturnType<typeof run> }
> = {
  curl: { available: () => has('curl') && has('bash'), run: (code) => run('bash', ['-s'], code) },
  javascript: { available: () => true, run: (code) => run(process.execPath, ['--input-type=module'], code) },
  python: {
    available: () => has('python3', '-c', 'import requests'),
    run: (code) => run('python3', ['-'], code),
  },
};

const snippet = (language: SnippetLanguage, secret: string) =>
  quickstartFor({
    metadata: { issuer: origin, token_endpoint: `${origin}/oauth2/token` },
    document: sampleApiDocument(origin),
    clientId: CLIENT_ID,
    secret,
  }).snippets.find((s) => s.language === language)?.code ?? '';

describe.each(Object.keys(runners) as SnippetLanguage[])('the %s example, run as shown', (language) => {
  const runner = runners[language];
  it.skipIf(!runner.available())('gets a token and a 200 with data from the API', async () => {
    seen.length = 0;
    const { status, out } = await runner.run(snippet(language, SECRET));
    expect(status, out).toBe(0);
    expect(out).toMatch(/HTTP 200/);
    expect(out).toContain('berlin-mitte');
    expect(seen).toEqual(['POST /oauth2/token', 'GET /v1/sample/stations']);
  });

  it.skipIf(!runner.available())('does not get data with a wrong secret', async () => {
    const { out } = await runner.run(snippet(language, `${SECRET}x`));
    expect(out).not.toContain('berlin-mitte');
  });
});
