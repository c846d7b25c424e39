import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../test/test-support/test-database';
import { startTestServer, type TestServer } from '../../../test/test-support/test-server';

const folderWith = (files: Record<string, string | Buffer>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-legal-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
};

describe(`legal pages written by the operator (${testDatabaseKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        LEGAL_PAGES_DIR: folderWith({
          'imprint.md': '\uFEFF# Example Ltd\n\nRegistered at *Example Court*, HRB 12345.\n',
          'terms-of-use.HTML': '<h2>Terms</h2><p>Use it kindly.</p>',
          'contact.txt': 'Write to support@example.com\nor call +49 30 1234567.',
          'notes.md': 'not a page of the portal',
        }),
      },
    });
  });
  afterAll(() => server.close());

  const page = (name: string) => server.client.raw(`/v1/ddp/legal-pages/${name}`, { method: 'GET' });

  it('serves each page from its file, as written, with its format', async () => {
    expect((await page('imprint')).body).toEqual({
      output: 'success',
      page: { format: 'markdown', content: '# Example Ltd\n\nRegistered at *Example Court*, HRB 12345.\n' },
    });
    expect((await page('terms-of-use')).body).toEqual({
      output: 'success',
      page: { format: 'html', content: '<h2>Terms</h2><p>Use it kindly.</p>' },
    });
    expect((await page('contact')).body).toMatchObject({ page: { format: 'text' } });
  });

  it('answers null for a page without a file (the neutral default), and 404 for other names', async () => {
    expect((await page('data-protection')).body).toEqual({ output: 'success', page: null });
    for (const name of ['notes', 'cookies', '..%2Fimprint']) {
      const reply = await page(name);
      expect(reply.status).toBe(404);
    }
  });
});
