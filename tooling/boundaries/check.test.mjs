import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { cruise } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';
import {
  apiClient,
  CALLS_FROM,
  CLEAN_APP_MAIN,
  CLEAN_CLAIMS,
  DEEP_IMPORTS,
  FEATURE_TO_FEATURE,
  feature,
  IMPORTS_CLAIMS,
  RELATIVE_ESCAPE,
  UNDECLARED_NPM,
  UNDECLARED_WORKSPACE,
  uiKit,
  workspacePackage,
} from './__fixtures__/workspaces.mjs';
import config from './dependency-cruiser.config.mjs';

// Each test writes a small workspace into a temporary directory, links each package's declared
// workspace packages into its node_modules as pnpm does, and cruises it with the lint's own
// configuration: every rule is shown to fire on what it forbids.
const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function workspace(files) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  const write = (path, content) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  };
  for (const [path, content] of Object.entries(files)) write(path, content);
  // An npm package at the root, which every package can reach without declaring it.
  write('node_modules/left-pad/package.json', { name: 'left-pad', main: 'index.js' });
  write('node_modules/left-pad/index.js', 'export const padStart = 1;\n');
  const packages = Object.entries(files).filter(([path]) => path.endsWith('/package.json'));
  const dirs = new Map(packages.map(([path, manifest]) => [manifest.name, dirname(path)]));
  for (const [path, manifest] of packages) {
    for (const name of Object.keys(manifest.dependencies ?? {}).filter((dep) => dirs.has(dep))) {
      const link = join(root, dirname(path), 'node_modules', name);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(relative(dirname(link), join(root, dirs.get(name))), link, 'dir');
    }
  }
  return root;
}

/** The breaches in the workspace, as [rule, importing file, what it imports]. */
async function breaches(root) {
  const dirs = ['apps', 'packages', 'tooling'].filter((dir) => existsSync(join(root, dir)));
  const { output } = await cruise(dirs, {
    ...config.options,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    baseDir: root,
  });
  return output.summary.violations.map((v) => [v.rule.name, v.from, v.to]);
}

