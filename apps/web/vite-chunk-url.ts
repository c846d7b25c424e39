import type { Plugin } from 'vite';

/**
 * `import url from 'chunk-url:./src/some-module'` gives the address of the built chunk of that
 * module (null under the dev server), so the app can ask the browser to download and compile a
 * lazily loaded module (`<link rel="modulepreload">`) before it is run. The chunk is the one its
 * dynamic imports load: a module lives in one chunk.
 */
export function chunkUrl(): Plugin {
  const PREFIX = 'chunk-url:';
  let serving = false;
  return {
    name: 'chunk-url',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    async resolveId(source, importer) {
      if (!source.startsWith(PREFIX)) return null;
      const target = await this.resolve(source.slice(PREFIX.length), importer);
      return target ? `\0${PREFIX}${target.id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      if (serving) return 'export default null;';
      const reference = this.emitFile({ type: 'chunk', id: id.slice(PREFIX.length + 1) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
