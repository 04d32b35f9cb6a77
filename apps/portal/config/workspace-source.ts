import { type ConfigEnv, defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';

/**
 * The export condition under which each workspace package's `exports` names its source module
 * (`"source": "./src/index.ts"` beside `"import": "./dist/index.js"`). Only the dev server asks
 * for it, so `npm start` serves the packages' source: an edit to a package's screen is one more
 * module for Vite to transform and hot-swap (React Fast Refresh, vanilla-extract's plugin for
 * `.css.ts`), as the app's own files are. The production build, the tests and every per-package
 * command leave the condition out and keep consuming what tsup built.
 *
 * Chosen over the packages' tsup builds in watch mode as turbo persistent tasks: one process does
 * the transforming instead of one watcher per package beside Vite on a two-core machine; a change
 * reaches the browser as a module swap that keeps the screen's state, not as a rewritten `dist/`
 * that Vite reloads whole (and a watch build's cleaning of `dist/` would hand Vite missing files
 * half-way); and a `.css.ts` in a package is compiled by the same vanilla-extract plugin, with the
 * same theme contract, as one in the app.
 */
const SOURCE_CONDITION = 'source';

/**
 * The dev server's resolve options, for the browser (`client`) or the server side (`ssr`); none
 * for a build or `vite preview`. Given in the config itself rather than by a plugin:
 * vanilla-extract's plugin evaluates `.css.ts` files on the server side of a Vite server of its
 * own, made from the config file without the other plugins, and the `@portal/ui-kit/theme`
 * those files import must be the module (with the CSS variables) the browser gets.
 */
export function sourceResolve({ command, isPreview }: ConfigEnv, side: 'client' | 'ssr'): { conditions?: string[] } {
  if (command !== 'serve' || isPreview) return {};
  return { conditions: [SOURCE_CONDITION, ...(side === 'client' ? defaultClientConditions : defaultServerConditions)] };
}

const PACKAGE_STYLESHEET = /^@portal\/[a-z-]+\/style\.css$/;
const NO_STYLES = '\0portal:package-stylesheet';

/**
 * A package's `style.css` is what tsup compiled from every one of its `.css.ts` files. Served from
 * source, each module brings its own styles instead (its `.css.ts` imports, ui-kit's global styles
 * from its entry), so in the dev server the compiled sheet is an empty module: the app's entry
 * imports it for the production build, and a stale `dist/` must not style the dev server.
 */
export function packageStylesFromSource(): Plugin {
  return {
    name: 'portal:package-styles-from-source',
    apply: 'serve',
    // Before Vite's own resolver, which would find the sheet in `dist/`.
    enforce: 'pre',
    resolveId: (id) => (PACKAGE_STYLESHEET.test(id) ? NO_STYLES : null),
    load: (id) => (id === NO_STYLES ? '' : null),
  };
}
