import { defineConfig } from '@playwright/test';
import type { EngineName } from './engines/engines';
import chromiumSuite from './playwright.config';

/**
 * The main journeys in the two engines beside Chromium, each in its stock browser from Debian
 * (engines/engines.ts): Firefox ESR and WebKitGTK. The same servers as the Chromium suite (nginx
 * with the production headers, the fake services); one browser at a time, in one worker, since
 * every journey resets the one fake world they share.
 */
export default defineConfig<unknown, { engineName: EngineName }>({
  testDir: './engines',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // The JSON report feeds the totals `npm test` prints (tooling/scripts/summary.mjs).
  reporter: [['list'], ['json', { outputFile: 'test-results/engines.json' }]],
  outputDir: 'test-results/engines-artifacts',
  projects: [
    { name: 'firefox', use: { engineName: 'firefox' } },
    { name: 'webkit', use: { engineName: 'webkit' } },
  ],
  webServer: chromiumSuite.webServer,
});
