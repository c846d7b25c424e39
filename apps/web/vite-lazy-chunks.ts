import path from 'node:path';
import type { Plugin } from 'vite';

interface Chunk {
  type: 'chunk';
  fileName: string;
  imports: string[];
  moduleIds: string[];
  isEntry: boolean;
}

/**
 * Writes into index.html, as `<meta name="<name>" content="<addresses>">`, the files a lazily
 * loaded module needs beyond what the page loads at start: the module's chunk and the chunks it
 * imports. The app can then have the browser download them (`<link rel="prefetch">`) without
 * running them, before the import that runs them. index.html is never cached, so the addresses are
 * always the build's own. Nothing is written under the dev server.
 */
export function lazyChunksMeta(name: string, moduleFile: string): Plugin {
  let base = '/';
  return {
    name: 'lazy-chunks-meta',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is Chunk & typeof output => output.type === 'chunk',
        ) as unknown as Chunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (roots: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
          };
          for (const root of roots) visit(root);
          return seen;
        };
        const atStart = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const target = path.resolve(moduleFile);
        const home = chunks.find((chunk) => chunk.moduleIds.includes(target));
        if (!home) throw new Error(`lazy-chunks-meta: no chunk holds ${moduleFile}`);
        const files = [...closure([home.fileName])].filter((file) => !atStart.has(file));
        return [
          {
            tag: 'meta',
            attrs: { name, content: files.map((file) => base + file).join(' ') },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
