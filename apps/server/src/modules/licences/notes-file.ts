import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LICENCE_NOTES_FILE_NAME = 'third-party-licences.json';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where the build writes the notes (scripts/licences-generate.mjs): beside the server bundle, so
 * `dist/main.js` finds them next to itself. A server run from source (dev server, tests) has no
 * bundle beside it and reads the server build's output instead.
 */
export function licenceNotesCandidates(): string[] {
  return [
    path.join(here, LICENCE_NOTES_FILE_NAME),
    path.resolve(here, '../../../dist', LICENCE_NOTES_FILE_NAME),
  ];
}

/**
 * A server run from source, before any build, makes the notes with the build's own script. The
 * bundle has no such script beside it: there a missing file stays missing.
 */
export function generateFromSource(): Promise<boolean> {
  const root = path.resolve(here, '../../../../..');
  const script = path.join(root, 'scripts/licences-generate.mjs');
  if (!existsSync(script) || !existsSync(path.join(root, 'apps/server/src'))) return Promise.resolve(false);
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { cwd: root, timeout: 120_000 }, (error) => resolve(!error));
  });
}
