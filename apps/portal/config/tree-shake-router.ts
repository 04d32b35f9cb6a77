import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** react-router's published ES modules (its `production` build is the one Vite picks). */
const ROUTER_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;
/** A component or context made at module level: `const Link = React$1.forwardRef(`. */
const MADE_AT_MODULE_LEVEL = /^((?:const|let|var) [\w$]+ = )(React\$1\.(?:forwardRef|memo|createContext)\()/gm;
/** `Link.displayName = "Link";`: a name for React DevTools, alone on its line. */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

/**
 * Lets the bundler drop the parts of react-router that the portal never uses. The portal renders
 * a declarative router (BrowserRouter, useRoutes, links); react-router's modules also hold the data
 * and framework routers, and every component they make at module level (`forwardRef`, `memo`,
 * `createContext`) is neither marked pure nor free of the `displayName` written on it, so the
 * bundler keeps Form, NavLink, ScrollRestoration, the data routes and all they reach as soon as
 * one export of their module is imported. Marking those calls pure and dropping the DevTools
 * names (never read in production) takes about 2 KB gzip off the entry; the router's own code is
 * otherwise untouched. The size budget (tooling/budgets) notices if a new release changes the
 * shape this relies on.
 */
export function treeShakeRouter(): Plugin {
  return {
    name: 'portal:tree-shake-router',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_MODULE },
      handler(code, id) {
        const edited = new MagicString(code);
        for (const match of code.matchAll(MADE_AT_MODULE_LEVEL)) {
          edited.appendLeft(match.index + (match[1]?.length ?? 0), '/* @__PURE__ */ ');
        }
        for (const match of code.matchAll(DISPLAY_NAME)) {
          edited.remove(match.index, match.index + match[0].length);
        }
        if (!edited.hasChanged()) return null;
        return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
