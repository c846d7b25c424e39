import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// STYLE.md: small files named after what they do. A module file past this many lines holds more
// than one thing: split it by what its parts do (as auth's sign-in, sessions, account security).
const MAX_LINES = 300;
const modulesDir = fileURLToPath(new URL('../../src/modules', import.meta.url));

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('module files', () => {
  it(`stay under ${MAX_LINES} lines`, () => {
    const files = productFiles(modulesDir);
    expect(files.length).toBeGreaterThan(50);
    const long = files
      .map((file) => ({
        file: path.relative(modulesDir, file),
        lines: readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