describe('the import rules', () => {
  it('pass a workspace that keeps them', async () => {
    const root = workspace({
      ...uiKit,
      ...apiClient,
      ...feature('claims', { '@portal/ui-kit': 'workspace:*', '@portal/api-client': 'workspace:*', 'left-pad': '1.3.0' }, CLEAN_CLAIMS, {
        'src/a.ts': 'export const a = 1;\n',
        'src/screen.tsx': "import { a } from './a';\nexport default a;\n",
      }),
      ...workspacePackage('apps/portal', '@portal/app', {
        dependencies: { '@portal/claims': 'workspace:*' },
        files: { 'src/main.tsx': CLEAN_APP_MAIN },
      }),
    });
    expect(await breaches(root)).toEqual([]);
  });

  it('fail a feature package that imports another feature package, even when declared [feature-to-feature]', async () => {
    const root = workspace({
      ...feature('claims', {}, ''),
      ...feature('profile', { '@portal/claims': 'workspace:*' }, FEATURE_TO_FEATURE),
    });
    expect(await breaches(root)).toEqual([['feature-to-feature', 'packages/profile/src/index.ts', 'packages/claims/dist/index.d.ts']]);
  });

  it('fail an import of a path the package does not export, into src or dist [unresolvable]', async () => {
    const root = workspace({ ...uiKit, ...feature('claims', { '@portal/ui-kit': 'workspace:*' }, DEEP_IMPORTS) });
    expect(await breaches(root)).toEqual([
      ['unresolvable', 'packages/claims/src/index.ts', '@portal/ui-kit/dist/theme.js'],
      ['unresolvable', 'packages/claims/src/index.ts', '@portal/ui-kit/src/button/button'],
    ]);
  });

  it("fail an import into another package's src even when its exports let every path through [deep-import]", async () => {
    const open = workspacePackage('packages/ui-kit', '@portal/ui-kit', {
      exports: { ...uiKit['packages/ui-kit/package.json'].exports, './*': './*' },
      files: { 'src/button/button.tsx': 'export const Button = 1;\n' },
    });
    const root = workspace({
      ...open,
      ...feature('claims', { '@portal/ui-kit': 'workspace:*' }, "import { Button } from '@portal/ui-kit/src/button/button.tsx';\n"),
    });
    expect(await breaches(root)).toEqual([['deep-import', 'packages/claims/src/index.ts', 'packages/ui-kit/src/button/button.tsx']]);
  });

  it('fail a relative path that leaves the package [relative-escape]', async () => {
    const root = workspace({ ...uiKit, ...feature('claims', {}, RELATIVE_ESCAPE) });
    expect(await breaches(root)).toEqual([['relative-escape', 'packages/claims/src/index.ts', 'packages/ui-kit/src/button/button.tsx']]);
  });

  it('fail a workspace package used without being declared, type-only imports included [unresolvable]', async () => {
    // pnpm links only what a package declares into its node_modules.
    const root = workspace({ ...apiClient, ...feature('claims', {}, UNDECLARED_WORKSPACE) });
    expect(await breaches(root)).toEqual([['unresolvable', 'packages/claims/src/index.ts', '@portal/api-client']]);
  });

  it('fail a package reachable from node_modules without being declared [undeclared]', async () => {
    const root = workspace({ ...feature('claims', {}, UNDECLARED_NPM) });
    expect(await breaches(root)).toEqual([['undeclared', 'packages/claims/src/index.ts', 'node_modules/left-pad/index.js']]);
  });

  it('fail the rules package importing anything but its own modules, its tests aside [rules-alone]', async () => {
    const root = workspace({
      ...apiClient,
      ...workspacePackage('packages/rules', '@portal/rules', {
        dependencies: { '@portal/api-client': 'workspace:*', 'left-pad': '1.3.0' },
        files: {
          'src/index.ts': "export { isEmail } from './email';\n",
          'src/email.ts':
            "import type { Claim } from '@portal/api-client';\nimport { padStart } from 'left-pad';\nexport const isEmail = padStart;\n",
          'src/email.test.ts': "import { padStart } from 'left-pad';\nimport { isEmail } from './email';\n",
        },
      }),
    });
    expect(await breaches(root)).toEqual([
      ['rules-alone', 'packages/rules/src/email.ts', 'node_modules/left-pad/index.js'],
      ['rules-alone', 'packages/rules/src/email.ts', 'packages/api-client/dist/index.d.ts'],
    ]);
  });

  it("fail a screen or a store that imports the service calls; a route's loader or action and a test may [calls-in-routes]", async () => {
    const root = workspace({
      ...apiClient,
      ...feature('claims', { '@portal/api-client': 'workspace:*' }, "export { screen } from './claims-screen';\n", CALLS_FROM),
    });
    expect(await breaches(root)).toEqual([
      ['calls-in-routes', 'packages/claims/src/claims-screen.tsx', 'packages/api-client/dist/calls.d.ts'],
      ['calls-in-routes', 'packages/claims/src/store.ts', 'packages/api-client/dist/calls.d.ts'],
    ]);
  });

  it('do not read dist, node_modules or test fixtures', async () => {
    const root = workspace({
      ...feature('claims', {}, ''),
      ...feature('profile', {}, '', {
        'dist/bad.js': IMPORTS_CLAIMS,
        'node_modules/x/index.js': IMPORTS_CLAIMS,
        'src/__fixtures__/bad.ts': IMPORTS_CLAIMS,
      }),
    });
    expect(await breaches(root)).toEqual([]);
  });
});

describe('import circles [import-circle]', () => {
  // A part loaded on demand that takes its props' type from the module that loads it.
  const dialog = workspacePackage('packages/ui-kit', '@portal/ui-kit', {
    files: {
      'src/index.ts': "export { load } from './dialog';\n",
      'src/dialog.tsx': "export type DialogProps = { open: boolean };\nexport const load = () => import('./dialog-content');\n",
      'src/dialog-content.tsx':
        "import type { DialogProps } from './dialog';\nexport const DialogContent = (props: DialogProps) => props;\n",
    },
  });

  it('fail modules that import each other, through a type-only import and a dynamic one', async () => {
    expect(await breaches(workspace(dialog))).toEqual([
      ['import-circle', 'packages/ui-kit/src/dialog-content.tsx', 'packages/ui-kit/src/dialog.tsx'],
    ]);
  });

  it('fail a circle through a re-export', async () => {
    const root = workspace(
      workspacePackage('packages/ui-kit', '@portal/ui-kit', {
        files: {
          'src/index.ts': "export { Button } from './button';\n",
          'src/button.tsx': "import { theme } from './index';\nexport const Button = theme;\n",
        },
      }),
    );
    expect(await breaches(root)).toEqual([['import-circle', 'packages/ui-kit/src/button.tsx', 'packages/ui-kit/src/index.ts']]);
  });

  it('pass once the shared type has a module of its own', async () => {
    const root = workspace({
      ...dialog,
      'packages/ui-kit/src/dialog-props.ts': 'export type DialogProps = { open: boolean };\n',
      'packages/ui-kit/src/dialog.tsx':
        "export type { DialogProps } from './dialog-props';\nexport const load = () => import('./dialog-content');\n",
      'packages/ui-kit/src/dialog-content.tsx':
        "import type { DialogProps } from './dialog-props';\nexport const DialogContent = (props: DialogProps) => props;\n",
    });
    expect(await breaches(root)).toEqual([]);
  });
});
