import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The package a module of node_modules belongs to (its innermost `node_modules/<name>`). */
export function packageOf(moduleId: string): string | undefined {
  const parts = moduleId.split(/[\\/]/);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const first = parts[at + 1];
  return first?.startsWith('@') ? `${first}/${parts[at + 2]}` : first;
}

/** Node's lookup: the nearest `node_modules/<name>` above `from`. */
function packageDir(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Every package `roots` need at run time, found from `from` as Node would. */
function closure(roots: string[], from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string, dir: string) => {
    const found = packageDir(name, dir);
    if (!found || seen.has(`${name}@${found}`)) return;
    seen.add(`${name}@${found}`);
    const manifest = JSON.parse(readFileSync(path.join(found, 'package.json'), 'utf8'));
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }))
      visit(dependency, found);
  };
  for (const root of roots) visit(root, from);
  return new Set([...seen].map((entry) => entry.slice(0, entry.lastIndexOf('@'))));
}

/**
 * The packages only the OpenAPI viewer uses: what `viewer` needs, less whatever the app's other
 * dependencies need (those stay where the bundler puts them, shared with the app) and less
 * `viewer` itself. Put in a chunk of their own, they run in a task before the viewer's own code
 * (see features/api-docs/load-viewer.ts); nothing in them imports the rest of the app.
 */
export function viewerOnlyPackages(appDir: string, viewer: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const others = Object.keys(manifest.dependencies).filter((name) => name !== viewer);
  const shared = closure(others, appDir);
  const only = closure([viewer], appDir);
  for (const name of [...shared, viewer]) only.delete(name);
  return only;
}
