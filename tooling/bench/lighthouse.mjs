// Lighthouse with its mobile defaults (emulated phone, simulated slow 4G and 4x CPU) in Debian's
// Chromium, one run at a time through its command line, and the figures the bench prints out
// of each result: the pure functions below read a Lighthouse JSON result (lhr) and the
// DevTools log Lighthouse saves beside it (--save-assets).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS as CHROMIUM_QUIET } from '@portal/vitest-config/chromium';

const here = dirname(fileURLToPath(import.meta.url));

/** Chromium as the tests start it, accepting the bench's own self-signed certificate for 127.0.0.1 (certificate.mjs). */
export const CHROMIUM_FLAGS = ['--ignore-certificate-errors', ...CHROMIUM_QUIET];

/**
 * What the DevTools log says of each response, by URL: `headers`, the bytes that had arrived when
 * its headers were read (`responseReceived`'s encodedDataLength: the headers alone over HTTP/1.1
 * when the body follows, but over HTTP/2, or with the line slowed down for real, often some or
 * all of the body as well), and `body`, its Content-Length when it has one (nginx sends it for
 * every file it serves as it is, the `.br` and `.gz` twins included).
 */
function responsesByUrl(devtoolsLog) {
  const responses = new Map();
  for (const entry of devtoolsLog) {
    if (entry.method !== 'Network.responseReceived') continue;
    const { url, encodedDataLength, headers = {} } = entry.params.response;
    const length = Object.entries(headers).find(([name]) => name.toLowerCase() === 'content-length')?.[1];
    const body = length === undefined || !/^\d+$/.test(String(length).trim()) ? undefined : Number(length);
    responses.set(url, { headers: encodedDataLength >= 0 ? encodedDataLength : undefined, body });
  }
  return responses;
}

/** Bytes of each response's headers, by URL, as far as the DevTools log tells them apart. */
export function headerBytesByUrl(devtoolsLog) {
  const bytes = new Map();
  for (const [url, { headers }] of responsesByUrl(devtoolsLog)) if (headers !== undefined) bytes.set(url, headers);
  return bytes;
}

/**
 * The scripts of one load, and which of them the page asked for before it was usable.
 * "Usable" is the largest contentful paint Lighthouse observed in the load it recorded (the
 * unthrottled one its simulated metrics are computed from; its report has no observed
 * "interactive"), and a script counts when the page asked for it (rendererStartTime) before that
 * paint. Bytes are the body as sent (Brotli over HTTPS, gzip, or as is when nginx does not compress it): its
 * Content-Length, or else the transfer size less what arrived with the headers; the rest of the
 * transfer size (the headers) is returned apart.
 */
export function scriptBytes(lhr, devtoolsLog) {
  const requests = lhr.audits['network-requests'].details;
  const metrics = lhr.audits.metrics.details.items[0];
  // Both in microseconds of the same trace clock; network-requests' times are in ms from its start.
  const usableAt = (metrics.observedLargestContentfulPaintTs - requests.debugData.networkStartTimeTs) / 1000;
  const responses = responsesByUrl(devtoolsLog);
  const sum = (list) =>
    list.reduce(
      (total, request) => {
        const { headers = 0, body } = responses.get(request.url) ?? {};
        const sent = Math.min(body ?? request.transferSize - Math.min(headers, request.transferSize), request.transferSize);
        return { files: total.files + 1, body: total.body + sent, headers: total.headers + request.transferSize - sent };
      },
      { files: 0, body: 0, headers: 0 },
    );
  const scripts = requests.items.filter((request) => request.resourceType === 'Script');
  return {
    usableAt,
    beforeUsable: sum(scripts.filter((request) => request.rendererStartTime < usableAt)),
    all: sum(scripts),
  };
}

