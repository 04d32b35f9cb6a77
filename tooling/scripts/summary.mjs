// Adds up the test reports of every package (vitest JSON) and of the browser tests in Chromium, in
// Firefox and WebKit, and of the built Storybook (Playwright JSON), so a run says how many tests it
// ran, not only that it passed.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './run.mjs';

const E2E_REPORT = join(root, 'apps', 'portal', 'test-results', 'e2e.json');
const ENGINES_REPORT = join(root, 'apps', 'portal', 'test-results', 'engines.json');
const STORYBOOK_REPORT = join(root, 'apps', 'storybook', 'test-results', 'e2e.json');

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
  for (const file of [...vitestReports(), E2E_REPORT, ENGINES_REPORT, STORYBOOK_REPORT]) rmSync(file, { force: true });
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

/**
 * The unit and story tests' totals, the Chromium suite's, the Firefox and WebKit journeys', the
 * built Storybook's, and all added up.
 */
export function testTotals() {
  const unit = vitestTotals();
  const browser = playwrightTotals(E2E_REPORT);
  const engines = playwrightTotals(ENGINES_REPORT);
  const storybook = playwrightTotals(STORYBOOK_REPORT);
  const all = [unit, browser, engines, storybook];
  return {
    unit,
    browser,
    engines,
    storybook,
    passed: all.reduce((sum, totals) => sum + totals.passed, 0),
    failed: all.reduce((sum, totals) => sum + totals.failed, 0),
  };
}

/**
 * Seconds each spec file's tests took in a Playwright report (its tests' durations added up; two
 * run at once), slowest first: the file to look at when the browser stage grows on a slow host.
 */
export function specSeconds(report) {
  const seconds = new Map();
  const walk = (suite, file) => {
    for (const child of suite.suites ?? []) walk(child, child.file ?? file);
    for (const spec of suite.specs ?? []) {
      const name = spec.file ?? file;
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) seconds.set(name, (seconds.get(name) ?? 0) + (result.duration ?? 0) / 1000);
      }
    }
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...seconds].map(([file, total]) => ({ file, seconds: total })).sort((a, b) => b.seconds - a.seconds);
}

/** The Chromium suite's spec files by time, or nothing when it did not run. */
export function browserSpecSeconds() {
  return existsSync(E2E_REPORT) ? specSeconds(JSON.parse(readFileSync(E2E_REPORT, 'utf8'))) : [];
}

const PRESSURE = '/proc/pressure/cpu';

/**
 * The kernel's CPU pressure (Linux): the share of the time some task waited for a CPU, read at a
 * run's start and end. The suite's own two workers keep both cores of a two-core machine busy
 * (about 60 % on a quiet one); another busy process beside them pushes it to 85 % and more. It
 * says how starved a run was, so two runs' times are compared knowingly.
 */
export function cpuPressureClock(read = () => readFileSync(PRESSURE, 'utf8'), now = () => process.hrtime.bigint()) {
  const sample = () => {
    try {
      const total = /^some .*total=(\d+)/m.exec(read())?.[1];
      return total === undefined ? null : { waitedUs: BigInt(total), atNs: now() };
    } catch {
      return null;
    }
  };
  const start = sample();
  return () => {
    const end = sample();
    if (!start || !end || end.atNs <= start.atNs) return null;
    return Number(((end.waitedUs - start.waitedUs) * 1000n * 1000n) / (end.atNs - start.atNs)) / 10;
  };
}
