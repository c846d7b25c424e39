import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Exception, everyFileRules, exceptions, productRules } from './boundary-rules';

// The architecture's import rules, checked by dependency-cruiser on the repository's own imports
// (type-only imports included): a forbidden import or an import cycle fails here. The rules are in
// boundary-rules.ts; the second half of this file shows that each of them catches what it forbids.

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const TEST_FILE = '[.]test[.]tsx?$';

/** What ships and the journeys: the layer rules apply to these. */
const PRODUCT = [
  'apps/server/src',
  'apps/web/src',
  'apps/web/e2e',
  'packages/contract/src',
  'packages/demo-catalogue/src',
];
/** Every file, tests included: no cycle anywhere. */
const EVERY_FILE = [...PRODUCT, 'apps/server/test'];

async function violationsOf(
  baseDir: string,
  sources: string[],
  rules: IForbiddenRuleType[],
  options: { tests: boolean },
): Promise<IViolation[]> {
  const result = await cruise(sources, {
    baseDir,
    validate: true,
    ruleSet: { forbidden: rules.map((rule) => ({ severity: 'error', ...rule })) },
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['node_modules', '/dist/', ...(options.tests ? [] : [TEST_FILE])] },
  });
  const output = result.output as ICruiseResult;
  expect(output.summary.totalCruised, 'files read').toBeGreaterThan(0);
  return output.summary.violations;
}

const shown = (v: IViolation) =>
  v.cycle ? v.cycle.map((step) => step.name).join(' -> ') : `${v.from} -> ${v.to}`;
const excepted = (v: IViolation, list: readonly Exception[]) =>
  list.some((e) => e.rule === v.rule.name && e.from === v.from && e.to.test(v.to));

describe('imports in this repository', () => {
  let product: IViolation[];
  let everyFile: IViolation[];

  beforeAll(async () => {
    product = await violationsOf(repositoryRoot, PRODUCT, productRules, { tests: false });
    everyFile = await violationsOf(repositoryRoot, EVERY_FILE, everyFileRules, { tests: true });
  }, 120_000);

  const cases = [
    ...productRules.map((rule) => ({ rule, found: () => product })),
    ...everyFileRules.map((rule) => ({ rule, found: () => everyFile })),
  ];
  it.each(cases)('$rule.name: $rule.comment', ({ rule, found }) => {
    const broken = found().filter((v) => v.rule.name === rule.name && !excepted(v, exceptions));
    expect(broken.map(shown)).toEqual([]);
  });
});

/**
 * A small repository laid out like this one, with one forbidden import per rule beside imports the
 * rules allow: each rule must name exactly its own, so that no rule can quietly match nothing.
 */
const fixture: Record<string, string> = {
  'apps/server/src/app.ts': `import { service } from './modules/b/service';\nexport const app = service;`,
  'apps/server/src/platform/config.ts': 'export const config = 1;',
  'apps/server/src/platform/clock.ts': `import { limits } from '../../../../packages/contract/src/limits';\nexport const clock = limits;`,
  'apps/server/src/platform/errors.ts': `import { config } from './config';\nexport const errors = config;`,
  'apps/server/src/platform/reads-db.ts': `import { db } from '../db/database';\nexport const x = db;`,
  'apps/server/src/db/database.ts': 'export const db = 1;',
  'apps/server/src/db/reads-module.ts': `import { service } from '../modules/b/service';\nexport const x = service;`,
  'apps/server/src/cli/data.ts': `import { db } from '../db/database';\nimport { service } from '../modules/b/service';\nexport const data = [db, service];`,
  'apps/server/src/cli/ops.ts': `import { errors } from '../platform/errors';\nimport { service } from '../modules/b/service';\nexport const ops = [errors, service];`,
  'apps/server/src/modules/a/service.ts': `import { service } from '../b/service';\nimport { own } from './repo';\nimport { allowed } from './policy';\nexport const a = [service, own, allowed];`,
  'apps/server/src/modules/a/repo.ts': 'export const own = 1;',
  'apps/server/src/modules/a/policy.ts': 'export const allowed = true;',
  'apps/server/src/modules/a/routes.ts': `import { a } from './service';\nimport { allowed } from './policy';\nexport const routes = [a, allowed];`,
  'apps/server/src/modules/a/reads-repo.ts': `import { theirs } from '../b/repo';\nexport const x = theirs;`,
  'apps/server/src/modules/a/reads-app.ts': `import { app } from '../../app';\nexport const x = app;`,
  'apps/server/src/modules/a/reads-tests.ts': `import { support } from '../../../test/test-support/support';\nexport const x = support;`,
  'apps/server/src/modules/a/a.test.ts': `import { support } from '../../../test/test-support/support';\nexport const x = support;`,
  'apps/server/src/modules/b/service.ts': `import { theirs } from './repo';\nexport const service = theirs;`,
  'apps/server/src/modules/b/repo.ts': 'export const theirs = 1;',
  'apps/server/src/modules/c/one.ts': `import type { Two } from './two';\nexport type One = { two?: Two };`,
  'apps/server/src/modules/c/two.ts': `import type { One } from './one';\nexport type Two = { one?: One };`,
  'apps/server/src/modules/d/first.ts': `import { e } from '../e/second';\nexport const d = e;`,
  'apps/server/src/modules/d/third.ts': 'export const third = 3;',
  'apps/server/src/modules/e/second.ts': 'export const e = 2;',
  'apps/server/src/modules/e/fourth.ts': `import { third } from '../d/third';\nexport const fourth = third;`,
  'apps/server/test/test-support/support.ts': 'export const support = 1;',
  'packages/contract/src/limits.ts': 'export const limits = 1;',
  'packages/contract/src/reads-web.ts': `import { kit } from '../../../apps/web/src/lib/kit';\nexport const x = kit;`,
  'packages/demo-catalogue/src/reads-server.ts': `import { service } from '../../../apps/server/src/modules/b/service';\nexport const x = service;`,
  'apps/web/src/lib/kit.ts': 'export const kit = 1;',
  'apps/web/src/lib/reads-feature.ts': `import { g } from '../features/g/page';\nexport const x = g;`,
  'apps/web/src/features/f/page.ts': `import { kit } from '../../lib/kit';\nimport { g } from '../g/page';\nexport const f = [kit, g];`,
  'apps/web/src/features/g/page.ts': 'export const g = 1;',
  'apps/web/e2e/support/reads-server.ts': `import { service } from '../../../server/src/modules/b/service';\nexport const x = service;`,
};

