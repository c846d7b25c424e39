import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * Writes into index.html, as `<meta name="<name>" content="<addresses>">`, the files a lazily
 * loaded module needs beyond what the page loads at start: the module's chunk and the chunks it
 * imports. The app can then have the browser download them (`<link rel="prefetch">`) without
 * running them, before the import that runs them. index.html is never cached, so the addresses are
 * always the build's own. Nothing is written under the dev server.
 */
export function lazyChunksMeta(name: string, moduleFile: string): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'lazy-chunks-meta',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (roots: string[]) => {
          const seen = new Set<string>();
          const visit = (file: string) => {
            if (seen.has(file)) return;
            seen.add(file);
            for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
          };
          for (const start of roots) visit(start);
          return seen;
        };
        const atStart = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
        const target = path.resolve(root, moduleFile);
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
