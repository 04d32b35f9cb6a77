import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/** Source files that are not modules of the library: tests, stories, style modules, declarations. */
const NOT_MODULES = /\.(test\.tsx?|stories\.tsx|css\.ts|d\.ts)$/;

/**
 * Every source module of a library (tests, stories, test helpers and style modules aside), as
 * tsup's entry object: output name (`shell/app-shell`) to file, in sorted order.
 * Each becomes its own file in `dist/`, so the app's bundler sees the package's modules and not
 * one merged file: a route then loads only the modules it uses (a screen that shows a button
 * does not bring the select, the carousel or the toasts along), and shared ones are split by
 * the app, not here.
 * Listed here rather than as globs: tsup expands an entry array with an asynchronous crawl whose
 * order follows the disk, esbuild's chunks follow the entries' order, and on a fresh clone two
 * builds of the same commit then differed (other chunk names, other import order, other sizes).
 * @param {string} [root] the package's source folder, relative to the package
 * @returns {Record<string, string>}
 */
function moduleEntries(root = 'src') {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !NOT_MODULES.test(file) && !/^(test|stories)\//.test(file))
    .sort();
  return Object.fromEntries(files.map((file) => [file.replace(/\.tsx?$/, ''), `${root}/${file}`]));
}

/**
 * The build of every workspace library: ESM only, one output file per source module (see
 * `moduleEntries`), vanilla-extract styles compiled to `dist/index.css`.
 * Declarations are emitted by `tsc -p tsconfig.build.json` after tsup (TypeScript 7 has no
 * compiler API for tsup's own `dts`).
 * @param {import('tsup').Options} [overrides]
 * @returns {import('tsup').Options}
 */
export function libraryConfig(overrides = {}) {
  return {
    entry: moduleEntries(),
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
