#!/usr/bin/env node
// Lighthouse with its mobile defaults (emulated phone, simulated slow 4G and CPU) in Debian's
// Chromium, three runs on each page of the production build served by nginx exactly as in
// production (tooling/nginx), with the fake services behind it. Prints every run and the
// median, and the target (performance 98, accessibility and best practices 100) as a note. A
// score never fails the run: it moves with the host's load. It exits 1 only when it cannot
// measure (no build, no Chromium, a port busy, Lighthouse failing).
//
//   node tooling/bench/run.mjs   (after building the portal and the fake services)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const PORT = 5173;
const FAKE_PORT = 4010;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
export const PAGES = ['/login/', '/registrarse'];
export const TARGET = { performance: 98, accessibility: 100, 'best-practices': 100 };
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures this tool reports, out of one Lighthouse JSON result. */
export function figures(lhr) {
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    // Lighthouse's measure of the host's CPU speed during the run: low means a busy machine.
    benchmark: Math.round(lhr.environment.benchmarkIndex),
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode))
      .filter((audit) =>
        [...lhr.categories.accessibility.auditRefs, ...lhr.categories['best-practices'].auditRefs].some(
          (ref) => ref.id === audit.id && ref.weight > 0,
        ),
      )
      .map((audit) => audit.id),
  };
}

/** Median of each figure over the runs, and what falls under the target. */
export function summarise(runs) {
  const result = {};
  for (const key of ['performance', 'accessibility', 'best-practices', 'lcp', 'tbt']) {
    result[key] = median(runs.map((run) => run[key]));
  }
  result.belowTarget = Object.keys(TARGET).filter((key) => result[key] < TARGET[key]);
  return result;
}

function portIsFree(port) {
  return new Promise((done) => {
    const server = net.createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

async function waitFor(url, child, what) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

/**
 * One Lighthouse run. A run Lighthouse itself aborts (NO_NAVSTART, NO_FCP: its trace recording,
 * seen on a busy machine) is run again, at most twice; a page that fails is not.
 */
function lighthouse(url, outputPath) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url, outputPath);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${url}: Lighthouse run aborted (${error.message}); running it again`);
    }
  }
}

function lighthouseOnce(url, outputPath) {
  const bin = join(here, 'node_modules', '.bin', 'lighthouse');
  rmSync(outputPath, { force: true });
  const result = spawnSync(
    bin,
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} ended with code ${result.status}`);
  return JSON.parse(readFileSync(outputPath, 'utf8'));
}

const ms = (value) => `${(value / 1000).toFixed(2)} s`;

async function main() {
  const dist = join(repoRoot, 'apps/portal/dist/index.html');
  const fake = join(repoRoot, 'packages/fake-services/dist/cli.js');
  for (const file of [dist, fake]) {
    if (!existsSync(file)) throw new Error(`${file} does not exist: build the portal and the fake services first`);
  }
  if (!existsSync(CHROME)) throw new Error(`Chromium is not at ${CHROME} (apt-get install -y chromium, or set CHROME_PATH)`);
  for (const [port, what] of [
    [PORT, 'portal'],
    [FAKE_PORT, 'fake services'],
  ]) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${what}) is busy`);
  }

  const children = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const scratch = mkdtempSync(join(tmpdir(), 'portal-lighthouse-'));
  try {
    const services = spawn(process.execPath, [fake], {
      env: { ...process.env, PORTAL_ORIGIN: ORIGIN },
      stdio: 'ignore',
    });
    children.push(services);
    const server = spawn(process.execPath, [join(repoRoot, 'tooling/nginx/serve.mjs'), '--port', String(PORT)], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(server);
    await waitFor(`http://127.0.0.1:${FAKE_PORT}/__dev/mailbox`, services, 'fake services');
    await waitFor(`${ORIGIN}/index.html`, server, 'nginx');

    const measure = (page) => {
      const runs = [];
      for (let i = 1; i <= RUNS; i++) {
        runs.push(figures(lighthouse(`${ORIGIN}${page}`, join(scratch, `run-${runs.length}.json`))));
        const run = runs.at(-1);
        console.log(
          `${page} run ${i}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
            `best practices ${run['best-practices']}, LCP ${ms(run.lcp)}, TBT ${Math.round(run.tbt)} ms, ` +
            `benchmark index ${run.benchmark}`,
        );
      }
      return { page, runs, median: summarise(runs) };
    };
    const report = [];
    for (const page of PAGES) report.push(measure(page));

    console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS})` : ''} · mobile · ${CHROME}`);
    console.log('page           performance  accessibility  best practices       LCP      TBT');
    for (const { page, median: m } of report) {
      console.log(
        `${page.padEnd(14)} ${String(m.performance).padStart(11)}  ${String(m.accessibility).padStart(13)}  ` +
          `${String(m['best-practices']).padStart(14)}  ${ms(m.lcp).padStart(8)}  ${`${Math.round(m.tbt)} ms`.padStart(7)}`,
      );
    }
    for (const { page, runs, median: m } of report) {
      const failing = [...new Set(runs.flatMap((run) => run.failing))];
      if (failing.length > 0) console.log(`${page}: audits not passed: ${failing.join(', ')}`);
      if (m.belowTarget.length > 0) console.log(`${page}: below target (${JSON.stringify(TARGET)}): ${m.belowTarget.join(', ')}`);
    }
    return 0;
  } finally {
    stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    },
  );
}
