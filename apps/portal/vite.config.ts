import { execFileSync } from 'node:child_process';
import { STYLE_NONCE_PLACEHOLDER } from '@portal/ui-kit';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { announceServices } from './config/announce-services';
import { precompress } from './config/precompress';
import { announceChunkModule, PRERENDER_ENTRY, prerenderPages } from './config/prerender';
import { loadServiceConfig, withDevSessionTimeouts } from './config/services.mjs';
import { keepSourceMapsApart } from './config/source-maps';
import { packageStylesFromSource, sourceResolve } from './config/workspace-source';

const services = loadServiceConfig();
const { reports, ...calls } = services;

/** The build's version, named in its error and vital reports: PORTAL_VERSION, or the commit it is built from. */
function buildVersion(): string {
  if (process.env.PORTAL_VERSION) return process.env.PORTAL_VERSION;
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'dev';
  }
}

export default defineConfig((env) => ({
  plugins: [
    announceServices(services),
    packageStylesFromSource(),
    react(),
    vanillaExtractPlugin(),
    prerenderPages({ nonce: STYLE_NONCE_PLACEHOLDER, services }),
    precompress(),
    keepSourceMapsApart(),
  ],
  // Every tag Vite writes, and its <meta property="csp-nonce">, carries this placeholder; the
  // production server replaces it with each response's nonce (tooling/nginx), which ui-kit's
  // styleNonce() hands to the libraries that write <style> elements.
  html: { cspNonce: STYLE_NONCE_PLACEHOLDER },
  define: {
    // `npm start` (the dev server) may shorten the inactivity timeouts to try them.
    __SERVICE_CONFIG__: JSON.stringify(env.command === 'serve' ? withDevSessionTimeouts(calls) : calls),
    // Apart: only the reporter, loaded once a page works, reads it (src/reports/reporter.ts).
    __REPORTS_CONFIG__: JSON.stringify(reports ?? null),
    __PORTAL_VERSION__: JSON.stringify(buildVersion()),
  },
  build: {
    target: 'es2022',
    // One stylesheet for the whole portal, which every page carries inline (config/prerender.ts).
    cssCodeSplit: false,
    // Written for error reporting, kept out of the published folder (config/source-maps.ts).
    sourcemap: 'hidden',
    // Read by the prerender (each page's preloads, the pages manifest: config/prerender.ts), and by
    // tooling/budgets for its list of every chunk.
    manifest: true,
    // Every browser the portal supports (ES2022) knows <link rel=modulepreload>: no polyfill.
    modulePreload: { polyfill: false },
    // React, React DOM and the router (with get-nonce, which ui-kit's styleNonce() hands the
    // nonce to) in one chunk beside the entry. Left to itself, Rolldown keeps them in the entry
    // only while no merge would make two chunks import each other; once the signed-in screens used
    // more of the router (loader data, fetchers), it split them into a dozen small chunks that
    // every page then loaded, Radix's dialog pieces among them.
    rolldownOptions: {
      output: {
        advancedChunks: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|get-nonce)[\\/]/ },
            // auth-flow's modules that more than one screen shares (the lock, the sign-in store, the
            // provider names: the login and the provider return's linking both use them), with what
            // they import, in one chunk: left to itself, Rolldown made each a chunk of its own, and
            // /login waited for 19 requests instead of 12.
            { name: 'sign-in', test: /packages[\\/]auth-flow[\\/]dist[\\/]chunk-/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  // `vite build` builds the whole app (config/prerender.ts): the browser's bundle, then the
  // server-side one that renders each anonymous page to HTML, then the pages themselves.
  builder: {},
  environments: {
    ssr: {
      // One self-contained file run once by the build: every dependency bundled, so each
      // package resolves its own (keen-slider, Radix) and React is the one the client uses.
      // In the dev server, the side where vanilla-extract evaluates `.css.ts` files.
      resolve: { noExternal: true, ...sourceResolve(env, 'ssr') },
      build: {
        outDir: 'node_modules/.prerender',
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        copyPublicDir: false,
        rollupOptions: { input: { 'render-page': PRERENDER_ENTRY }, output: { intro: announceChunkModule } },
      },
    },
  },
  // The dev server serves the workspace packages from their source (config/workspace-source.ts).
  resolve: sourceResolve(env, 'client'),
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
}));
