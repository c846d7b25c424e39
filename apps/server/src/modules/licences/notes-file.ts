import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LICENCE_NOTES_FILE_NAME = 'third-party-licences.json';

/**
 * Where the build writes the notes (scripts/licences-generate.mjs): beside the server bundle, so
 * `dist/main.js` finds them next to itself. A server run from source (dev server, tests) has no
 * bundle beside it and reads the last server build's output instead.
 */
export function licenceNotesCandidates(): string[] {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return [
    path.join(here, LICENCE_NOTES_FILE_NAME),
    path.resolve(here, '../../../dist', LICENCE_NOTES_FILE_NAME),
  ];
}
