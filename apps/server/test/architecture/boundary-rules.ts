import type { IForbiddenRuleType } from 'dependency-cruiser';

/**
 * The import rules of the shared architecture ("Imports run one way, downwards ..."), as
 * dependency-cruiser rules over paths from the repository root. Product rules apply to what ships:
 * the `product` cruise leaves test files out (a module's tests use the test support, which starts
 * the whole server). Each `comment` is the rule as the architecture states it.
 */
const SERVER = 'apps/server/src';
const TEST_FILE = '[.]test[.]tsx?$';

export const productRules: IForbiddenRuleType[] = [
  {
    name: 'platform-below-db-and-modules',
    comment: 'platform/ is cross-cutting: it imports neither db/ nor any module.',
    from: { path: `^${SERVER}/platform/` },
    to: { path: `^${SERVER}/(db|modules)/` },
  },
  {
    name: 'db-imports-only-config',
    comment: 'db/ imports only the configuration, and no module.',
    from: { path: `^${SERVER}/db/` },
    to: {
      path: `^${SERVER}/(modules|platform|cli)/|^${SERVER}/[^/]+$`,
      pathNot: `^${SERVER}/platform/config[.]ts$`,
    },
  },
  {
    name: 'config-and-clock-stand-alone',
    comment: 'platform/config.ts and platform/clock.ts import nothing of ours.',
    from: { path: `^${SERVER}/platform/(config|clock)[.]ts$` },
    to: { path: '^(apps|packages)/' },
  },
  {
    name: 'nothing-imports-app-or-main',
    comment: 'main -> app -> modules: modules, platform, db and the CLI never import app.ts or main.ts.',
    from: { path: `^${SERVER}/(modules|platform|db|cli)/` },
    to: { path: `^${SERVER}/(app|main)[.]ts$` },
  },
  {
    name: 'cli-talks-http',
    comment: 'The operator CLI is a client of /v1/ops: it imports no module and no database code.',
    from: { path: `^${SERVER}/cli/`, pathNot: `^${SERVER}/cli/data[.]ts$` },
    to: { path: `^${SERVER}/(modules|db)/|^${SERVER}/app[.]ts$` },
  },
  {
    name: 'data-cli-opens-only-the-database',
    comment:
      'The data CLI works on a stopped portal: it opens the database and its archives, never a module or the app.',
    from: { path: `^${SERVER}/cli/data[.]ts$` },
    to: { path: `^${SERVER}/modules/|^${SERVER}/app[.]ts$` },
  },
  {
    name: 'modules-talk-through-services',
    comment: "A module never imports another module's repo: modules talk through services.",
    from: { path: `^${SERVER}/modules/([^/]+)/` },
    to: { path: `^${SERVER}/modules/[^/]+/(repo|[^/]*-repo)[.]ts$`, pathNot: `^${SERVER}/modules/$1/` },
  },
  {
    name: 'routes-leave-access-to-services',
    comment: 'Routes parse, call the service and present: access rules (policy.ts) are for services.',
    from: { path: `^${SERVER}/modules/.+/(routes|[^/]*-routes)[.]ts$` },
    to: { path: `^${SERVER}/modules/.+/policy[.]ts$` },
  },
  {
    name: 'product-without-tests',
    comment: 'src/ is what ships: nothing in it imports the test tree or a test file.',
    from: { path: `^${SERVER}/`, pathNot: TEST_FILE },
    to: { path: `^apps/server/test/|${TEST_FILE}` },
  },
  {
    name: 'contract-imports-no-app',
    comment: 'packages/ (the contract, the demo catalogue) are the bottom layer: they import no app.',
    from: { path: '^packages/' },
    to: { path: '^apps/' },
  },
  {
    name: 'server-and-web-apart',
    comment: 'The web app and the server meet over HTTP and the contract, never by importing each other.',
    from: { path: '^apps/(server|web)/' },
    to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
  },
  {
    name: 'features-stand-alone',
    comment: 'A web feature never imports another: what two share moves to lib/ or components/.',
    from: { path: '^apps/web/src/features/([^/]+)/' },
    to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
  },
  {
    name: 'web-shared-below-features',
    comment: 'Imports flow one way in the web app: lib/ and components/ -> features/ -> app/.',
    from: { path: '^apps/web/src/(lib|components)/' },
    to: { path: '^apps/web/src/(features|app)/' },
  },
  {
    name: 'no-folder-cycle',
    comment: 'No two folders of product code import each other, even through others (modules included).',
    scope: 'folder',
    from: {},
    to: { circular: true },
  },
];

export const everyFileRules: IForbiddenRuleType[] = [
  {
    name: 'no-cycle',
    comment: 'No import cycle between files, type-only imports included, in product and test code alike.',
    from: {},
    to: { circular: true },
  },
];

/** A deliberate exception: the import stays for the reason given. */
export interface Exception {
  rule: string;
  from: string;
  to: RegExp;
  why: string;
}

export const exceptions: Exception[] = [];
