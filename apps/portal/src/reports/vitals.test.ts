import type { Report } from '@portal/api-client/reports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Metric, onINP } from 'web-vitals';
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

/**
 * The browser's Event Timing as web-vitals reads it, which jsdom lacks: a PerformanceObserver
 * whose `event` entries the test hands out, and the visibility the test sets.
 */
function eventTimingPage() {
  const observers: { callback: PerformanceObserverCallback; types: string[]; observer: PerformanceObserver }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['event', 'first-input'];
    readonly types: string[] = [];
    constructor(callback: PerformanceObserverCallback) {
      observers.push({ callback, types: this.types, observer: this as unknown as PerformanceObserver });
    }
    observe({ type }: PerformanceObserverInit) {
      if (type) this.types.push(type);
    }
    takeRecords() {
      return [];
    }
    disconnect() {}
  }
  let visibility: DocumentVisibilityState = 'visible';
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  // What the library checks the browser for: interaction ids on event entries.
  vi.stubGlobal(
    'PerformanceEventTiming',
    class {
      get interactionId() {
        return 0;
      }
    },
  );
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  return {
    /** The browser tells its observers of an interaction (after its next paint). */
    interacted: (entry: Partial<PerformanceEventTiming>) => {
      const event = { entryType: 'event', name: 'pointerdown', startTime: 1000, ...entry } as PerformanceEventTiming;
      for (const { callback, types, observer } of observers)
        if (types.includes('event')) callback({ getEntries: () => [event] } as unknown as PerformanceObserverEntryList, observer);
    },
    hide: () => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    },
  };
}

describe('INP, measured by the web-vitals library itself', () => {
  /** The vitals with the library's own INP alone; what they send. */
  function startInpOnly(): Report[] {
    const sent: Report[] = [];
    const none = () => undefined;
    startVitals({
      endpoint: 'https://c/reports',
      route: () => '/login',
      version: 'v1',
      send: (_, reports) => sent.push(...reports),
      source: { onINP, onCLS: none, onFCP: none, onLCP: none, onTTFB: none },
    });
    return sent;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('leaves with the page hidden right after an interaction, before the library had an idle moment to count it', async () => {
    const page = eventTimingPage();
    const sent = startInpOnly();
    page.interacted({ interactionId: 7, duration: 96 });
    // The library takes the entries a microtask later and leaves them for an idle moment,
    // which the hiding comes before.
    await Promise.resolve();
    page.hide();
    expect(sent.map((report) => [report.body.name, report.body.value])).toEqual([['INP', 96]]);
  });

  it('leaves once, with its latest value, when the library counted the interactions before the hiding', async () => {
    const page = eventTimingPage();
    const sent = startInpOnly();
    // jsdom has no requestIdleCallback: the library's idle moment is a timer, run before ours.
    const idle = () => new Promise((resolve) => setTimeout(resolve));
    page.interacted({ interactionId: 7, duration: 56 });
    await idle();
    page.interacted({ interactionId: 14, duration: 120 });
    await idle();
    expect(sent).toEqual([]);
    page.hide();
    expect(sent.map((report) => [report.body.name, report.body.value])).toEqual([['INP', 120]]);
  });
});
