import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLEAN_APP_MAIN,
  CLEAN_CLAIMS,
  DEEP_IMPORTS,
  entry,
  feature,
  FEATURE_TO_FEATURE,
  IMPORTS_CLAIMS,
  RELATIVE_ESCAPE,
  SAMPLE_CODE,
  uiKit,
  UNDECLARED,
} from './__fixtures__/workspaces.mjs';
import { checkBoundaries, circles, importSpecifiers, isPublicEntry, splitSpecifier } from './check.mjs';

// Each test writes a small workspace (apps/, packages/) into a temporary directory.
const roots = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function workspace(files) {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

describe('checkBoundaries', () => {
  it('passes a workspace that keeps the rules, and says what it looked at', () => {
    const root = workspace({
      ...uiKit,
      ...feature('claims', { '@portal/ui-kit': 'workspace:*', react: '19.3.1' }, CLEAN_CLAIMS),
      'apps/portal/package.json': { name: '@portal/app', dependencies: { '@portal/claims': 'workspace:*' } },
      'apps/portal/src/main.tsx': CLEAN_APP_MAIN,
    });
    const { checked, violations } = checkBoundaries(root);
    expect(violations).toEqual([]);
    expect(checked.map((pkg) => [pkg.name, pkg.files, pkg.imports])).toEqual([
      ['@portal/app', 1, 1],
      ['@portal/claims', 1, 6],
      ['@portal/ui-kit', 2, 2],
    ]);
  });

  it('fails a feature package that imports another feature package, even when declared', () => {
    const root = workspace({
      ...feature('claims', {}, ''),
      ...feature('profile', { '@portal/claims': 'workspace:*' }, FEATURE_TO_FEATURE),
    });
    expect(checkBoundaries(root).violations).toEqual([
      {
        file: join('packages', 'profile', 'src', 'index.ts'),
        specifier: '@portal/claims',
        rule: 'feature-to-feature',
        message: 'feature package @portal/profile imports feature package @portal/claims',
      },
    ]);
  });

  it('fails a deep import into src or to a path the package does not export', () => {
    const root = workspace({
      ...uiKit,
      ...feature('claims', { '@portal/ui-kit': 'workspace:*' }, DEEP_IMPORTS),
    });
    expect(checkBoundaries(root).violations.map((v) => [v.specifier, v.rule])).toEqual([
      ['@portal/ui-kit/src/button/button', 'deep-import'],
      ['@portal/ui-kit/dist/theme.js', 'deep-import'],
    ]);
  });

  it('fails a relative path that leaves the package', () => {
    const root = workspace({
      ...uiKit,
      ...feature('claims', {}, RELATIVE_ESCAPE),
    });
    expect(checkBoundaries(root).violations.map((v) => [v.file, v.specifier, v.rule])).toEqual([
      [join('packages', 'claims', 'src', 'index.ts'), '../../ui-kit/src/button/button', 'relative-escape'],
    ]);
  });

  it('fails a workspace package used without being declared, type-only imports included', () => {
    const root = workspace({
      ...uiKit,
      'packages/api-client/package.json': { name: '@portal/api-client', exports: entry },
      'packages/api-client/src/index.ts': '',
      ...feature('claims', { '@portal/ui-kit': 'workspace:*' }, UNDECLARED),
    });
    expect(checkBoundaries(root).violations).toEqual([
      {
        file: join('packages', 'claims', 'src', 'index.ts'),
        specifier: '@portal/api-client',
        rule: 'undeclared',
        message: '@portal/claims does not declare @portal/api-client in its package.json',
      },
    ]);
  });

  it('does not look into dist, node_modules or test fixtures', () => {
    const root = workspace({
      ...feature('claims', {}, ''),
      ...feature('profile', {}, ''),
      'packages/profile/dist/index.js': IMPORTS_CLAIMS,
      'packages/profile/node_modules/x/index.js': IMPORTS_CLAIMS,
      'packages/profile/src/__fixtures__/bad.ts': IMPORTS_CLAIMS,
    });
    expect(checkBoundaries(root).violations).toEqual([]);
  });
});

describe('importSpecifiers', () => {
  it('finds static, type, side-effect, re-export, dynamic, require and vi.mock imports, not comments', () => {
    const code = SAMPLE_CODE;
    expect(importSpecifiers(code).sort()).toEqual(
      ['./c', '@portal/a', '@portal/b/style.css', '@portal/d', '@portal/e', '@portal/g', '@portal/jk', 'f', 'react'].sort(),
    );
  });
});

describe('public entries', () => {
  it('splits scoped and bare specifiers into name and subpath', () => {
    expect(splitSpecifier('@portal/ui-kit/theme')).toEqual(['@portal/ui-kit', './theme']);
    expect(splitSpecifier('@portal/ui-kit')).toEqual(['@portal/ui-kit', '.']);
    expect(splitSpecifier('react-dom/client')).toEqual(['react-dom', './client']);
  });

  it('accepts exported subpaths and patterns, and never src', () => {
    const exportsField = { '.': './dist/index.js', './theme': './dist/theme.js', './icons/*': './dist/icons/*.js' };
    expect(isPublicEntry(exportsField, '.')).toBe(true);
    expect(isPublicEntry(exportsField, './theme')).toBe(true);
    expect(isPublicEntry(exportsField, './icons/close')).toBe(true);
    expect(isPublicEntry(exportsField, './dist/theme.js')).toBe(false);
    expect(isPublicEntry({ '.': './src/index.ts', './*': './*' }, './src/button')).toBe(false);
    expect(isPublicEntry({ types: './a.d.ts', default: './a.js' }, '.')).toBe(true);
    expect(isPublicEntry(undefined, './anything')).toBe(false);
  });
});

describe('import circles', () => {
  // A part loaded on demand that takes its props' type from the module that loads it.
  const dialog = {
    'packages/ui-kit/package.json': { name: '@portal/ui-kit', exports: entry },
    'packages/ui-kit/src/index.ts': "export { Dialog } from './dialog';\n",
    'packages/ui-kit/src/dialog.tsx': "export type DialogProps = { open: boolean };\nexport const load = () => import('./dialog-content');\n",
    'packages/ui-kit/src/dialog-content.tsx': "import type { DialogProps } from './dialog';\nexport const DialogContent = (props: DialogProps) => props;\n",
  };

  it('fails modules that import each other, through a type-only import and a dynamic one', () => {
    expect(checkBoundaries(workspace(dialog), { knownCircles: {} }).violations).toEqual([
      {
        file: join('packages', 'ui-kit', 'src', 'dialog-content.tsx'),
        specifier: `${join('src', 'dialog-content.tsx')}, ${join('src', 'dialog.tsx')}`,
        rule: 'import-circle',
        message: 'these modules import each other',
      },
    ]);
  });

  it('passes once the shared type has a module of its own', () => {
    const root = workspace({
      ...dialog,
      'packages/ui-kit/src/dialog-props.ts': 'export type DialogProps = { open: boolean };\n',
      'packages/ui-kit/src/dialog.tsx': "export type { DialogProps } from './dialog-props';\nexport const load = () => import('./dialog-content');\n",
      'packages/ui-kit/src/dialog-content.tsx': "import type { DialogProps } from './dialog-props';\nexport const DialogContent = (props: DialogProps) => props;\n",
    });
    expect(checkBoundaries(root, { knownCircles: {} }).violations).toEqual([]);
  });

  it('lets a known circle be, and fails when it has gone so that the list is kept true', () => {
    const known = { '@portal/ui-kit': [['src/dialog-content.tsx', 'src/dialog.tsx']] };
    expect(checkBoundaries(workspace(dialog), { knownCircles: known }).violations).toEqual([]);
    const fixed = workspace({ ...dialog, 'packages/ui-kit/src/dialog-content.tsx': 'export const DialogContent = 1;\n' });
    expect(checkBoundaries(fixed, { knownCircles: known }).violations.map((v) => v.rule)).toEqual(['known-circle-gone']);
  });

  it('finds every circle of a graph, and none in a chain', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c'], ['e']]);
    expect(circles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });
});
