// The signed-in figures out of what a journey recorded (signed-in.mjs): the waits, each with the
// requests made during it as a waterfall, the medians of the runs, and the lines printed. Pure
// functions, no I/O: tested on their own.
import { median, seconds } from './report.mjs';

/** The code's answer in the page's clock: when the last `doublefactor/` answer ended (a wrong code comes before). */
export function codeAnsweredAt(resources) {
  const answers = resources.filter((entry) => new URL(entry.name).pathname.endsWith('/doublefactor/'));
  const last = answers.at(-1);
  if (!last) throw new Error('la página no pidió doublefactor/');
  return last.responseEnd;
}

/** A request's name in the waterfall: the path on the portal's own origin, host and path elsewhere (no query). */
export function requestName(url, portalOrigin) {
  const parsed = new URL(url);
  return parsed.origin === portalOrigin ? parsed.pathname : `${parsed.host}${parsed.pathname}`;
}

/**
 * The requests under way during a wait from `from` to `until` (the page's clock), each with its
 * start and end relative to `from`, in the order they started: those that ended after `from` and
 * began before `until`. A request begun before `from` shows a negative start.
 */
export function waterfall(resources, from, until, portalOrigin) {
  return resources
    .filter((entry) => entry.responseEnd > from && entry.startTime < until)
    .map((entry) => ({
      name: requestName(entry.name, portalOrigin),
      kind: entry.initiatorType,
      start: entry.startTime - from,
      end: entry.responseEnd - from,
    }))
    .sort((a, b) => a.start - b.start);
}

/**
 * One journey's waits: from the code's answer to the desktop, and from each navigation's click to
 * its screen, each `{ label, ms, requests }`.
 */
export function journeyWaits({ desktopAt, navigations, resources }, portalOrigin) {
  const answered = codeAnsweredAt(resources);
  return [
    {
      label: 'código → escritorio (licencia y reclamos)',
      ms: desktopAt - answered,
      requests: waterfall(resources, answered, desktopAt, portalOrigin),
    },
    ...navigations.map(({ label, clickAt, shownAt }) => ({
      label,
      ms: shownAt - clickAt,
      requests: waterfall(resources, clickAt, shownAt, portalOrigin),
    })),
  ];
}

/**
 * The runs' waits, wait by wait: the median time, and the requests of the run whose time is that
 * median (the lower middle one for an even count), so the waterfall printed is one that happened.
 */
export function summariseWaits(runs) {
  return runs[0].map(({ label }, index) => {
    const waits = runs.map((run) => run[index]);
    const ms = median(waits.map((wait) => wait.ms));
    const sorted = [...waits].sort((a, b) => a.ms - b.ms);
    const shown = sorted[Math.floor((sorted.length - 1) / 2)];
    return { label, ms, runs: waits.map((wait) => wait.ms), requests: shown.requests, requestsMs: shown.ms };
  });
}

/** One journey in a line, as it ends. */
export function journeyLine(waits) {
  return waits.map(({ label, ms }) => `${label} ${seconds(ms)}`).join(', ');
}

const signed = (ms) => `${ms < 0 ? '−' : '+'}${(Math.abs(ms) / 1000).toFixed(2)} s`;

/**
 * A wait's requests as lines: start and end from the click or the answer, a bar on a scale of the
 * whole wait (`width` characters), the kind of request and its name.
 */
export function waterfallLines(requests, totalMs, width = 30) {
  const scale = (ms) => Math.min(width, Math.max(0, Math.round((ms / totalMs) * width)));
  const kindWidth = Math.max(0, ...requests.map((request) => request.kind.length));
  return requests.map(({ name, kind, start, end }) => {
    // A request that begins at the very end still gets its one mark.
    const from = Math.min(width - 1, scale(start));
    const to = Math.max(from + 1, scale(end));
    const bar = `${' '.repeat(from)}${'█'.repeat(Math.min(width, to) - from)}`.padEnd(width);
    return `${signed(start).padStart(8)} → ${signed(end).padStart(8)}  |${bar}|  ${kind.padEnd(kindWidth)}  ${name}`;
  });
}

/**
 * The signed-in table: the floor's slow-line time of the same run first, as the other tables show
 * it beside the pages, then each wait's median and its runs; then each wait's waterfall.
 */
export function signedInLines(summary, floorMs) {
  const rows = [
    ['piso (su elemento, desde la navegación)', seconds(floorMs), ''],
    ...summary.map(({ label, ms, runs }) => [label, seconds(ms), runs.length > 1 ? runs.map(seconds).join(', ') : '']),
  ];
  const headings = ['espera', 'mediana', 'corridas'];
  const widths = headings.map((heading, column) => Math.max(heading.length, ...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => (column === 1 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  const lines = [line(headings), ...rows.map(line)];
  for (const { label, requests, requestsMs } of summary) {
    lines.push(
      '',
      `${label} (${seconds(requestsMs)}): pedidos desde el ${label.startsWith('código') ? 'fin de la respuesta del código' : 'clic'}`,
    );
    lines.push(...(requests.length > 0 ? waterfallLines(requests, requestsMs) : ['  ningún pedido']));
  }
  return lines;
}
