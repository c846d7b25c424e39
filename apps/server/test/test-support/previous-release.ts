import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(__dirname, '../..');
const repositoryRoot = path.resolve(serverRoot, '../..');
// Inside the server's node_modules, so that the bundle's external packages resolve as in dist/; one
// folder per process, as test files in other workers build it at the same time.
const cache = path.resolve(serverRoot, `node_modules/.cache/ddp-previous-release-${process.pid}`);

export interface PreviousRelease {
  /** The commit whose server this is: the one before the newest migration came in. */
  commit: string;
  newestMigration: string;
  main: string;
}

const git = (...args: string[]) =>
  execFileSync('git', ['-C', repositoryRoot, ...args], { encoding: 'utf8' }).trim();

/**
 * The commit before the newest migration was added: the release that a rolling upgrade to this one
 * replaces while both run on the migrated schema. Undefined without the repository's history (a
 * source archive, a shallow clone), which the caller must say rather than pass quietly.
 */
export function previousReleaseCommit(): { commit: string; newestMigration: string } | undefined {
  const migrations = readdirSync(path.join(serverRoot, 'src/db/migrations'))
    .filter((name) => /^\d{3}-.+\.ts$/.test(name))
    .sort();
  const newestMigration = migrations.at(-1);
  if (!newestMigration) return undefined;
  try {
    const added = git(
      'log',
      '--diff-filter=A',
      '--format=%H',
      '-1',
      '--',
      `apps/server/src/db/migrations/${newestMigration}`,
    );
    if (!added) return undefined;
    return { commit: git('rev-parse', `${added}^`), newestMigration: newestMigration.replace(/\.ts$/, '') };
  } catch {
    return undefined;
  }
}

let bundled: Promise<PreviousRelease> | undefined;

/** That release's server, taken from git and bundled as its own build did (contract inlined). */
export function previousReleaseBundle(): Promise<PreviousRelease> {
  bundled ??= (async () => {
    const release = previousReleaseCommit();
    if (!release) throw new Error('no git history: the previous release cannot be built');
    const tree = path.join(cache, 'tree');
    rmSync(cache, { recursive: true, force: true });
    mkdirSync(tree, { recursive: true });
    process.once('exit', () => rmSync(cache, { recursive: true, force: true }));
    const archive = execFileSync(
      'git',
      [
        '-C',
        repositoryRoot,
        'archive',
        release.commit,
        'apps/server/src',
        'apps/server/package.json',
        'packages',
      ],
      {
        maxBuffer: 256 * 1024 * 1024,
      },
    );
    execFileSync('tar', ['-x', '-C', tree], { input: archive });
    const pkg = JSON.parse(readFileSync(path.join(tree, 'apps/server/package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const outdir = path.join(cache, 'dist');
    await build({
      entryPoints: { main: path.join(tree, 'apps/server/src/main.ts') },
      outdir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@ddp/')),
      // Its own contract and catalogue, not this release's (the workspace links point at those).
      alias: {
        '@ddp/contract': path.join(tree, 'packages/contract/src/index.ts'),
        '@ddp/demo-catalogue': path.join(tree, 'packages/demo-catalogue/src/index.ts'),
      },
      nodePaths: [path.join(repositoryRoot, 'node_modules'), path.join(serverRoot, 'node_modules')],
      logLevel: 'warning',
      banner: {
        js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
      },
    });
    return { ...release, main: path.join(outdir, 'main.js') };
  })();
  return bundled;
}
