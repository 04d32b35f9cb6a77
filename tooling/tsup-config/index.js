import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/**
 * Every source module of a library (tests, stories, test helpers and style modules aside).
 * Each becomes its own file in `dist/`, so the app's bundler sees the package's modules and not
 * one merged file: a route then loads only the modules it uses (a screen that shows a button
 * does not bring the select, the carousel or the toasts along), and shared ones are split by
 * the app, not here.
 */
export const MODULE_ENTRIES = [
  'src/**/*.ts',
  'src/**/*.tsx',
  '!src/**/*.test.ts',
  '!src/**/*.test.tsx',
  '!src/**/*.stories.tsx',
  '!src/**/*.css.ts',
  '!src/**/*.d.ts',
  '!src/test/**',
  '!src/stories/**',
];

/**
 * The build of every workspace library: ESM only, one output file per source module (see
 * `MODULE_ENTRIES`), vanilla-extract styles compiled to `dist/index.css`.
 * Declarations are emitted by `tsc -p tsconfig.build.json` after tsup (TypeScript 7 has no
 * compiler API for tsup's own `dts`).
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function libraryConfig(overrides = {}) {
  return {
    entry: MODULE_ENTRIES,
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    splitting: true,
    sourcemap: true,
    clean: true,
    dts: false,
    treeshake: true,
    ...overrides,
    esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' }), ...(overrides.esbuildPlugins ?? [])],
  };
}
