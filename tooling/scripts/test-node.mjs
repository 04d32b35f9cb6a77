// `npm run test:node [-- 24 26] [--force]`: the unit and story tests on each supported Node line,
// one line after the other, each on a Node binary from the npm registry (node-download.mjs).
import { delimiter } from 'node:path';
import { downloadedVersions, NODE_PACKAGE, newestPublished, nodeBin } from './node-download.mjs';
import { checkNode, LTS_LINES } from './node-lines.mjs';
import { fail, runMain } from './pipeline.mjs';
import { install, pnpmPasses } from './pnpm-command.mjs';
import { log } from './run.mjs';
import { clearReports, vitestTotals } from './summary.mjs';

/** The Node lines the feature teams run; the machine's own Node is tested by `npm test`. */
const DEFAULT_LINES = LTS_LINES;

function parseLines(args) {
  const lines = args.length > 0 ? args : DEFAULT_LINES;
  for (const line of lines) {
    if (!/^v?\d+(\.\d+){0,2}$/.test(line)) {
      fail(`No entiendo la línea de Node «${line}»: indicá un número como 24 o 26 (o una versión exacta, 26.10.0).`);
    }
  }
  return [...new Set(lines.map((line) => line.replace(/^v/, '')))];
}

/** The newest published version of the line; offline, the newest one already downloaded. */
function resolveVersion(line) {
  const published = newestPublished(line);
  if (published) return published;
  const cached = downloadedVersions((name) => name === line || name.startsWith(`${line}.`)).at(-1);
  if (cached) {
    console.log(`  No pude consultar el registro de npm; uso Node ${cached}, ya descargado.`);
    return cached;
  }
  throw new Error(`el registro de npm no tiene ${NODE_PACKAGE}@${line}, o no respondió`);
}

function testLine(line, force) {
  log(`Node ${line}: pruebas unitarias y de historias`);
  const version = resolveVersion(line);
  const bin = nodeBin(version);
  const env = {
    ...process.env,
    PATH: `${bin}${delimiter}${process.env.PATH}`,
    // Part of the test task's hash in turbo.json: a result cached on another Node is not replayed.
    PORTAL_NODE_VERSION: version,
  };
  // What pnpm, turbo and vitest start must be this Node, not the machine's.
  const check = `process.exit(process.versions.node === ${JSON.stringify(version)} ? 0 : 1)`;
  if (!pnpmPasses(['exec', 'node', '-e', check], { env })) {
    throw new Error(`pnpm no usa Node ${version} aunque su carpeta bin va primera en el PATH`);
  }
  // Each line reads only its own reports: a package whose tests did not run must not count.
  clearReports();
  const started = Date.now();
  // --continue: a failing package does not stop the others, so the line's counts are complete.
  const turbo = ['turbo', 'run', 'test', '--concurrency=2', '--continue', '--output-logs=errors-only'];
  if (force) turbo.push('--force');
  const turboPassed = pnpmPasses(turbo, { env });
  const seconds = Math.round((Date.now() - started) / 1000);
  const totals = vitestTotals();
  // No tests at all is a failure too: the run proved nothing about this line.
  const ok = turboPassed && totals.failed === 0 && totals.passed > 0;
  let note = '';
  if (!turboPassed && totals.failed === 0) note = ' (una tarea terminó con error: ver arriba)';
  else if (totals.passed === 0) note = ' (no corrió ninguna prueba)';
  return { line, version, seconds, ...totals, ok, note };
}

await runMain(() => {
  checkNode();
  if (process.platform !== 'linux') fail('npm run test:node descarga Node para Linux; en este sistema no funciona.');
  const args = process.argv.slice(2);
  // A result turbo keeps for the same sources and the same Node version is replayed unless forced.
  const force = args.includes('--force');
  const lines = parseLines(args.filter((arg) => arg !== '--force'));
  install();

  const results = [];
  for (const line of lines) {
    try {
      results.push(testLine(line, force));
    } catch (error) {
      console.error(`\n✖ Node ${line}: ${error.message}.`);
      results.push({ line, ok: false, error: error.message });
    }
  }

  log('Resumen por línea de Node');
  for (const r of results) {
    if (r.error) {
      console.log(`  ✖ Node ${r.line}: no se pudo probar (${r.error}).`);
    } else {
      const mark = r.ok ? '✔' : '✖';
      console.log(
        `  ${mark} Node ${r.version}: ${r.passed} pasaron, ${r.failed} fallaron, ${r.skipped} omitidas · ${r.seconds} s${r.note}`,
      );
    }
  }
  const failed = results.filter((r) => !r.ok).map((r) => (r.version ? `${r.line} (${r.version})` : r.line));
  if (failed.length === 1) fail(`No pasó la línea de Node ${failed[0]}.`);
  if (failed.length > 1) fail(`No pasaron las líneas de Node ${failed.join(' y ')}.`);
  log(`Todas las líneas en verde: Node ${results.map((r) => r.version).join(' y ')}.`);
});
