// Adds up the test reports of every package (vitest JSON) and of the browser tests (Playwright
// JSON) into one closing line, so a run says how many tests it ran, not only that it passed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

export function vitestTotals() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const name of readdirSync(join(root, group))) {
      const file = join(root, group, name, 'test-results', 'vitest.json');
      if (!existsSync(file)) continue;
      const report = JSON.parse(readFileSync(file, 'utf8'));
      totals.passed += report.numPassedTests ?? 0;
      totals.failed += report.numFailedTests ?? 0;
      totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    }
  }
  return totals;
}

function playwrightTotals() {
  const file = join(root, 'apps', 'portal', 'test-results', 'e2e.json');
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), skipped: stats.skipped ?? 0 };
}

export function printSummary() {
  const unit = vitestTotals();
  const browser = playwrightTotals();
  console.log(`Unit and story tests: ${unit.passed} passed, ${unit.failed} failed, ${unit.skipped} skipped`);
  console.log(`Browser tests: ${browser.passed} passed, ${browser.failed} failed, ${browser.skipped} skipped`);
  const passed = unit.passed + browser.passed;
  const failed = unit.failed + browser.failed;
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}
