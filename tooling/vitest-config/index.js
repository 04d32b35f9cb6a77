import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

const setup = new URL('./setup.js', import.meta.url).pathname;
const pageReset = new URL('./page-reset.js', import.meta.url).pathname;
const zustand = new URL('./zustand.js', import.meta.url).pathname;
const userEvent = new URL('./user-event.js', import.meta.url).pathname;

/**
 * The vitest configuration every package starts from: React, vanilla-extract, jsdom and the
 * shared setup (jest-dom matchers, cleanup, storage reset between tests).
 *
 * A package's test files share one worker process in turn (`isolate: false`) instead of each
 * starting its own: a fresh process loads jsdom, React and the rest of node_modules again, which
 * costs several times the tests themselves (CPU on a 2-core machine: api-client about 26 s
 * isolated, 5 s shared; ui-kit 109 s, 34 s). The files share the workspace's modules too: every
 * store is put back to its first state after each test as Zustand's testing guide does
 * (zustand.js), the fake services' msw server and state are one per process and fresh for each
 * test (@portal/fake-services/vitest), what a file leaves in the page or the clock is undone
 * before the next (page-reset.js), and the tests and the stories type with one user-event
 * (user-event.js). A package's setup file runs again for each file, but the modules it imports
 * are shared: what a test file or a helper reads from it must come from those modules.
 * Every package's files pass shared in shuffled orders (`vitest run --sequence.shuffle.files
 * --sequence.seed=<n>`); `isolate: true` is there to tell a leak from a bug while looking for
 * one. On two cores vitest starts one worker per package (cores - 1) while turbo runs two
 * packages at once.
 * @param {{ environment?: 'jsdom' | 'node', setupFiles?: string[], include?: string[], isolate?: boolean }} [options]
 */
export function libraryTestConfig(options = {}) {
  const { environment = 'jsdom', setupFiles = [], include = ['src/**/*.test.{ts,tsx}'], isolate = false } = options;
  // The stores' reset (zustand.js) comes before setup.js so that its afterEach runs after
  // setup.js's (vitest runs after-hooks last-registered first): a store is put back once the
  // page is unmounted and storage cleared, so no mounted screen reacts to the reset, and nothing
  // written to storage during the unmount is read into a store after it.
  const shared = environment === 'jsdom' ? [zustand, setup, ...setupFiles] : setupFiles;
  return {
    plugins: [react(), vanillaExtractPlugin()],
    // One copy of each, whichever package a module resolves it from: two routers' contexts or
    // two Reacts would fail in ways that have nothing to do with the code under test.
    resolve: {
      dedupe: ['react', 'react-dom', 'react-router'],
      // One user-event for the tests and the stories' play functions (user-event.js says why).
      alias: [{ find: /^@testing-library\/user-event$/, replacement: userEvent }],
    },
    test: {
      environment,
      include,
      isolate,
      setupFiles: isolate ? shared : [pageReset, ...shared],
      restoreMocks: true,
      unstubGlobals: true,
      testTimeout: 15_000,
      // The JSON report lets `npm test` print one total for the whole monorepo.
      reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
    },
  };
}
