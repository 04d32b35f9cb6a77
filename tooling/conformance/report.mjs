// What the command prints and the report a service team's CI keeps (JUnit XML, or JSON for a
// path ending in .json).
import { writeFileSync } from 'node:fs';

const MARK = { holds: '✔', fails: '✖', 'not-tried': '–' };
const SAID = { holds: 'se cumple', fails: 'NO se cumple', 'not-tried': 'no probado' };

export function resultLine(result) {
  const tail = result.detail ? `: ${result.detail}` : '';
  return `  ${MARK[result.status]} ${result.id} ${SAID[result.status]} (${result.title})${tail}`;
}

export function totalLine(results) {
  const count = (status) => results.filter((r) => r.status === status).length;
  return `Total: ${count('holds')} se cumplen, ${count('fails')} no se cumplen, ${count('not-tried')} no probados, de ${results.length}.`;
}

const escapeXml = (text) =>
  String(text).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]);

export function junit(runs) {
  const suites = runs.map(({ service, results }) => {
    const cases = results.map((r) => {
      const inner =
        r.status === 'fails'
          ? `<failure message="${escapeXml(r.detail)}"/>`
          : r.status === 'not-tried'
            ? `<skipped message="${escapeXml(r.detail)}"/>`
            : '';
      return `    <testcase classname="${escapeXml(service)}" name="${escapeXml(`${r.id} ${r.title}`)}" file="${escapeXml(r.file)}">${inner}</testcase>`;
    });
    const failures = results.filter((r) => r.status === 'fails').length;
    const skipped = results.filter((r) => r.status === 'not-tried').length;
    return `  <testsuite name="${escapeXml(service)}" tests="${results.length}" failures="${failures}" skipped="${skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="conformance">\n${suites.join('\n')}\n</testsuites>\n`;
}

export function writeReport(path, runs) {
  writeFileSync(path, path.endsWith('.json') ? `${JSON.stringify(runs, null, 2)}\n` : junit(runs));
}
