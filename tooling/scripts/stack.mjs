// `npm run stack -- <file>` (or a report on standard input): the source positions of a reported
// stack. A `portal-error` report names its frames in the build's bundles
// (`https://portal/assets/claims-screen-B1x2.js:1:2045`); the build keeps its source maps in
// apps/portal/source-maps/ (never in what nginx serves: apps/portal/config/source-maps.ts), and
// this reads them with Node's own source-map reader. Run it against the build the report names
// (its `version`): `PORTAL_VERSION=<version> npm run build` at that commit makes the same maps.
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fail, runMain } from './pipeline.mjs';
import { root } from './run.mjs';

const MAPS = join(root, 'apps', 'portal', 'source-maps');
const FRAME = /(?:https?:\/\/[^/\s]+)?\/(assets\/[^\s:()?#]+\.js)(?:[?#][^\s:()]*)?:(\d+):(\d+)/;

/** The frames of what was given: a report, a list of them, `/__dev/reports.json`'s answer, or plain stack lines. */
export function framesIn(text) {
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.split('\n').filter((line) => FRAME.test(line));
  }
  const reports = Array.isArray(parsed) ? parsed : Array.isArray(parsed?.reports) ? parsed.reports : [parsed];
  return reports.flatMap((report) => (Array.isArray(report?.body?.stack) ? report.body.stack.map(String) : []));
}

/** Each frame with the source position its build's map gives, or why none. */
export function sourcePositions(frames, mapsDir = MAPS) {
  const maps = new Map();
  const mapOf = (asset) => {
    if (!maps.has(asset)) {
      const file = join(mapsDir, `${asset}.map`);
      maps.set(asset, existsSync(file) ? { file, map: new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) } : null);
    }
    return maps.get(asset);
  };
  return frames.map((frame) => {
    const match = FRAME.exec(frame);
    if (!match) return `${frame.trim()}\n    (no es un archivo del portal)`;
    const [, asset, line, column] = match;
    const found = mapOf(asset);
    if (!found)
      return `${frame.trim()}\n    (sin mapa: ${asset}.map no está en ${relative(root, mapsDir) || mapsDir}; compilá la versión del informe)`;
    // The nearest mapped position before it, on the same generated line: none on another line.
    const entry = found.map.findEntry(Number(line) - 1, Number(column) - 1);
    const origin = entry?.generatedLine === Number(line) - 1 ? found.map.findOrigin(Number(line), Number(column)) : null;
    if (!origin?.fileName) return `${frame.trim()}\n    (el mapa no tiene esa posición)`;
    const source = relative(root, resolve(dirname(found.file), origin.fileName));
    return `${frame.trim()}\n    → ${source}:${origin.lineNumber}:${origin.columnNumber}${origin.name ? ` (${origin.name})` : ''}`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await runMain(() => {
    const [file] = process.argv.slice(2);
    const text = file ? readFileSync(resolve(process.env.INIT_CWD ?? root, file), 'utf8') : readFileSync(0, 'utf8');
    const frames = framesIn(text);
    if (frames.length === 0) fail('no encontré marcos de pila del portal (…/assets/<archivo>.js:línea:columna)');
    if (!existsSync(MAPS))
      fail(
        `no hay mapas de fuentes en ${relative(root, MAPS)}: compilá primero la versión del informe (PORTAL_VERSION=<versión> npm run build)`,
      );
    console.log(sourcePositions(frames).join('\n'));
  });
}
