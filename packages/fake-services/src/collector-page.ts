import type { Report } from '@portal/api-client';

// What `/__dev/reports` shows a developer: counts by type and route, the latest errors, and each
// vital's 75th percentile per route against web.dev's thresholds. Every string on the page comes
// from a report, untrusted text, and is escaped.

/** web.dev's thresholds: at or under `good` is good, over `poor` is poor (https://web.dev/articles/vitals). */
const VITAL_THRESHOLDS: Record<string, { good: number; poor: number; unit: string }> = {
  LCP: { good: 2500, poor: 4000, unit: 'ms' },
  INP: { good: 200, poor: 500, unit: 'ms' },
  CLS: { good: 0.1, poor: 0.25, unit: '' },
  FCP: { good: 1800, poor: 3000, unit: 'ms' },
  TTFB: { good: 800, poor: 1800, unit: 'ms' },
};

type Rating = 'good' | 'needs-improvement' | 'poor';

export interface ReportsSummary {
  total: number;
  byType: Record<string, number>;
  byRoute: Record<string, number>;
  /** The newest portal errors first, at most 20. */
  latestErrors: Report[];
  /** Per route and vital: how many, the 75th percentile and its rating. */
  vitals: { route: string; name: string; count: number; p75: number; rating: Rating }[];
}

/** The route a report is about: the portal's pattern, or the path of a CSP violation's page. */
function routeOf(report: Report): string {
  const route = report.body.route ?? report.body.documentURL ?? report.url;
  if (typeof route !== 'string' || route === '') return '(ninguna)';
  try {
    return new URL(route, 'http://relative.invalid').pathname;
  } catch {
    return route;
  }
}

/** The nearest-rank 75th percentile, as the Chrome UX Report reads it. */
function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

function rating(name: string, value: number): Rating {
  const threshold = VITAL_THRESHOLDS[name];
  if (!threshold || value <= threshold.good) return 'good';
  return value > threshold.poor ? 'poor' : 'needs-improvement';
}

const count = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export function summarize(reports: readonly Report[]): ReportsSummary {
  const byType: Record<string, number> = {};
  const byRoute: Record<string, number> = {};
  const vitalValues = new Map<string, { route: string; name: string; values: number[] }>();
  for (const report of reports) {
    count(byType, report.type);
    count(byRoute, routeOf(report));
    const { name, value } = report.body;
    if (report.type === 'web-vital' && typeof name === 'string' && typeof value === 'number') {
      const route = routeOf(report);
      const key = `${route} ${name}`;
      const entry = vitalValues.get(key) ?? { route, name, values: [] };
      entry.values.push(value);
      vitalValues.set(key, entry);
    }
  }
  return {
    total: reports.length,
    byType,
    byRoute,
    latestErrors: reports
      .filter((report) => report.type === 'portal-error')
      .slice(-20)
      .reverse(),
    vitals: [...vitalValues.values()]
      .map(({ route, name, values }) => ({ route, name, count: values.length, p75: p75(values), rating: rating(name, p75(values)) }))
      .sort((a, b) => a.route.localeCompare(b.route) || a.name.localeCompare(b.name)),
  };
}

function escapeHtml(text: unknown): string {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const RATING_TEXT: Record<Rating, string> = { good: 'bueno', 'needs-improvement': 'a mejorar', poor: 'malo' };

function countsTable(caption: string, heading: string, counts: Record<string, number>): string {
  const rows = Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([key, value]) => `<tr><td><code>${escapeHtml(key)}</code></td><td>${value}</td></tr>`)
    .join('');
  return `<table><caption>${caption}</caption><thead><tr><th scope="col">${heading}</th><th scope="col">Informes</th></tr></thead><tbody>${rows || '<tr><td colspan="2">Ninguno todavía.</td></tr>'}</tbody></table>`;
}

function formatVital(name: string, value: number): string {
  const unit = VITAL_THRESHOLDS[name]?.unit ?? '';
  return unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
}

export function collectorPage(summary: ReportsSummary): string {
  const vitals = summary.vitals
    .map(
      (vital) =>
        `<tr class="${vital.rating}"><td><code>${escapeHtml(vital.route)}</code></td><td>${escapeHtml(vital.name)}</td><td>${vital.count}</td><td>${escapeHtml(formatVital(vital.name, vital.p75))}</td><td>${RATING_TEXT[vital.rating]}</td></tr>`,
    )
    .join('');
  const errors = summary.latestErrors
    .map((report) => {
      const { route, name, message, stack, kind } = report.body;
      const frames = Array.isArray(stack) ? stack.map((frame) => escapeHtml(frame)).join('\n') : '';
      return `<li><p><strong>${escapeHtml(name ?? 'Error')}</strong> en <code>${escapeHtml(route ?? '')}</code> (${escapeHtml(kind ?? '')}, ${escapeHtml(report.user_agent)}): ${escapeHtml(message ?? '')}</p>${frames ? `<pre>${frames}</pre>` : ''}</li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="es-AR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Informes recibidos (servicios simulados)</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;color:#1b2430}
table{border-collapse:collapse;margin:1rem 0 2rem}
caption{text-align:left;font-weight:600;padding-bottom:.5rem}
th,td{border:1px solid #c8ced8;padding:.3rem .6rem;text-align:left}
.good{background:#d9f2e0}.needs-improvement{background:#fdf0c8}.poor{background:#f8d3d0}
pre{background:#eef1f6;padding:.5rem;overflow:auto}
</style>
</head>
<body>
<h1>Informes recibidos</h1>
<p>${summary.total} informes guardados (los últimos, ya depurados). Los mismos datos en JSON: <a href="reports.json">reports.json</a>.</p>
${countsTable('Por tipo', 'Tipo', summary.byType)}
${countsTable('Por ruta', 'Ruta', summary.byRoute)}
<table><caption>Métricas de uso real: percentil 75 por ruta (umbrales de web.dev)</caption>
<thead><tr><th scope="col">Ruta</th><th scope="col">Métrica</th><th scope="col">Vistas</th><th scope="col">p75</th><th scope="col">Valoración</th></tr></thead>
<tbody>${vitals || '<tr><td colspan="5">Ninguna todavía.</td></tr>'}</tbody></table>
<h2>Últimos errores</h2>
${errors ? `<ol>${errors}</ol>` : '<p>Ninguno todavía.</p>'}
</body>
</html>
`;
}
