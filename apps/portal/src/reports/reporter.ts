import type { ServiceConfig } from '@portal/api-client';
import { pathOnly, type Report, reportsEndpoint, scrubReport } from '@portal/api-client/reports';
import type { DataRouter } from 'react-router';
import { startVitals } from './vitals';

// The portal's own error reports (`portal-error`, CONTRACT.md "Reports"), loaded once the page
// works (main.tsx): what the prelude (public/reports-prelude.js) kept of the first moments, every
// uncaught error and unhandled rejection after it, what the router's error screen caught (a
// screen's code that did not arrive after its retry among it), every call that answered 5xx. Each
// names the route's pattern, the error's name, a scrubbed message and the portal's own stack
// frames, nothing else: no value of an object that is not an Error, nothing the page shows or a
// resident typed. At most a few per page view, the same error once.

/** The most reports one page view sends. */
export const REPORTS_PER_VIEW = 5;
/** The most stack frames kept. */
const FRAMES = 10;

/** What the prelude, the router's `onError`, api-client's client (a 5xx) and the listeners below hand the reporter. */
export interface ErrorEntry {
  kind: 'uncaught' | 'rejection' | 'route' | 'chunk' | 'call';
  error?: unknown;
  /** An `error` event's message, when it carries no Error. */
  message?: string;
  /** The route's pattern, when the router names it. */
  pattern?: string;
  /** A `call`'s address (api-client's http.ts hands it whole), and its answer's status. */
  call?: string;
  status?: number;
}

export interface ReporterOptions {
  /** ui-kit's test of a screen's code that did not arrive (handed over by main.tsx, which has it already). */
  isDownloadFailure: (error: unknown) => boolean;
  endpoint: string;
  /** The pattern of the route drawn now (`/reclamos`), never the address. */
  route: () => string | null;
  version: string;
  /** The portal's own origin: only its `/assets/` frames are kept. */
  origin: string;
  send: (endpoint: string, reports: Report[]) => void;
}

function described(entry: ErrorEntry): { name: string; message: string; stack: string } {
  const { error } = entry;
  if (entry.kind === 'call') return { name: 'HTTPError', message: `HTTP ${entry.status ?? ''}`, stack: '' };
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack ?? '' };
  // A thrown value that is not an Error may be anything the page held: only its kind is told.
  if (error !== undefined && error !== null) return { name: typeof error, message: '', stack: '' };
  return { name: 'Error', message: entry.message ?? '', stack: '' };
}

/** A call's path with every segment that holds a digit (a DNI, an id) as `:id`: no origin, query or fragment. */
function callPattern(address: string): string {
  try {
    return new URL(address).pathname.replace(/\/[^/]*\d[^/]*/g, '/:id');
  } catch {
    return '';
  }
}

/** The stack's frames in the portal's own scripts, at most `FRAMES`. */
function ownFrames(stack: string, origin: string): string[] {
  return stack
    .split('\n')
    .filter((line) => line.includes(`${origin}/assets/`))
    .slice(0, FRAMES)
    .map((line) => line.trim());
}

/** A function that turns an entry into a report and sends it, within the limits of a page view. */
export function createReporter({
  endpoint,
  route,
  version,
  origin,
  send,
  isDownloadFailure,
}: ReporterOptions): (entry: ErrorEntry) => void {
  const seen = new Set<string>();
  let sent = 0;
  return (entry) => {
    if (sent >= REPORTS_PER_VIEW) return;
    const { name, message, stack } = described(entry);
    const kind = entry.kind === 'route' && isDownloadFailure(entry.error) ? 'chunk' : entry.kind;
    const call = entry.call === undefined ? undefined : callPattern(entry.call);
    const key = `${kind} ${name} ${message} ${call ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    const report = scrubReport({
      type: 'portal-error',
      age: 0,
      url: pathOnly(globalThis.location?.href ?? ''),
      user_agent: globalThis.navigator?.userAgent ?? '',
      body: {
        kind,
        route: entry.pattern ?? route() ?? '',
        name,
        message,
        stack: ownFrames(stack, origin),
        version,
        call,
        status: entry.status,
      },
    });
    if (!report) return;
    sent += 1;
    send(endpoint, [report]);
  };
}

/**
 * Sends reports as the contract asks: `fetch` with `keepalive` (it outlives the page), without
 * credentials, as `text/plain` (a CORS-safelisted type: no preflight). Offline, they wait for the
 * line to come back, and so does a send the line dropped as it went (the browser had not said so
 * yet); any other failure is dropped quietly: the resident never hears of a report.
 */
export function sendReports(endpoint: string, reports: Report[]): void {
  const whenOnline = (then: () => unknown) => window.addEventListener('online', () => void then(), { once: true });
  const post = (again: boolean) =>
    fetch(endpoint, {
      method: 'POST',
      body: JSON.stringify(reports),
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'text/plain' },
    }).catch(() => {
      if (again && navigator.onLine === false) whenOnline(() => post(false));
    });
  if (navigator.onLine === false) whenOnline(() => post(false));
  else void post(true);
}

/**
 * Takes over from the prelude: reports what it kept, then everything as it happens, to the build's
 * collector, and measures the page view's vitals (vitals.ts). The entry hands over its router
 * (whose leaf route names the pattern, as routing/route-key.ts reads it) and ui-kit's test of a
 * screen's code that did not arrive: it has both already, and the reporter's chunk then reaches
 * nothing of the entry's modules.
 */
export function startReporting(
  router: () => Pick<DataRouter, 'state'> | undefined,
  isDownloadFailure: (error: unknown) => boolean,
  config: Pick<ServiceConfig, 'reports'> = { reports: __REPORTS_CONFIG__ ?? undefined },
  version = __PORTAL_VERSION__,
): void {
  const endpoint = reportsEndpoint(config);
  if (!endpoint) return;
  const route = () => router()?.state.matches.at(-1)?.route.path ?? null;
  const report = createReporter({ endpoint, route, version, origin: window.location.origin, send: sendReports, isDownloadFailure });
  const prelude = window.__portalErrors;
  window.__portalErrors = { push: report };
  for (const entry of prelude?.queue ?? []) report(entry);
  // The prelude's listeners stay, and now hand every error to `report` through the global.
  startVitals({ endpoint, route, version, sampleRate: config.reports?.vitalsSampleRate, send: sendReports });
}
