import { fromLegacyCspReport, type Report, reportsEndpoint, type ServiceConfig, scrubReport } from '@portal/api-client';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { collectorPage, summarize } from './collector-page';
import { tagged } from './responses';

// The fake reports collector (CONTRACT.md, "Reports"): what a city collector must do, done the
// same way. It takes the W3C Reporting API's format from every sender (the browser's CSP reports,
// old and new, and the portal's beacons), refuses what is not a report with nothing kept, passes
// every report through the portal's scrubber (no `sample`, addresses cut to their path, the user
// agent to its family and major version, unknown types and fields dropped), stores no address of
// the sender, and keeps the last few hundred for `/__dev/reports`. One collector serves every
// tenant: the browser's own reports carry no test's header, so tests tell theirs apart by content.

/** The largest body taken; a larger one is refused (413). */
export const REPORT_BODY_LIMIT = 64 * 1024;
/** How many reports are kept; the oldest go first. */
const KEPT_REPORTS = 500;
/** The most reports one request may carry; the rest are dropped. */
const REPORTS_PER_REQUEST = 100;

/** The types browsers send reports as: the Reporting API's, `report-uri`'s, a fetch's, a beacon's. */
const REPORT_MEDIA_TYPES = ['application/reports+json', 'application/csp-report', 'application/json', 'text/plain'] as const;

/** A kept report: scrubbed, with when it arrived (the collector's clock). */
export interface CollectedReport extends Report {
  receivedAt: number;
}

export interface Collector {
  /** The kept reports, oldest first. */
  readonly reports: readonly CollectedReport[];
  /** Takes one request to the collector's address and answers it. */
  receive(request: Request): Promise<Response>;
  clear(): void;
}

const refusal = (status: number, detail: string) => tagged('reports', HttpResponse.json({ detail }, { status }));

/** The reports a parsed body holds, before scrubbing: a list, one report, or one `report-uri` report. */
function reportsIn(body: unknown, userAgent: string): unknown[] | null {
  if (Array.isArray(body)) return body;
  if (typeof body !== 'object' || body === null) return null;
  if ('csp-report' in body) return [fromLegacyCspReport(body, userAgent)];
  if ('type' in body && 'body' in body) return [body];
  return null;
}

/** A report whose `user_agent` is empty, given the one its request came with. */
function withUserAgent(report: unknown, userAgent: string): unknown {
  if (typeof report !== 'object' || report === null || (report as { user_agent?: unknown }).user_agent) return report;
  return { ...report, user_agent: userAgent };
}

export function createCollector({ now = Date.now, limit = KEPT_REPORTS }: { now?: () => number; limit?: number } = {}): Collector {
  const reports: CollectedReport[] = [];
  return {
    reports,
    async receive(request) {
      const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
      if (!(REPORT_MEDIA_TYPES as readonly string[]).includes(type)) {
        return refusal(415, `Tipo de contenido no aceptado: ${REPORT_MEDIA_TYPES.join(', ')}.`);
      }
      if (Number(request.headers.get('Content-Length') ?? 0) > REPORT_BODY_LIMIT) return refusal(413, 'Informe demasiado grande.');
      const bytes = new Uint8Array(await request.arrayBuffer());
      if (bytes.length > REPORT_BODY_LIMIT) return refusal(413, 'Informe demasiado grande.');
      let parsed: unknown;
      try {
        parsed = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        return refusal(400, 'El informe no es JSON.');
      }
      const userAgent = request.headers.get('User-Agent') ?? '';
      const received = reportsIn(parsed, userAgent);
      if (!received) return refusal(400, 'El informe no tiene la forma de la Reporting API.');
      const receivedAt = now();
      for (const report of received.slice(0, REPORTS_PER_REQUEST)) {
        // WebKit's Reporting API uploads leave `user_agent` empty: the request's own says it.
        const scrubbed = scrubReport(withUserAgent(report, userAgent));
        if (scrubbed) reports.push({ ...scrubbed, receivedAt });
      }
      if (reports.length > limit) reports.splice(0, reports.length - limit);
      return tagged('reports', new HttpResponse(null, { status: 204 }));
    },
    clear() {
      reports.length = 0;
    },
  };
}

/**
 * The collector's address, when the configuration names one, and the developer's pages:
 * `/__dev/reports` (a page to read) and `/__dev/reports.json` (the same for tests, with every
 * report).
 */
export function createCollectorHandlers(collector: Collector, config: ServiceConfig): RequestHandler[] {
  const endpoint = reportsEndpoint(config);
  const dev = `${new URL(config.auth).origin}/__dev/`;
  return [
    ...(endpoint ? [http.post(endpoint, ({ request }) => collector.receive(request))] : []),
    http.get(
      `${dev}reports`,
      () =>
        new HttpResponse(collectorPage(summarize(collector.reports)), {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            // Reports are untrusted text and this origin serves the mailbox: no script runs here.
            'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
            'X-Content-Type-Options': 'nosniff',
            'Cache-Control': 'no-store',
          },
        }),
    ),
    http.get(`${dev}reports.json`, () =>
      HttpResponse.json({ ...summarize(collector.reports), reports: collector.reports }, { headers: { 'Cache-Control': 'no-store' } }),
    ),
  ];
}
