import { defineConfig } from 'vitest/config';
import LongFilesFirst from './apps/server/test/test-support/long-files-first.ts';

// Both projects run two files at a time in processes that are reused from file to file
// (`isolate: false`): a new process per file spent most of the unit run, and a few seconds of each
// server file, importing the same modules again (docs/testing.md). Every server file still starts
// its own server on a database of its own.
export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          maxWorkers: 2,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'server',
          isolate: false,
          // npm test gives the PostgreSQL fuzz files a third worker: they wait on the database and
          // on short pauses for about half their time, which left a core idle once the PGlite pass
          // beside them had ended (docs/testing.md).
          maxWorkers: Number(process.env.SERVER_SUITE_WORKERS ?? 2),
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          globalSetup: ['apps/server/test/test-support/pglite-template.ts'],
          // A limit for a test that hangs, not a speed requirement (speed is for `npm run bench`): on
          // a loaded CI machine the heaviest PGlite tests (10 MiB uploads, the purge under SMTP)
          // have taken over 30 s, and starting a server on PGlite once took over a minute while the
          // journeys and the fuzzing ran beside it.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
