import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

const setup = new URL('./setup.js', import.meta.url).pathname;

/**
 * The vitest configuration every package starts from: React, vanilla-extract, jsdom and the
 * shared setup (jest-dom matchers, cleanup, storage reset between tests).
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[], include?: string[] }} [options]
 */
export function libraryTestConfig(options = {}) {
  const { environment = 'jsdom', setupFiles = [], include = ['src/**/*.test.{ts,tsx}'] } = options;
  return {
    plugins: [react(), vanillaExtractPlugin()],
    // One copy of each, whichever package a module resolves it from: two routers' contexts or
    // two Reacts would fail in ways that have nothing to do with the code under test.
    resolve: { dedupe: ['react', 'react-dom', 'react-router'] },
    test: {
      environment,
      include,
      setupFiles: environment === 'jsdom' ? [setup, ...setupFiles] : setupFiles,
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 15_000,
      // The JSON report lets `npm test` print one total for the whole monorepo.
      reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    },
  };
}
