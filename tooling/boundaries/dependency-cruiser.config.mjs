// The house rules on imports (the root README's "Layout": imports flow one way, through each
// package's `exports`), for dependency-cruiser over every workspace package. Run from the
// repository root: `depcruise --config tooling/boundaries/dependency-cruiser.config.mjs apps packages tooling`.

const FEATURES = '(auth-flow|recovery|registration|profile|claims|privacy-policy)';
const PACKAGE = '^(apps|packages|tooling)/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'feature-to-feature',
      comment: 'A feature package imports another feature package: the shell (apps/portal) composes them instead.',
      severity: 'error',
      from: { path: `^packages/${FEATURES}/` },
      to: { path: `^packages/${FEATURES}/`, pathNot: '^packages/$1/' },
    },
    {
      name: 'rules-alone',
      comment:
        'packages/rules imports nothing but its own modules: the fake services run it in Node, and the screens and the fakes share it (its tests aside).',
      severity: 'error',
      from: { path: '^packages/rules/src/', pathNot: '[.]test[.]ts$' },
      to: { dependencyTypesNot: ['local'] },
    },
    {
      name: 'unresolvable',
      comment:
        'An import that does not resolve: a path of another package that its package.json `exports` does not name (a deep import), a workspace package the importer does not declare (pnpm links only declared ones into its node_modules), or a file that is not there. Workspace packages resolve to their built dist/: turbo builds them before this lint.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'deep-import',
      comment: "An import that reaches into another workspace package's src/: go through its public entry.",
      severity: 'error',
      from: { path: PACKAGE },
      to: { path: '^(apps|packages|tooling)/[^/]+/src/', pathNot: '^$1/$2/', dependencyTypesNot: ['local'] },
    },
    {
      name: 'relative-escape',
      comment: "A relative import that leaves the package's directory.",
      severity: 'error',
      from: { path: PACKAGE },
      to: { dependencyTypes: ['local'], pathNot: '^$1/$2/' },
    },
    {
      name: 'undeclared',
      comment: "A package imported without being in the importer's package.json (type-only imports too).",
      severity: 'error',
      from: {},
      // dependency-cruiser also says npm-no-pkg for a name in peerDependenciesMeta, beside npm-peer.
      to: {
        dependencyTypes: ['npm-no-pkg', 'npm-unknown'],
        dependencyTypesNot: ['npm', 'npm-dev', 'npm-peer', 'npm-optional'],
      },
    },
    {
      name: 'calls-in-routes',
      comment:
        "A feature package's module that is not a route's loader or action (a screen, a store, a hook) imports the service calls (`@portal/api-client/calls`): what the server holds is read in a loader (`loaders.ts`) and changed in an action (`actions.ts`, `<screen>-action(s).ts`), so no screen or effect calls a service (conventions.md, 'Inside a feature package'). Tests and stories may. The session's own infrastructure (the refresh, `endSession`) is api-client's and the reporter the app's, outside this rule.",
      severity: 'error',
      from: {
        path: '^packages/[^/]+/src/',
        pathNot: [
          '^packages/(api-client|fake-services)/',
          '(^|/|-)(loaders|actions?)[.]tsx?$',
          '[.](test|stories)[.]tsx?$',
          '/(test|testing)/',
          '/testing[.]tsx?$',
        ],
      },
      to: { path: '^packages/api-client/(dist|src)/calls[.]' },
    },
    {
      name: 'import-circle',
      comment:
        'Modules that import each other, by any path (type-only, re-exports and dynamic import() included): give what they share a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: '(^|/)(storybook-static|test-results|coverage|__fixtures__|\\.turbo)/' },
    doNotFollow: { path: '(^|/)(node_modules|dist)/' },
    // Type-only imports are dependencies too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs', '.d.ts', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    reporterOptions: { text: { highlightFocused: false } },
  },
};
