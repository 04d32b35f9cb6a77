// Small workspaces the rules' tests write to a temporary directory, laid out as pnpm installs
// them: each package's declared workspace packages linked into its node_modules, its public
// entries built into dist/. They sit in __fixtures__ because they break the rules on purpose, and
// the lint does not read this folder.

const entry = { '.': { types: './dist/index.d.ts', import: './dist/index.js' } };

/** A built workspace package: package.json, its dist/ entries and its sources. */
export function workspacePackage(dir, name, { exports = entry, dependencies = {}, files = {} } = {}) {
  return {
    [`${dir}/package.json`]: { name, exports, dependencies },
    [`${dir}/dist/index.js`]: 'export {};\n',
    [`${dir}/dist/index.d.ts`]: 'export {};\n',
    ...Object.fromEntries(Object.entries(files).map(([path, code]) => [`${dir}/${path}`, code])),
  };
}

export const uiKit = workspacePackage('packages/ui-kit', '@portal/ui-kit', {
  exports: { ...entry, './theme': './dist/theme.js', './style.css': './dist/index.css' },
  files: {
    'dist/theme.js': 'export const vars = {};\n',
    'dist/index.css': '',
    'src/index.ts': "export { Button } from './button/button';\n",
    'src/button/button.tsx': "import { vars } from '../theme';\nexport const Button = vars;\n",
    'src/theme.ts': 'export const vars = {};\n',
  },
});
export const apiClient = workspacePackage('packages/api-client', '@portal/api-client', {
  exports: { ...entry, './calls': { types: './dist/calls.d.ts', import: './dist/calls.js' } },
  files: {
    'src/index.ts': 'export type Claim = { id: string };\n',
    'dist/calls.js': 'export const getClaims = () => [];\n',
    'dist/calls.d.ts': 'export declare const getClaims: () => unknown[];\n',
  },
});

/** A screen, a store and a route's loader and action of a feature package, each calling a service. */
export const CALLS_FROM = {
  'src/claims-screen.tsx': "import { getClaims } from '@portal/api-client/calls';\nexport const screen = getClaims;\n",
  'src/store.ts': "import { getClaims } from '@portal/api-client/calls';\nexport const store = getClaims;\n",
  'src/loaders.ts': "import { getClaims } from '@portal/api-client/calls';\nexport const loader = getClaims;\n",
  'src/actions.ts': "import { getClaims } from '@portal/api-client/calls';\nexport const action = getClaims;\n",
  'src/claims-list/claims-list-action.ts': "import { getClaims } from '@portal/api-client/calls';\nexport const action = getClaims;\n",
  'src/claims-screen.test.tsx': "import { getClaims } from '@portal/api-client/calls';\nexport const test = getClaims;\n",
};

/** A feature package whose src/index.ts is `code`. */
export const feature = (name, dependencies, code, files = {}) =>
  workspacePackage(`packages/${name}`, `@portal/${name}`, { dependencies, files: { 'src/index.ts': code, ...files } });

export const CLEAN_CLAIMS = [
  "import { Button } from '@portal/ui-kit';",
  "import { vars } from '@portal/ui-kit/theme';",
  "import '@portal/ui-kit/style.css';",
  "import type { Claim } from '@portal/api-client';",
  "import { padStart } from 'left-pad';",
  "import { a } from './a';",
  "export const lazy = () => import('./screen');",
].join('\n');

export const CLEAN_APP_MAIN = "import { claimsRoutes } from '@portal/claims';\n";

export const FEATURE_TO_FEATURE = "import { CLAIMS_PATHS } from '@portal/claims';\n";

export const DEEP_IMPORTS = [
  "import { Button } from '@portal/ui-kit/src/button/button';",
  "export { vars } from '@portal/ui-kit/dist/theme.js';",
].join('\n');

export const RELATIVE_ESCAPE = "import { Button } from '../../ui-kit/src/button/button';\n";

export const UNDECLARED_WORKSPACE = "import type { Claim } from '@portal/api-client';\n";

export const UNDECLARED_NPM = "import { padStart } from 'left-pad';\n";

export const IMPORTS_CLAIMS = "import '@portal/claims';\n";
