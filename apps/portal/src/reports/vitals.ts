import { pathOnly, type Report, scrubReport } from '@portal/api-client/reports';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

// Real-user speed (`web-vital` reports, CONTRACT.md "Reports"): LCP, INP, CLS, FCP and TTFB of
// each page view, measured by the web-vitals library (its standard build: the attribution build
// adds element selectors and URLs, page content the scrubber could not vouch for), sent together
// when the page is hidden, each once. Started with the error reporter, after the page's `load`:
// the library reads the browser's buffered entries, so nothing before is lost.

/** The library's callbacks, replaceable by a test. */
export interface VitalsSource {
  onCLS: typeof onCLS;
  onFCP: typeof onFCP;
  onINP: typeof onINP;
  onLCP: typeof onLCP;
  onTTFB: typeof onTTFB;
}

export interface VitalsOptions {
  endpoint: string;
  /**
   * The pattern of the route drawn now, or null before the router has matched one. The first
   * one known is kept: the browser measures the document's load (LCP, FCP, TTFB), which is the
   * landing route's; a navigation inside the app is no new page view.
   */
  route: () => string | null;
  version: string;
  /** The share of page views measured (0 to 1); unset, every one. */
  sampleRate?: number;
  send: (endpoint: string, reports: Report[]) => void;
  random?: () => number;
  source?: VitalsSource;
  /** Where `visibilitychange` is heard: the document. */
  target?: Pick<Document, 'addEventListener' | 'visibilityState'>;
}

/** Starts measuring this page view, if it is in the sample; its vitals leave when it is hidden. */
export function startVitals({
  endpoint,
  route,
  version,
  sampleRate = 1,
  send,
  random = Math.random,
  source = { onCLS, onFCP, onINP, onLCP, onTTFB },
  target = document,
}: VitalsOptions): void {
  if (!(random() < sampleRate)) return;
  const waiting = new Map<string, Metric>();
  const sent = new Set<string>();
  let landing: string | null = null;
  const landingRoute = () => {
    landing ??= route();
    return landing ?? '';
  };
  // What the library hands over once this hiding's reports have left (INP of an interaction the
  // browser tells of only after the hiding) goes at once.
  let hidden = false;
  const keep = (metric: Metric) => {
    landingRoute();
    if (sent.has(metric.id)) return;
    waiting.set(metric.id, metric);
    if (hidden && target.visibilityState === 'hidden') flush();
  };
  for (const measure of [source.onLCP, source.onCLS, source.onFCP, source.onTTFB]) measure(keep);
  // INP with every change handed over, kept here until the hiding. web-vitals counts an
  // interaction's entries in an idle callback (whenIdleOrHidden); when the page is hidden first,
  // its hiding handler forces INP's report before those entries are counted (no value yet:
  // nothing handed over) and counts them just after, handing the value over only when every
  // change is asked for. Without it, a resident who left right after an interaction took its INP
  // along (the browser suite missed it in about half the runs).
  source.onINP(keep, { reportAllChanges: true });
  // Heard on the document, after the library's own listeners (on the window, capturing) have
  // handed over their final values for this hiding.
  // Read now, not as the page goes: a document being left may already answer for the next one.
  const url = pathOnly(globalThis.location?.href ?? '');
  const userAgent = globalThis.navigator?.userAgent ?? '';
  const flush = () => {
    if (waiting.size === 0) return;
    const route = landingRoute();
    const reports = [...waiting.values()].flatMap((metric) => {
      const report = scrubReport({
        type: 'web-vital',
        age: 0,
        url,
        user_agent: userAgent,
        body: { name: metric.name, value: metric.value, rating: metric.rating, route, navigationType: metric.navigationType, version },
      });
      return report ? [report] : [];
    });
    for (const id of waiting.keys()) sent.add(id);
    waiting.clear();
    if (reports.length > 0) send(endpoint, reports);
  };
  target.addEventListener('visibilitychange', () => {
    hidden = target.visibilityState === 'hidden';
    if (hidden) flush();
  });
}
