import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_SHELL } from '@portal/vitest-config/chromium';

// Debian's Chromium headless shell (tooling/scripts/debian.mjs says why); the whole browser where
// only it will do.
export const WHOLE_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FAKE_ORIGIN = 'http://127.0.0.1:4010';
/** The portal, through nginx (or `vite preview`), during the browser tests. */
export const PORTAL_ORIGIN = 'http://127.0.0.1:5173';
/** Where nginx writes its logs during the browser tests (relative to apps/portal). */
export const NGINX_LOGS = 'test-results/nginx-logs';

/**
 * Browser tests drive the built portal, served by nginx as in production (tooling/nginx), and
 * the fake services over real HTTP in Debian's Chromium. The fake's access tokens live 4 s so
 * that refresh happens in every journey.
 * Two workers by default (E2E_WORKERS to change): each names its own world in the one fake
 * server with a request header (e2e/fixtures.ts), and each test resets its world.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the one-line total that `npm test` prints.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  // Playwright empties its output folder before a run: its own, so the unit tests' report beside
  // it (test-results/vitest.json) is still there for the total.
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: PORTAL_ORIGIN,
    browserName: 'chromium',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // Recording a trace costs a third of the run's time on a two-core machine, and nobody opens
    // a clean clone's traces: E2E_TRACE=1 keeps the trace of each failed test when debugging.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM_SHELL,
      args: CHROMIUM_FLAGS,
    },
  },
  // The sweep (e2e/sweep.spec.ts) reads what the collector kept once every other test has run:
  // a project of its own that depends on the suite's, so Playwright runs it last.
  projects: [
    { name: 'chromium', testIgnore: /sweep\.spec\.ts$/ },
    { name: 'sweep', testMatch: /sweep\.spec\.ts$/, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: 'node ../../packages/fake-services/dist/cli.js',
      url: `${FAKE_ORIGIN}/__dev/mailbox`,
      // The fake dates its seed in the residents' time zone, as the browser shows them. It checks
      // every answer against the contract (packages/api-client/openapi.yaml): e2e/fixtures.ts
      // fails a test whose answers broke it.
      // It keeps every report of the run, for the sweep.
      env: {
        FAKE_ACCESS_TOKEN_TTL: '4',
        FAKE_CHECK_CONTRACT: '1',
        FAKE_REPORTS_KEPT: '100000',
        PORTAL_ORIGIN,
        TZ: 'America/Argentina/Buenos_Aires',
      },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    // The production build as production serves it: Debian's nginx with the generated
    // configuration (headers, CSP, caching, SPA fallback). E2E_SERVER=preview falls back to
    // vite preview, for a machine without nginx.
    process.env.E2E_SERVER === 'preview'
      ? {
          command: 'pnpm exec vite preview --host 127.0.0.1 --port 5173 --strictPort',
          url: PORTAL_ORIGIN,
          reuseExistingServer: false,
        }
      : {
          // Its access log is kept where the tests read it (e2e/secrets.spec.ts).
          command: `node ../../tooling/nginx/serve.mjs --local-preview --port 5173 --logs ${NGINX_LOGS}`,
          url: `${PORTAL_ORIGIN}/index.html`,
          reuseExistingServer: false,
        },
  ],
});
