import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};
const TEXT = new Set(['.js', '.mjs', '.css', '.map', '.json', '.svg', '.txt']);
// Below this a compressed copy saves less than its headers and a round of work cost.
const MIN_COMPRESS_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

export interface WebAsset {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The built web app's assets folder, held in memory with brotli and gzip copies of its text files.
 * The files are named by content hash and never change while the server runs, so each is read and
 * compressed once, on its first request (compressing the whole folder at start would slow every
 * start for screens nobody may open). Brotli quality 5 takes a fraction of a second for the largest
 * chunk and comes within a few percent of the best setting, which takes seconds.
 */
export function webAssets(assetsDir: string) {
  let names: Set<string>;
  try {
    names = new Set(
      readdirSync(assetsDir, { withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name),
    );
  } catch {
    names = new Set();
  }
  const loaded = new Map<string, Promise<WebAsset>>();

  async function load(name: string): Promise<WebAsset> {
    const ext = path.extname(name).toLowerCase();
    const identity = await readFile(path.join(assetsDir, name));
    const asset: WebAsset = { type: TYPES[ext] ?? 'application/octet-stream', identity };
    if (TEXT.has(ext) && identity.length >= MIN_COMPRESS_BYTES) {
      const [br, gz] = await Promise.all([
        brotli(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzipAsync(identity, { level: 9 }),
      ]);
      if (br.length < identity.length) asset.br = br;
      if (gz.length < identity.length) asset.gzip = gz;
    }
    return asset;
  }

  /** The asset by its file name, or undefined for a name the build did not produce. */
  return function find(name: string): Promise<WebAsset> | undefined {
    // Only names listed at start are served, so no path from the request reaches the file system.
    if (!names.has(name)) return undefined;
    let asset = loaded.get(name);
    if (!asset) {
      asset = load(name);
      // A failed read must not stay cached as a failure for every later request.
      asset.catch(() => loaded.delete(name));
      loaded.set(name, asset);
    }
    return asset;
  };
}

/** The best encoding the client accepts that the asset has: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined, asset: WebAsset): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token.trim(), q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: Encoding) => {
    const q = accepted.get(name) ?? accepted.get('*') ?? 0;
    return Number.isFinite(q) && q > 0;
  };
  if (asset.br && allows('br')) return 'br';
  if (asset.gzip && allows('gzip')) return 'gzip';
  return undefined;
}
