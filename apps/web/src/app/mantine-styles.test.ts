import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The app imports Mantine's styles per component (mantine-first.css, mantine-screens.css) instead
// of the whole stylesheet; a component without its styles would show unstyled.
const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, '..');
const mantineStyles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
  'styles',
);

/** Styles a component needs besides its own file (Mantine builds it from these). */
const BUILT_FROM: Record<string, string[]> = {
  ActionIcon: ['UnstyledButton', 'Loader'],
  Alert: ['CloseButton'],
  Anchor: ['Text'],
  AppShell: [],
  Burger: ['UnstyledButton'],
  Button: ['UnstyledButton', 'Loader'],
  Card: ['Paper'],
  Checkbox: ['CheckboxIndicator', 'InlineInput'],
  CloseButton: ['UnstyledButton'],
  FileInput: ['Input'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  NavLink: ['UnstyledButton'],
  Pagination: ['UnstyledButton', 'Group'],
  PasswordInput: ['Input', 'ActionIcon'],
  Radio: ['RadioIndicator', 'InlineInput'],
  ScrollArea: [],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'CloseButton'],
  Switch: ['InlineInput'],
  Tabs: ['UnstyledButton'],
  Textarea: ['Input'],
  TextInput: ['Input'],
  Tooltip: ['Popover'],
};

const importedFiles = (cssFile: string) =>
  [
    ...readFileSync(path.join(here, cssFile), 'utf8').matchAll(
      /@import "@mantine\/core\/styles\/([\w-]+)\.css";/g,
    ),
  ].map((match) => match[1] as string);

/** The component files a name needs, keeping only those Mantine ships styles for. */
function stylesOf(name: string): string[] {
  return [name, ...(BUILT_FROM[name] ?? [])].filter((file) =>
    existsSync(path.join(mantineStyles, `${file}.css`)),
  );
}

const sourceFile = (file: string) => readFileSync(file, 'utf8');
const mantineNames = (code: string) =>
  [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) =>
    (match[1] as string)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0] as string),
  );

function allSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return allSources(file);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** The modules the page loads before its first screen: static imports from main.tsx on. */
function firstModules(): string[] {
  const seen = new Set<string>();
  const queue = [path.join(src, 'main.tsx')];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of sourceFile(file).matchAll(/^import\s[^;]*?from\s*'(\.[^']+)'/gms)) {
      const base = path.resolve(path.dirname(file), match[1] as string);
      const found = [`${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate));
      if (found) queue.push(found);
    }
  }
  return [...seen];
}

describe("Mantine's styles, per component", () => {
  const first = importedFiles('mantine-first.css');
  const screens = importedFiles('mantine-screens.css');
  const order = readFileSync(path.join(mantineStyles, '..', 'styles.css'), 'utf8');
  const position = (file: string) =>
    order.indexOf(
      readFileSync(path.join(mantineStyles, `${file}.css`), 'utf8')
        .trim()
        .slice(0, 200),
    );

  it("lists each file in Mantine's own order, so the cascade is the one Mantine is built for", () => {
    for (const list of [first, screens]) {
      const positions = list.map(position);
      expect(positions.every((at) => at >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(first.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });

  it('styles every Mantine component the first screens use before any other screen loads', () => {
    const needed = new Set(
      firstModules().flatMap((file) => mantineNames(sourceFile(file)).flatMap(stylesOf)),
    );
    expect([...needed].filter((file) => !first.includes(file))).toEqual([]);
  });

  it('styles every Mantine component of the lazily loaded screens', () => {
    const needed = new Set(
      allSources(src).flatMap((file) => mantineNames(sourceFile(file)).flatMap(stylesOf)),
    );
    expect([...needed].filter((file) => !first.includes(file) && !screens.includes(file))).toEqual([]);
  });

  it("keeps the app's rules for the screens' components after Mantine's styles of them", () => {
    const early = readFileSync(path.join(here, 'global.css'), 'utf8');
    const targeted = [...early.matchAll(/\.mantine-([A-Z]\w*?)-/g)].map((match) => match[1] as string);
    expect(targeted.filter((name) => screens.includes(name))).toEqual([]);
    const later = readFileSync(path.join(here, 'screen-styles.ts'), 'utf8');
    expect(later.indexOf("'./mantine-screens.css'")).toBeLessThan(later.indexOf("'./screens.css'"));
  });

  it('never imports the whole stylesheet', () => {
    const whole = allSources(src).filter((file) => sourceFile(file).includes("'@mantine/core/styles.css'"));
    expect(whole).toEqual([]);
  });
});
