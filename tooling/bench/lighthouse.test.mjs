import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figures, headerBytesByUrl, longestTask, scriptBytes } from './lighthouse.mjs';

// Trimmed from real runs of the bench: the floor page and /login/ (Lighthouse 13.5, mobile).
const fixture = (name) => JSON.parse(readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8'));
const login = { lhr: fixture('login.lhr.json'), devtoolsLog: fixture('login.devtoolslog.json') };
const floor = { lhr: fixture('floor.lhr.json'), devtoolsLog: fixture('floor.devtoolslog.json') };
const ORIGIN = 'http://127.0.0.1:5173';

/** A result with only what scriptBytes reads: requests (ms from the first), LCP at `lcpMs`. */
function syntheticLoad(requests, lcpMs) {
  const start = 5_000_000; // µs on the trace clock
  return {
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaintTs: start + lcpMs * 1000 }] } },
      'network-requests': { details: { items: requests, debugData: { networkStartTimeTs: start } } },
    },
  };
}

describe('headerBytesByUrl', () => {
  it('reads each response header size from the DevTools log', () => {
    const headers = headerBytesByUrl(login.devtoolsLog);
    expect(headers.get(`${ORIGIN}/assets/index-C4JXYrp4.js`)).toBe(1105);
    expect(headers.get(`${ORIGIN}/login/`)).toBe(1000);
    expect(headers.size).toBe(login.lhr.audits['network-requests'].details.items.length);
  });
});

describe('scriptBytes', () => {
  it('counts scripts the page asked for before its observed LCP, bodies without headers', () => {
    const js = scriptBytes(login.lhr, login.devtoolsLog);
    // observedLargestContentfulPaintTs − networkStartTimeTs, in ms
    expect(js.usableAt).toBeCloseTo(765.471, 3);
    expect(js.beforeUsable).toEqual({ files: 14, body: 96_643, headers: 15_366 });
    expect(js.all).toEqual({ files: 28, body: 134_695, headers: 30_792 });
  });

  it('leaves out what the page asks for once it is usable (the idle preloads of /login/)', () => {
    const requests = login.lhr.audits['network-requests'].details.items;
    const late = requests.filter((r) => r.resourceType === 'Script' && r.rendererStartTime >= 765.471);
    expect(late.map((r) => r.url)).toContain(`${ORIGIN}/assets/keen-track-Bf0V5pzI.js`);
    const { beforeUsable, all } = scriptBytes(login.lhr, login.devtoolsLog);
    expect(all.files - beforeUsable.files).toBe(late.length);
  });

  it('ignores every request that is not a script, and counts a response with no known headers whole', () => {
    const load = syntheticLoad(
      [
        { url: '/', resourceType: 'Document', rendererStartTime: 0, transferSize: 2000 },
        { url: '/a.js', resourceType: 'Script', rendererStartTime: 10, transferSize: 1500 },
        { url: '/b.css', resourceType: 'Stylesheet', rendererStartTime: 11, transferSize: 900 },
        { url: '/c.js', resourceType: 'Script', rendererStartTime: 20, transferSize: 700 },
        { url: '/late.js', resourceType: 'Script', rendererStartTime: 300, transferSize: 400 },
      ],
      100,
    );
    const log = [
      { method: 'Network.responseReceived', params: { response: { url: '/a.js', encodedDataLength: 500 } } },
      { method: 'Network.loadingFinished', params: { encodedDataLength: 1500 } },
    ];
    expect(scriptBytes(load, log)).toEqual({
      usableAt: 100,
      beforeUsable: { files: 2, body: 1000 + 700, headers: 500 },
      all: { files: 3, body: 1000 + 700 + 400, headers: 500 },
    });
  });

  it('takes the body from Content-Length when the body arrived with the headers (HTTP/2, a line slowed for real)', () => {
    const load = syntheticLoad(
      [
        { url: '/a.js', resourceType: 'Script', rendererStartTime: 10, transferSize: 83_566 },
        { url: '/b.js', resourceType: 'Script', rendererStartTime: 20, transferSize: 3_416 },
      ],
      100,
    );
    const log = [
      // The whole transfer was in by the time the headers were read.
      {
        method: 'Network.responseReceived',
        params: { response: { url: '/a.js', encodedDataLength: 83_566, headers: { 'content-length': '82723' } } },
      },
      {
        method: 'Network.responseReceived',
        params: { response: { url: '/b.js', encodedDataLength: 3_416, headers: { 'Content-Length': '2711' } } },
      },
    ];
    expect(scriptBytes(load, log).beforeUsable).toEqual({ files: 2, body: 82_723 + 2_711, headers: 843 + 705 });
  });

  it('counts a script asked for exactly at the LCP as after it', () => {
    const load = syntheticLoad([{ url: '/a.js', resourceType: 'Script', rendererStartTime: 100, transferSize: 10 }], 100);
    expect(scriptBytes(load, []).beforeUsable.files).toBe(0);
  });
});

describe('longestTask', () => {
  it("is the longest of Lighthouse's long tasks, none when the load had none, and unknown without the audit", () => {
    const result = (items) => ({ audits: { 'long-tasks': { details: { items } } } });
    expect(longestTask(result([{ duration: 120 }, { duration: 340.5 }, { duration: 60 }]))).toBe(340.5);
    expect(longestTask(result([]))).toBe(0);
    expect(longestTask({ audits: {} })).toBeUndefined();
  });
});

describe('figures', () => {
  it('reads scores, metrics, requests, JavaScript and the benchmark index of a run', () => {
    expect(figures(login.lhr, login.devtoolsLog)).toEqual({
      performance: 87,
      accessibility: 100,
      bestPractices: 100,
      fcp: login.lhr.audits['first-contentful-paint'].numericValue,
      lcp: login.lhr.audits['largest-contentful-paint'].numericValue,
      tbt: 390,
      // The stored result was trimmed to the audits the bench read then.
      longestTask: undefined,
      cls: login.lhr.audits['cumulative-layout-shift'].numericValue,
      requests: 34,
      jsBeforeUsable: 96_643,
      jsBeforeUsableFiles: 14,
      jsBeforeUsableHeaders: 15_366,
      jsAll: 134_695,
      benchmark: 495,
      lcpElement: expect.stringMatching(/^Podés ingresar con tu cuenta/),
      failing: [],
    });
  });

  it('lists the accessibility and best-practice audits that count and did not pass', () => {
    const result = figures(floor.lhr, floor.devtoolsLog);
    expect(result.failing).toEqual(['landmark-one-main']);
    expect(result.accessibility).toBeLessThan(100);
    expect(result.requests).toBe(2);
    expect(result.jsBeforeUsable).toBe(result.jsAll);
  });
});
