import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FAKE_ORIGIN = 'http://127.0.0.1:4010';

/**
 * Browser tests drive the built portal (vite preview) and the fake services over real HTTP in
 * Debian's Chromium. The fake's access tokens live 4 s so that refresh happens in every journey.
 * One worker: the tests share the fake services, which each test resets.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds the one-line total that `npm test` prints.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:5173',
    browserName: 'chromium',
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node ../../packages/fake-services/dist/cli.js',
      url: `${FAKE_ORIGIN}/__dev/mailbox`,
      env: { FAKE_ACCESS_TOKEN_TTL: '4', PORTAL_ORIGIN: 'http://127.0.0.1:5173' },
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'pnpm exec vite preview --host 127.0.0.1 --port 5173 --strictPort',
      url: 'http://127.0.0.1:5173',
      reuseExistingServer: false,
    },
  ],
});
