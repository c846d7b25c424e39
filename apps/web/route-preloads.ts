import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routeScreens, SCREEN_STYLES_MODULE } from './route-screens';

/** Where the build writes, for each address, the files its first screen needs beyond the entry. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

type OutputChunk = Rolldown.OutputChunk;
type Chunks = Map<string, OutputChunk>;

const chunkFiles = (bundle: Rolldown.OutputBundle): Chunks =>
  new Map(
    Object.values(bundle)
      .filter((output): output is OutputChunk => output.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );

/** A chunk and every chunk it imports statically, which the browser loads before running it. */
function withStaticImports(chunks: Chunks, start: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(start.fileName)) return into;
  into.add(start.fileName);
  for (const name of start.imports) {
    const chunk = chunks.get(name);
    if (chunk) withStaticImports(chunks, chunk, into);
  }
  return into;
}

const stylesOf = (chunks: Chunks, names: Iterable<string>) =>
  [...names].flatMap((name) => [...(chunks.get(name)?.viteMetadata?.importedCss ?? [])]);

/**
 * Writes, for each address of route-screens.ts, the scripts and stylesheets its lazily loaded
 * screens need that the entry does not already bring, in the order the browser applies them. The
 * server names them in the page it sends for that address (apps/server, spa.ts).
 */
export function routePreloads(root: string): Plugin {
  let listed: Record<string, string[]> = {};
  return {
    name: 'ddp-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunkFiles(bundle);
      const bySource = new Map(
        [...chunks.values()]
          .filter((c) => c.facadeModuleId)
          .map((c) => [path.normalize(c.facadeModuleId ?? ''), c]),
      );
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const entryFiles = withStaticImports(chunks, entry);
      const entryStyles = new Set(stylesOf(chunks, entryFiles));
      const chunkOf = (source: string) => {
        const chunk = bySource.get(path.join(root, source));
        if (!chunk)
          this.error(`route-screens.ts names ${source}, which is no lazily loaded chunk of the build`);
        return chunk;
      };
      const preloads: Record<string, string[]> = {};
      for (const [route, sources] of Object.entries(routeScreens)) {
        // The screens' stylesheet first: the app's rules, in the screens' files, must come after it.
        const files = new Set<string>();
        for (const source of [SCREEN_STYLES_MODULE, ...sources])
          withStaticImports(chunks, chunkOf(source), files);
        for (const name of entryFiles) files.delete(name);
        const styles = stylesOf(chunks, files).filter((name) => !entryStyles.has(name));
        preloads[route] = [...new Set([...styles, ...files])];
      }
      listed = preloads;
    },
    // Written once the bundle is final: Vite drops the chunks that only carried a stylesheet (their
    // stylesheet stays), after this plugin's generateBundle, and a dropped file must not be named.
    writeBundle(options, bundle) {
      const written = new Set(Object.keys(bundle));
      const preloads = Object.fromEntries(
        Object.entries(listed).map(([route, files]) => [route, files.filter((file) => written.has(file))]),
      );
      const file = path.join(options.dir ?? path.join(root, 'dist'), ROUTE_PRELOADS_FILE);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(preloads, null, 2));
    },
  };
}
