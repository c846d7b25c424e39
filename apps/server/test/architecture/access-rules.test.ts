import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Access rules are named functions in a domain's policy.ts (or, shared by several domains, in
// modules/access/policy.ts), called from services; routes parse, call the service and present.
// The imports half of that (no route imports a policy) is in boundaries.test.ts; this reads the
// code for the refusals themselves, so that a rule written inline elsewhere fails here.
const modulesDir = fileURLToPath(new URL('../../src/modules', import.meta.url));

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return productFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every `new Name(...)` and every `x.name` property read in a file, with its line. */
function scan(file: string) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Array<{ kind: 'new' | 'read'; name: string; where: string }> = [];
  const where = (node: ts.Node) =>
    `${path.relative(modulesDir, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      found.push({ kind: 'new', name: node.expression.text, where: where(node) });
    }
    if (ts.isPropertyAccessExpression(node)) {
      found.push({ kind: 'read', name: node.name.text, where: where(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = productFiles(modulesDir);
const isPolicy = (where: string) => /(^|\/)policy\.ts:/.test(where);

describe('access rules', () => {
  it('refuses with 403 only in policy files', () => {
    const outside = files
      .flatMap(scan)
      .filter((hit) => hit.kind === 'new' && hit.name === 'Forbidden' && !isPolicy(hit.where));
    expect(outside.map((hit) => hit.where)).toEqual([]);
  });

  it('gives the last-Owner refusal from one rule only', () => {
    const givers = files
      .flatMap(scan)
      .filter((hit) => hit.kind === 'read' && hit.name === 'lastOwner')
      .map((hit) => hit.where.replace(/:\d+$/, ''));
    expect([...new Set(givers)]).toEqual(['access/policy.ts']);
  });

  it('finds the code it reads', () => {
    // A wrong path would read nothing and prove nothing.
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => file.endsWith(path.join('teams', 'policy.ts')))).toBe(true);
  });
});
