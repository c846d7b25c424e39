import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

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

// The portal lives under /dev-portal/ (spec section 2); the API stays at the origin's /v1.
export default defineConfig({
  base: '/dev-portal/',
  plugins: [react(), precompressed],
  resolve: { alias: { 'swagger-ui-core': swaggerUiCore } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React in one chunk: otherwise the lazily loaded OpenAPI viewer, which shares React and
        // nothing else with the app, splits it into extra files that Login then loads too.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': 'http://127.0.0.1:8080',
    },
  },
});
