// What the bench prints, out of the figures it measured: medians, the table, the one-line
// summary of each run, and the targets as notes. Pure functions, no I/O: tested on their own.

const KB = 1024;

/**
 * The targets, printed as notes (met or not), never as an exit code. The LCP of each portal page
 * is compared with the floor's, measured in the same run, so it has no figure here.
 */
export const TARGETS = {
  performance: 100,
  tbt: 50, // ms
  slowLine: 3000, // ms until the form accepts typing on the slow line
  jsBeforeUsable: 95 * KB, // body bytes as sent (gzip)
  jsAll: 120 * KB,
};

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each numeric figure's median over the runs (figure by figure); lists are merged. */
export function summarise(runs) {
  const result = {};
  for (const key of Object.keys(runs[0])) {
    // A figure the results did not have (an audit of another Lighthouse) stays undefined.
    if (runs[0][key] === undefined) continue;
    if (typeof runs[0][key] === 'number') result[key] = median(runs.map((run) => run[key]));
    else if (Array.isArray(runs[0][key])) result[key] = [...new Set(runs.flatMap((run) => run[key]))];
    else result[key] = [...new Set(runs.map((run) => run[key]))];
  }
  return result;
}

export const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => (ms === undefined ? '–' : `${Math.round(ms)} ms`);
export const kilobytes = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** One Lighthouse run in a line, as it finishes. */
export function lighthouseLine(run) {
  const files = run.jsBeforeUsableFiles === 1 ? '1 archivo' : `${run.jsBeforeUsableFiles} archivos`;
  return (
    `rendimiento ${run.performance}, FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, TBT ${millis(run.tbt)}, ` +
    `CLS ${run.cls.toFixed(3)}, ${run.requests} pedidos, JS antes de usable ${kilobytes(run.jsBeforeUsable)} ` +
    `(${files}), JS de la visita ${kilobytes(run.jsAll)}, índice ${run.benchmark}` +
    (run.lcpElement ? ` · LCP: «${run.lcpElement}»` : '')
  );
}

/**
 * The side-by-side table: one row per page, each figure the median of the runs.
 * rows: [{ label, lighthouse: summarise(...) result, slowLine: median ms, slowLineWorks: median ms }]
 */
export function table(rows) {
  const headings = [
    'página',
    'rend.',
    'FCP',
    'LCP',
    'TBT',
    'tarea más larga',
    'CLS',
    'pedidos',
    'JS antes de usable',
    'JS de la visita',
    'línea lenta',
    'funciona',
    'índice',
    'acces.',
    'b. práct.',
  ];
  const cells = rows.map(({ label, lighthouse: l, slowLine, slowLineWorks }) => [
    label,
    String(l.performance),
    seconds(l.fcp),
    seconds(l.lcp),
    millis(l.tbt),
    millis(l.longestTask),
    l.cls.toFixed(3),
    String(l.requests),
    kilobytes(l.jsBeforeUsable),
    kilobytes(l.jsAll),
    seconds(slowLine),
    slowLineWorks === undefined ? '–' : seconds(slowLineWorks),
    String(Math.round(l.benchmark)),
    String(l.accessibility),
    String(l.bestPractices),
  ]);
  return aligned(headings, cells);
}

/** A table's lines, columns aligned: the page name reads from the left, every figure from the right. */
function aligned(headings, cells) {
  const widths = headings.map((heading, column) => Math.max(heading.length, ...cells.map((row) => row[column].length)));
  const line = (row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  return [line(headings), ...cells.map(line)];
}

/**
 * The figures of the loads Lighthouse slowed down for real, one row per page.
 * rows: [{ label, measured: summarise(...) result }]
 */
export function measuredTable(rows) {
  return aligned(
    ['página', 'rend.', 'FCP', 'LCP', 'TBT', 'tarea más larga'],
    rows.map(({ label, measured: m }) => [
      label,
      String(m.performance),
      seconds(m.fcp),
      seconds(m.lcp),
      millis(m.tbt),
      millis(m.longestTask),
    ]),
  );
}

/** Each target for one portal page, against the floor measured in the same run. */
export function targetNotes(row, floor, targets = TARGETS) {
  const l = row.lighthouse;
  const m = row.measured;
  return [
    { met: l.lcp <= floor.lighthouse.lcp, text: `LCP a la altura del piso: ${seconds(l.lcp)} (piso ${seconds(floor.lighthouse.lcp)})` },
    {
      met: m.lcp <= floor.measured.lcp,
      text: `LCP medido (frenado real) a la altura del piso: ${seconds(m.lcp)} (piso ${seconds(floor.measured.lcp)})`,
    },
    { met: l.performance >= targets.performance, text: `rendimiento ${targets.performance}: ${l.performance}` },
    { met: l.tbt <= targets.tbt, text: `TBT ≤ ${millis(targets.tbt)}: ${millis(l.tbt)}` },
    {
      met: row.slowLine <= targets.slowLine,
      text: `formulario listo en la línea lenta ≤ ${seconds(targets.slowLine)}: ${seconds(row.slowLine)}`,
    },
    {
      met: l.jsBeforeUsable <= targets.jsBeforeUsable,
      text: `JS antes de usable ≤ ${kilobytes(targets.jsBeforeUsable)}: ${kilobytes(l.jsBeforeUsable)}`,
    },
    { met: l.jsAll <= targets.jsAll, text: `JS de la primera visita ≤ ${kilobytes(targets.jsAll)}: ${kilobytes(l.jsAll)}` },
  ];
}

/**
 * The CI gates, wide enough for a noisy host: Lighthouse's score, and the LCP against the floor's
 * of the same run, under Lighthouse's simulation and under the real slowdown. Printed on every
 * run; they set the exit code only when asked (`BENCH_GATE=1`), for a CI that gives the bench a
 * host of its own. `npm test` never runs the bench: a test never fails on a timing.
 */
export const GATES = {
  performance: 95,
  lcpOverFloor: 1.15,
};

const times = (ratio) => `${ratio.toFixed(2)} ×`;

/** Each gate for one portal page, against the floor measured in the same run. */
export function gateNotes(row, floor, gates = GATES) {
  const l = row.lighthouse;
  const m = row.measured;
  const lcp = (what, page, piso) => ({
    met: page <= gates.lcpOverFloor * piso,
    text: `${what} ≤ ${times(gates.lcpOverFloor)} el del piso: ${seconds(page)}, ${times(page / piso)} (piso ${seconds(piso)})`,
  });
  return [
    { met: l.performance >= gates.performance, text: `rendimiento ≥ ${gates.performance}: ${l.performance}` },
    lcp('LCP', l.lcp, floor.lighthouse.lcp),
    lcp('LCP medido (frenado real)', m.lcp, floor.measured.lcp),
  ];
}

/** The gates of every portal page, as lines, and whether all of them passed. The first row is the floor. */
export function gates([floor, ...pages], limits = GATES) {
  const lines = [];
  let passed = true;
  for (const row of pages) {
    lines.push(row.label);
    for (const note of gateNotes(row, floor, limits)) {
      passed &&= note.met;
      lines.push(`  ${note.met ? '✓ pasa   ' : '✗ no pasa'}  ${note.text}`);
    }
  }
  return { lines, passed };
}

/** The notes of every portal page, as lines. The first row is the floor. */
export function notes([floor, ...pages], targets = TARGETS) {
  const lines = [];
  for (const row of pages) {
    lines.push(row.label);
    for (const note of targetNotes(row, floor, targets)) lines.push(`  ${note.met ? '✓ cumple   ' : '✗ no cumple'}  ${note.text}`);
  }
  return lines;
}
