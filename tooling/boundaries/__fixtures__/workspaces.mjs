// Small workspaces the checker's tests write to a temporary directory. They sit in
// __fixtures__ because they break the rules on purpose, and the checker does not read this folder.

export const entry = { '.': { types: './dist/index.d.ts', default: './dist/index.js' } };
export const uiKit = {
  'packages/ui-kit/package.json': {
    name: '@portal/ui-kit',
    exports: { ...entry, './theme': './dist/theme.js', './style.css': './dist/index.css' },
  },
  'packages/ui-kit/src/index.ts': "export { Button } from './button/button';\n",
  'packages/ui-kit/src/button/button.tsx': "import { vars } from '../theme.css';\nexport const Button = vars;\n",
};
export const feature = (name, deps, code) => ({
  [`packages/${name}/package.json`]: { name: `@portal/${name}`, exports: entry, dependencies: deps },
  [`packages/${name}/src/index.ts`]: code,
});

export const CLEAN_CLAIMS = [
  "import { Button } from '@portal/ui-kit';",
  "import { vars } from '@portal/ui-kit/theme';",
  "import '@portal/ui-kit/style.css';",
  "import { useState } from 'react';",
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

export const UNDECLARED = "import type { Claim } from '@portal/api-client';\n";

export const SAMPLE_CODE = [
  "import React, { useState } from 'react';",
  "import type { A } from '@portal/a';",
  "import '@portal/b/style.css';",
  "export { c } from './c';",
  "export * as d from '@portal/d';",
  "const e = await import('@portal/e');",
  "const f = require('f');",
  "vi.mock('@portal/g', () => ({}));",
  "// import { h } from '@portal/h';",
  "/* import { i } from '@portal/i'; */",
  "import {\n  j,\n  k,\n} from '@portal/jk';",
].join('\n');

export const IMPORTS_CLAIMS = "import '@portal/claims';\n";
