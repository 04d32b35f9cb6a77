import type { Report } from '@portal/api-client/reports';
import { describe, expect, it } from 'vitest';
import type { Metric } from 'web-vitals';
import { startVitals, type VitalsSource } from './vitals';

// The page view's vitals, from a stand-in for the web-vitals library and a document whose
// visibility the test sets.

function fakePage() {
  const callbacks: ((metric: Metric) => void)[] = [];
  const listeners: (() => void)[] = [];
  const page = {
    visibilityState: 'visible' as DocumentVisibilityState,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const source = Object.fromEntries(
    ['onCLS', 'onFCP', 'onINP', 'onLCP', 'onTTFB'].map((name) => [name, (callback: (metric: Metric) => void) => callbacks.push(callback)]),
  ) as unknown as VitalsSource;
  return {
    page: page as unknown as Document,
    source,
    measured: (metric: Partial<Metric>) => {
      for (const callback of callbacks)
        callback({ rating: 'good', navigationType: 'navigate', delta: 0, entries: [], ...metric } as Metric);
    },
    turn: (state: DocumentVisibilityState) => {
      page.visibilityState = state;
      for (const listener of listeners) listener();
    },
    listening: () => callbacks.length,
  };
}

describe('the page view’s vitals', () => {
  it('leave together when the page is hidden, each once, with the route’s pattern and the navigation’s type', () => {
    const { page, source, measured, turn } = fakePage();
    const sent: Report[][] = [];
    startVitals({
      endpoint: 'https://c/reports',
      route: () => '/dashboard',
      version: 'v1',
      send: (_, reports) => sent.push(reports),
      source,
      target: page,
    });
    measured({ name: 'TTFB', id: 'a', value: 120.4 });
    measured({ name: 'FCP', id: 'b', value: 900 });
    expect(sent).toEqual([]);
    measured({ name: 'LCP', id: 'c', value: 4100, rating: 'poor', navigationType: 'reload' });
    turn('hidden');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.map((report) => [report.type, report.body])).toEqual([
      ['web-vital', { name: 'TTFB', value: 120.4, rating: 'good', route: '/dashboard', navigationType: 'navigate', version: 'v1' }],
      ['web-vital', { name: 'FCP', value: 900, rating: 'good', route: '/dashboard', navigationType: 'navigate', version: 'v1' }],
      ['web-vital', { name: 'LCP', value: 4100, rating: 'poor', route: '/dashboard', navigationType: 'reload', version: 'v1' }],
    ]);
    // Shown and hidden again: what was sent is not sent again; a vital measured since is.
    turn('visible');
    measured({ name: 'LCP', id: 'c', value: 4200 });
    turn('hidden');
    expect(sent).toHaveLength(1);
    measured({ name: 'INP', id: 'd', value: 180 });
    turn('hidden');
    expect(sent.map((reports) => reports.length)).toEqual([3, 1]);
  });

  it("sends at once a vital the library hands over once the hiding's reports have left (its own listener heard the hiding after ours)", () => {
    const { page, source, measured, turn } = fakePage();
    const sent: Report[][] = [];
    startVitals({
      endpoint: 'https://c/reports',
      route: () => '/login',
      version: 'v1',
      send: (_, reports) => sent.push(reports),
      source,
      target: page,
    });
    measured({ name: 'FCP', id: 'a', value: 900 });
    turn('hidden');
    measured({ name: 'INP', id: 'b', value: 96 });
    expect(sent.map((reports) => reports.map((report) => report.body.name))).toEqual([['FCP'], ['INP']]);
    // Shown again, a vital waits for the next hiding.
    turn('visible');
    measured({ name: 'CLS', id: 'c', value: 0.01 });
    expect(sent).toHaveLength(2);
  });

  it('names the first route the router matched, not one navigated to later', () => {
    const { page, source, measured, turn } = fakePage();
    const sent: Report[] = [];
    let drawn: string | null = null;
    startVitals({
      endpoint: 'https://c/reports',
      route: () => drawn,
      version: 'v',
      send: (_, reports) => sent.push(...reports),
      source,
      target: page,
    });
    measured({ name: 'TTFB', id: 'a', value: 100 });
    drawn = '/login';
    measured({ name: 'FCP', id: 'b', value: 300 });
    drawn = '/dashboard';
    turn('hidden');
    expect(sent.map((report) => report.body.route)).toEqual(['/login', '/login']);
  });

  it('measures only the sampled share of page views', () => {
    const { page, source, listening } = fakePage();
    const options = { endpoint: 'https://c/reports', route: () => '/', version: 'v', send: () => undefined, source, target: page };
    startVitals({ ...options, sampleRate: 0.1, random: () => 0.5 });
    expect(listening()).toBe(0);
    startVitals({ ...options, sampleRate: 0.1, random: () => 0.05 });
    expect(listening()).toBe(5);
    startVitals({ ...options, sampleRate: 0, random: () => 0 });
    expect(listening()).toBe(5);
  });
});
