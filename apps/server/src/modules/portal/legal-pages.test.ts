import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../platform/config';
import { loadLegalPages } from './legal-pages';

const folderWith = (files: Record<string, string | Buffer>) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-legal-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
};

describe('a LEGAL_PAGES_DIR the portal cannot use', () => {
  const refusal = async (dir: string) => {
    const error = await loadLegalPages(dir).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  };

  it('stops the start (main.ts exits with 2), saying what is wrong with each file', async () => {
    expect(await refusal(path.join(tmpdir(), 'ddp-no-such-folder'))).toEqual([
      `LEGAL_PAGES_DIR: "${path.join(tmpdir(), 'ddp-no-such-folder')}" is not a folder the portal can read`,
    ]);
    expect(
      await refusal(
        folderWith({
          'imprint.md': '# One',
          'imprint.html': '<p>Two</p>',
          'contact.txt': Buffer.from([0xff, 0xfe, 0x00, 0xd8]),
          'terms-of-use.md': 'x'.repeat(256 * 1024 + 1),
        }),
      ),
    ).toEqual([
      'LEGAL_PAGES_DIR: imprint.html and imprint.md are both for the page imprint; keep one',
      'LEGAL_PAGES_DIR: terms-of-use.md is larger than 256 KiB',
      'LEGAL_PAGES_DIR: contact.txt is not UTF-8 text',
    ]);
  });
});
