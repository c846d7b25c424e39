// Writes the third-party licence notes of what the portal ships: the production dependency tree of
// the server and of the web app (its bundled `dependencies`, not the build tools), as installed.
// The tree, the declared licences and the licence files come from the CycloneDX SBOM generator
// for npm; this script only shapes them. Nothing in the notes is typed by hand.
//
//   node scripts/licences-generate.mjs [--out <file>] [--force]
//
// Default output: apps/server/dist/third-party-licences.json, beside the server bundle. The file is
// rewritten only when the lock file, this script or the tool changed (or with --force).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SHIPPED_WORKSPACES = ['apps/server', 'apps/web'];
const TOOL = '@cyclonedx/cyclonedx-npm';
const FORMAT = 1;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function parseArgs(argv) {
  const args = { out: path.join(root, 'apps/server/dist/third-party-licences.json'), force: false };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--force') args.force = true;
    else if (argv[i] === '--out' && argv[i + 1]) args.out = path.resolve(argv[++i]);
    else throw new Error(`unknown argument: ${argv[i]} (use --out <file> and --force)`);
  }
  return args;
}

function toolInfo() {
  const dir = path.join(root, 'node_modules', TOOL);
  const pkg = readJson(path.join(dir, 'package.json'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin['cyclonedx-npm'];
  return { version: pkg.version, bin: path.join(dir, bin) };
}

function fingerprint(tool) {
  const hash = createHash('sha256');
  hash.update(readFileSync(path.join(root, 'package-lock.json')));
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  hash.update(`${TOOL}@${tool.version}`);
  return hash.digest('hex');
}

function runSbom(tool) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ddp-licences-'));
  const file = path.join(dir, 'bom.json');
  try {
    execFileSync(
      process.execPath,
      [
        tool.bin,
        '--omit',
        'dev',
        ...SHIPPED_WORKSPACES.flatMap((workspace) => ['--workspace', workspace]),
        // npm ls also fails on peer ranges that are merely out of date, with a complete tree;
        // completeness is checked below against what the workspaces declare.
        '--ignore-npm-errors',
        '--gather-license-texts',
        '--flatten-components',
        '--output-reproducible',
        '--no-validate',
        '--output-file',
        file,
      ],
      { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
    );
    return readJson(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function licenceName(component) {
  const names = (component.licenses ?? [])
    .map((entry) => entry.expression ?? entry.license?.id ?? entry.license?.name)
    .filter(Boolean);
  const distinct = [...new Set(names)];
  if (distinct.length === 0) return 'UNKNOWN';
  // An old-style list of licences: the conservative reading is that all of them apply.
  return distinct.length === 1 ? distinct[0] : distinct.map((name) => `(${name})`).join(' AND ');
}

function licenceTexts(component) {
  return (component.evidence?.licenses ?? [])
    .map((entry) => entry.license?.text)
    .filter((text) => text?.content)
    .map((text) => Buffer.from(text.content, text.encoding === 'base64' ? 'base64' : 'utf8').toString('utf8'))
    .map((text) => text.replace(/\r\n?/g, '\n').trim())
    .filter(Boolean);
}

// Lines such as 'Copyright (c) 2016-present The Fastify team' or 'derived work Copyright (c) 2012 X',
// not the licence's own wording ('copyright notice', 'the copyright holders') nor a placeholder.
const NOTICE = /\b(?:copyright\s*(?:\(c\)|©|\d{4}|[A-Z])|©\s*\d{4})/i;
const NOT_A_NOTICE =
  /copyright (?:notice|licen[cs]e|owner|holder|statement|law|protection|and\b|or\b|to\b|in\b|of\b|is\b)|\[yyyy\]|\{yyyy\}|<year>|\[year\]|\[name of copyright owner\]|<copyright holders?>/i;

function copyrightLines(texts) {
  const lines = texts
    .flatMap((text) => text.split('\n'))
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => NOTICE.test(line) && !NOT_A_NOTICE.test(line))
    .map((line) => (line.length > 300 ? `${line.slice(0, 297)}...` : line));
  return [...new Set(lines)];
}

function authorOf(component) {
  if (typeof component.author === 'string' && component.author.trim()) return component.author.trim();
  const names = (component.authors ?? []).map((author) => author.name).filter(Boolean);
  return names.join(', ');
}

function shape(bom, workspaceNames) {
  const texts = {};
  const byKey = new Map();
  for (const component of bom.components ?? []) {
    const name = component.group ? `${component.group}/${component.name}` : component.name;
    if (workspaceNames.has(name) || !component.version) continue;
    const key = `${name}@${component.version}`;
    if (byKey.has(key)) continue;
    const found = licenceTexts(component);
    const textIds = found.map((text) => {
      const id = createHash('sha256').update(text).digest('hex').slice(0, 16);
      texts[id] = text;
      return id;
    });
    const notices = copyrightLines(found);
    byKey.set(key, {
      component: name,
      version: component.version,
      license: licenceName(component),
      copyright: notices.length > 0 ? notices.join('\n') : authorOf(component),
      texts: textIds,
    });
  }
  const components = [...byKey.values()].sort(
    (a, b) => a.component.localeCompare(b.component, 'en') || a.version.localeCompare(b.version, 'en'),
  );
  return { components, texts };
}

function declaredProductionDependencies(workspaceNames) {
  const names = new Set();
  for (const workspace of SHIPPED_WORKSPACES) {
    const pkg = readJson(path.join(root, workspace, 'package.json'));
    for (const name of Object.keys(pkg.dependencies ?? {})) if (!workspaceNames.has(name)) names.add(name);
  }
  return names;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const tool = toolInfo();
  const source = fingerprint(tool);
  if (!args.force && existsSync(args.out)) {
    try {
      if (readJson(args.out).source === source) return;
    } catch {
      // An unreadable earlier output is simply written again.
    }
  }

  const rootPkg = readJson(path.join(root, 'package.json'));
  const workspaceNames = new Set(
    rootPkg.workspaces.map((workspace) => readJson(path.join(root, workspace, 'package.json')).name),
  );
  const { components, texts } = shape(runSbom(tool), workspaceNames);

  const listed = new Set(components.map((entry) => entry.component));
  const missing = [...declaredProductionDependencies(workspaceNames)].filter((name) => !listed.has(name));
  if (missing.length > 0) {
    throw new Error(`licence notes: not installed, run npm install first: ${missing.join(', ')}`);
  }

  const notes = { format: FORMAT, generator: `${TOOL}@${tool.version}`, source, components, texts };
  mkdirSync(path.dirname(args.out), { recursive: true });
  // Renamed into place, so a server or test reading the file never sees half of it.
  const partial = `${args.out}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(notes)}\n`);
  renameSync(partial, args.out);
  const licences = new Set(components.map((entry) => entry.license)).size;
  console.log(`licence notes: ${components.length} components under ${licences} licences`);
}

try {
  main();
} catch (error) {
  const detail = error?.stderr ? `\n${String(error.stderr).trim()}` : '';
  console.error(`${error instanceof Error ? error.message : String(error)}${detail}`);
  process.exit(1);
}
