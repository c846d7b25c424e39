import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { routePreloads } from './route-preloads';

// Swagger UI's constructor without its React wrapper, so the viewer decides when its render runs
// (see openapi-viewer.tsx). The same file the wrapper itself loads in a browser build.
const swaggerUiCore = path.join(
  path.dirname(createRequire(import.meta.url).resolve('swagger-ui-react')),
  'swagger-ui-es-bundle-core.js',
);

// Brotli and gzip copies of every text file beside it, made once at build time at the best
// settings: the server sends them as they are (@fastify/static, preCompressed). Below 1 KiB a
// compressed copy saves less than its headers cost; a copy that is no smaller is not written.
const precompressed = compression({
  include: /\.(js|mjs|css|map|json|svg|txt|html)$/,
  threshold: 1024,
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  logLevel: 'silent',
});

// Modules of the screens' shared kit (see codeSplitting below).
const screensKit =
  /node_modules[\\/](@mantine|@tabler|@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-callback-ref|use-sidecar|get-nonce|react-style-singleton|tslib|zod)[\\/]|packages[\\/]contract[\\/]|apps[\\/]web[\\/]src[\\/](components|lib)[\\/]/;

const sessionTimer = /src[\\/]lib[\\/](session-timer|activity-clock|session-expiry|session-warning)\./;

// The encryption library, which Login loads at start: in the kit, Login would download the kit.
const encryptionLibrary = /src[\\/]lib[\\/]jose-parts\./;

// A language's compiled texts load only when that language is chosen (packages/contract/src/messages.ts).
const languageCatalogue = /packages[\\/]contract[\\/]src[\\/]i18n[\\/]compiled[\\/]/;

// The contract's modules that build zod schemas, found by their imports, and zod itself: the
// forms' checks, which a screen without a form on its first view does not download.
const contractSource = path.resolve(import.meta.dirname, '../../packages/contract/src');
const schemaModules = new Set(
  readdirSync(contractSource)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .filter((name) => /from 'zod'/.test(readFileSync(path.join(contractSource, name), 'utf8')))
    .map((name) => path.join(contractSource, name)),
);
const formSchemas = (id: string) =>
  /node_modules[\\/]zod[\\/]/.test(id) || schemaModules.has(path.normalize(id));

// The portal lives under /dev-portal/ (spec section 2); the API stays at the origin's /v1.
export default defineConfig({
  base: '/dev-portal/',
  plugins: [react(), precompressed, routePreloads(import.meta.dirname)],
  resolve: { alias: { 'swagger-ui-core': swaggerUiCore } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React in one chunk: otherwise the lazily loaded OpenAPI viewer, which shares React and
            // nothing else with the app, splits it into extra files that Login then loads too.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // What the entry imports statically (Login's first screen), in the entry's own file
            // rather than in six.
            { name: 'start', tags: ['$initial'], priority: 2 },
            // The kit of every other screen: the UI components, the app's shared parts and the
            // contract's schemas, in one file. Split by which screens use them, they were 10 to 40
            // files per screen, and on a phone's connection every file costs a round trip while
            // the extra bytes of a whole kit cost less (docs/benchmarks.md, "Lighthouse").
            // The OpenAPI viewer and its libraries stay out: they load only on the docs screen.
            // The session timer stays out too: the code screen loads it, and the kit's stylesheet
            // must not come before Mantine's, which the first screen after it brings. The German
            // texts stay out as well (in the kit, every signed-in screen downloaded them in
            // English), and so do the forms' schemas, in a file of their own (the group above).
            { name: 'form-schemas', test: formSchemas, priority: 2 },
            {
              name: 'screens-kit',
              test: (id: string) =>
                screensKit.test(id) &&
                !sessionTimer.test(id) &&
                !encryptionLibrary.test(id) &&
                !languageCatalogue.test(id) &&
                !formSchemas(id),
              priority: 1,
            },
          ],
        },
      },
    },
    manifest: true,
  },
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:8080',
    },
  },
});
