import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_SHELL } from '@portal/vitest-config/chromium';

const ORIGIN = 'http://127.0.0.1:6106';
/** A sub-path, as a static host that publishes several sites would give it. */
const BASE = '/catalogo/';

/**
 * The built Storybook (storybook-static, from `build`) served as plain files from a sub-path,
 * driven in Chromium: what a designer opens once it is published.
 */
export default defineConfig({
  testDir: './e2e',
  // One test at a time: the last one already shows stories in two pages side by side, one per core.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the totals `npm test` prints.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `${ORIGIN}${BASE}`,
    browserName: 'chromium',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM_SHELL,
      args: CHROMIUM_FLAGS,
    },
  },
  webServer: {
    command: `node e2e/static-host.mjs storybook-static 6106 ${BASE}`,
    url: `${ORIGIN}${BASE}index.html`,
    reuseExistingServer: false,
  },
});
