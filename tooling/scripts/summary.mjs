// Adds up the test reports of every package (vitest JSON) and of the browser tests in Chromium and
// in Firefox and WebKit (Playwright JSON), so a run says how many tests it ran, not only that it passed.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const E2E_REPORT = join(root, 'apps', 'portal', 'test-results', 'e2e.json');
const ENGINES_REPORT = join(root, 'apps', 'portal', 'test-results', 'engines.json');

function vitestReports() {
  return ['apps', 'packages', 'tooling'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(root, group, name, 'test-results', 'vitest.json'))
      .filter((file) => existsSync(file)),
  );
}

/**
 * Removes the reports an earlier run left, so a stage that did not run this time is not counted
 * with last time's figures (turbo puts a cached package's report back when it replays it).
 */
export function clearReports() {
  for (const file of [...vitestReports(), E2E_REPORT, ENGINES_REPORT]) rmSync(file, { force: true });
}

export function vitestTotals() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const file of vitestReports()) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests ?? 0;
    totals.failed += report.numFailedTests ?? 0;
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  return totals;
}

function playwrightTotals(report) {
  if (!existsSync(report)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), skipped: stats.skipped ?? 0 };
}

/** The unit and story tests' totals, the Chromium suite's, the Firefox and WebKit journeys', and all added up. */
export function testTotals() {
  const unit = vitestTotals();
  const browser = playwrightTotals(E2E_REPORT);
  const engines = playwrightTotals(ENGINES_REPORT);
  return {
    unit,
    browser,
    engines,
    passed: unit.passed + browser.passed + engines.passed,
    failed: unit.failed + browser.failed + engines.failed,
  };
}
