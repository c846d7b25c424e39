// `npm run bundle-report`: what the Login page loads before it can paint, and what the OpenAPI
// viewer adds later, read from the web build (apps/web/dist; run `npm run build -w apps/web` first).
//
// The initial JS of Login is the entry script of index.html with everything it imports statically
// (what the browser must fetch before the first render), plus the modulepreload links. The viewer
// is the lazily imported chunk `openapi-viewer-*.js` with its static imports, less what Login already
// has. Exits 1 when Login's initial JS is over the budget or contains a viewer chunk.
// Options: --dist DIR, --budget-kb N (150), --viewer NAME (openapi-viewer), --files, --json.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(root, 'apps/web/dist') },
    'budget-kb': { type: 'string', default: '150' },
    viewer: { type: 'string', default: 'openapi-viewer' },
    json: { type: 'boolean', default: false },
    files: { type: 'boolean', default: false },
  },
});
const dist = path.resolve(values.dist);
const budgetBytes = Number(values['budget-kb']) * 1024;
const assets = path.join(dist, 'assets');

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run \`npm run build -w apps/web\` first.`);
  process.exit(2);
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assetName = (href) => path.basename(href.split('?')[0]);
const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) =>
  assetName(m[1]),
);
const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) =>
  assetName(m[1]),
);
if (entries.length === 0) {
  console.error('index.html has no module script: is this a Vite build?');
  process.exit(2);
}

// Static imports only (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is lazy.
const STATIC_IMPORT = /\bimport\s*(?:[\w$\s{},*]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g;
const sourceCache = new Map();
const source = (file) => {
  if (!sourceCache.has(file)) sourceCache.set(file, readFileSync(path.join(assets, file)));
  return sourceCache.get(file);
};

function staticClosure(starts) {
  const seen = new Set();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of source(file).toString('utf8').matchAll(STATIC_IMPORT)) {
      queue.push(assetName(match[1]));
    }
  }
  return seen;
}

const sizes = (files) =>
  [...files].reduce(
    (sum, file) => {
      const bytes = source(file);
      return { raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes).length };
    },
    { raw: 0, gzip: 0 },
  );

const initial = staticClosure([...entries, ...preloads]);
const viewerStarts = readdirSync(assets).filter(
  (file) => file.startsWith(`${values.viewer}-`) && file.endsWith('.js'),
);
const viewerAll = staticClosure(viewerStarts);
const viewerOwn = new Set([...viewerAll].filter((file) => !initial.has(file)));
const viewerInInitial = viewerStarts.filter((file) => initial.has(file));

const login = sizes(initial);
const viewer = sizes(viewerOwn);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const report = {
  dist: path.relative(root, dist) || '.',
  login: { files: initial.size, rawBytes: login.raw, gzipBytes: login.gzip, budgetBytes },
  viewer: {
    chunk: viewerStarts,
    files: viewerOwn.size,
    rawBytes: viewer.raw,
    gzipBytes: viewer.gzip,
    inLoginInitial: viewerInInitial,
  },
};

if (values.json) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(`Bundle report for ${report.dist} (gzip level 6)\n`);
  console.table({
    'Login page, initial JS': {
      files: initial.size,
      raw: kb(login.raw),
      gzip: kb(login.gzip),
      budget: kb(budgetBytes),
    },
    'OpenAPI viewer, loaded on demand': {
      files: viewerOwn.size,
      raw: kb(viewer.raw),
      gzip: kb(viewer.gzip),
      budget: '-',
    },
  });
  if (viewerStarts.length === 0) console.log(`No ${values.viewer}-*.js chunk in the build.`);
  else console.log(`Viewer chunks in Login's initial JS: ${viewerInInitial.join(', ') || 'none'}.`);
  if (values.files) {
    const rows = (files) =>
      Object.fromEntries(
        [...files]
          .map((file) => [file, gzipSync(source(file)).length])
          .sort((a, b) => b[1] - a[1])
          .map(([file, gzip]) => [file, { raw: kb(source(file).length), gzip: kb(gzip) }]),
      );
    console.log("\nLogin's initial JS by file:");
    console.table(rows(initial));
    console.log('\nThe viewer by file:');
    console.table(rows(viewerOwn));
  }
}

let failed = false;
if (login.gzip > budgetBytes) {
  console.error(`Login's initial JS is ${kb(login.gzip)} gzip, over the budget of ${kb(budgetBytes)}.`);
  failed = true;
}
if (viewerInInitial.length > 0) {
  console.error(`The viewer is part of Login's initial JS: ${viewerInInitial.join(', ')}.`);
  failed = true;
}
process.exit(failed ? 1 : 0);
