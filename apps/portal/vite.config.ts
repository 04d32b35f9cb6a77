import { STYLE_NONCE_PLACEHOLDER } from '@portal/ui-kit';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './config/precompress';
import { loadServiceConfig } from './config/services.mjs';
import { staticSplash } from './config/static-splash';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), staticSplash(), precompress()],
  // Every tag Vite writes, and its <meta property="csp-nonce">, carries this placeholder; the
  // production server replaces it with each response's nonce (tooling/nginx), which ui-kit's
  // styleNonce() hands to the libraries that write <style> elements.
  html: { cspNonce: STYLE_NONCE_PLACEHOLDER },
  define: {
    __SERVICE_CONFIG__: JSON.stringify(loadServiceConfig()),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by tooling/budgets to find each route's chunks.
    manifest: true,
    // Every browser the portal supports (ES2022) knows <link rel=modulepreload>: no polyfill.
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
});