const S = 'apps/server/src';
const expected = [
  `platform-below-db-and-modules: ${S}/platform/reads-db.ts -> ${S}/db/database.ts`,
  `db-imports-only-config: ${S}/db/reads-module.ts -> ${S}/modules/b/service.ts`,
  `config-and-clock-stand-alone: ${S}/platform/clock.ts -> packages/contract/src/limits.ts`,
  `nothing-imports-app-or-main: ${S}/modules/a/reads-app.ts -> ${S}/app.ts`,
  `cli-talks-http: ${S}/cli/ops.ts -> ${S}/modules/b/service.ts`,
  `data-cli-opens-only-the-database: ${S}/cli/data.ts -> ${S}/modules/b/service.ts`,
  `modules-talk-through-services: ${S}/modules/a/reads-repo.ts -> ${S}/modules/b/repo.ts`,
  `routes-leave-access-to-services: ${S}/modules/a/routes.ts -> ${S}/modules/a/policy.ts`,
  `product-without-tests: ${S}/modules/a/reads-tests.ts -> apps/server/test/test-support/support.ts`,
  'contract-imports-no-app: packages/contract/src/reads-web.ts -> apps/web/src/lib/kit.ts',
  `contract-imports-no-app: packages/demo-catalogue/src/reads-server.ts -> ${S}/modules/b/service.ts`,
  `server-and-web-apart: apps/web/e2e/support/reads-server.ts -> ${S}/modules/b/service.ts`,
  'features-stand-alone: apps/web/src/features/f/page.ts -> apps/web/src/features/g/page.ts',
  'web-shared-below-features: apps/web/src/lib/reads-feature.ts -> apps/web/src/features/g/page.ts',
  `no-folder-cycle: ${S}/modules/d -> ${S}/modules/e`,
  `no-folder-cycle: ${S}/modules/e -> ${S}/modules/d`,
  `no-cycle: ${S}/modules/c/one.ts -> ${S}/modules/c/two.ts`,
];

describe('the rules themselves', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
    for (const [file, text] of Object.entries(fixture)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), `${text}\n`);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('catch each forbidden import, and only those', async () => {
    const product = await violationsOf(dir, PRODUCT, productRules, { tests: false });
    const everyFile = await violationsOf(dir, EVERY_FILE, everyFileRules, { tests: true });
    const found = [...product, ...everyFile].map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
    expect(found.sort()).toEqual([...expected].sort());
    // Every rule is shown to work.
    const named = new Set(expected.map((line) => line.split(':')[0]));
    expect([...productRules, ...everyFileRules].filter((rule) => !named.has(rule.name ?? ''))).toEqual([]);
  }, 60_000);
});
