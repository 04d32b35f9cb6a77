import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/**
 * The build of every workspace library: ESM only, code-split so that a package's lazy
 * screens stay lazy in the app, vanilla-extract styles compiled to `dist/*.css`.
 * Declarations are emitted by `tsc -p tsconfig.build.json` after tsup (TypeScript 7 has no
 * compiler API for tsup's own `dts`).
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function libraryConfig(overrides = {}) {
  return {
    entry: ['src/index.ts'],
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