/** Audits of accessibility and best practices that count and did not pass. */
function failingAudits(lhr) {
  const counted = new Set(
    [...lhr.categories.accessibility.auditRefs, ...lhr.categories['best-practices'].auditRefs]
      .filter((ref) => ref.weight > 0)
      .map((ref) => ref.id),
  );
  return Object.values(lhr.audits)
    .filter((audit) => counted.has(audit.id) && audit.score !== null && audit.score < 1)
    .filter((audit) => ['binary', 'numeric'].includes(audit.scoreDisplayMode))
    .map((audit) => audit.id);
}

/** What the LCP was: the element Lighthouse names, as text (for the run's line). */
function lcpElement(lhr) {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return node ? (node.nodeLabel ?? node.snippet ?? '') : '';
}

/**
 * The longest main-thread task of the load, in ms (Lighthouse's `long-tasks`, simulated or
 * observed as the run was), or undefined when the result has no such audit. On the floor it is
 * React DOM's own start (its module evaluated, its first render), before the first paint, so it
 * adds nothing to the floor's TBT; a prerendered page paints first and pays the same start after.
 */
export function longestTask(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items;
  return items ? Math.max(0, ...items.map((item) => item.duration)) : undefined;
}

/** The figures the bench reports, out of one Lighthouse result and its DevTools log. */
export function figures(lhr, devtoolsLog) {
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const value = (id) => lhr.audits[id].numericValue;
  const js = scriptBytes(lhr, devtoolsLog);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    longestTask: longestTask(lhr),
    cls: value('cumulative-layout-shift'),
    requests: lhr.audits['network-requests'].details.items.length,
    jsBeforeUsable: js.beforeUsable.body,
    jsBeforeUsableFiles: js.beforeUsable.files,
    jsBeforeUsableHeaders: js.beforeUsable.headers,
    jsAll: js.all.body,
    // Lighthouse's measure of the host's CPU speed during the run: low means a busy machine.
    benchmark: Math.round(lhr.environment.benchmarkIndex),
    lcpElement: lcpElement(lhr),
    failing: failingAudits(lhr),
  };
}

/**
 * How Lighthouse slows the load down. `simulate` (its default, the score's): one fast load, from
 * which a model estimates the slow one; every request that ended before the fast load painted
 * counts, scripts too, so a page that paints from its HTML is charged with the scripts that
 * arrived in those milliseconds. `devtools`: the same phone, line and CPU applied to a real
 * load, whose paints are observed: what a resident sees.
 */
export const THROTTLING = ['simulate', 'devtools'];

/**
 * One Lighthouse run; returns its result and DevTools log. A run Lighthouse itself aborts
 * (NO_NAVSTART, NO_FCP: its trace recording, seen on a busy machine) is run again, at most
 * twice; then the error goes up and the bench stops, as it could not measure.
 */
export function runLighthouse(url, scratch, chromium, throttling = 'simulate') {
  for (let attempt = 1; ; attempt++) {
    try {
      return runOnce(url, scratch, chromium, throttling);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${url}: Lighthouse abortó la corrida (${error.message}); la repito`);
    }
  }
}

function runOnce(url, scratch, chromium, throttling) {
  const output = join(scratch, 'lighthouse.json');
  // --save-assets writes the trace and the DevTools log beside the report, named after it.
  const devtoolsLogFile = join(scratch, 'lighthouse-0.devtoolslog.json');
  for (const file of [output, devtoolsLogFile, join(scratch, 'lighthouse-0.trace.json')]) rmSync(file, { force: true });
  const result = spawnSync(
    join(here, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--save-assets',
      `--throttling-method=${throttling}`,
      '--only-categories=performance,accessibility,best-practices',
      `--chrome-flags=${['--headless=new', ...CHROMIUM_FLAGS].join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse terminó con el código ${result.status ?? result.signal}`);
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.code);
  if (lhr.categories.performance.score === null) throw new Error('sin puntaje de rendimiento');
  return { lhr, devtoolsLog: JSON.parse(readFileSync(devtoolsLogFile, 'utf8')) };
}
