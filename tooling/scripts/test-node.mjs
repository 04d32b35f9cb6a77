// `npm run test:node [-- 24 26] [--force]`: the unit and story tests on each supported Node line,
// one line after the other. The Node binaries come from the npm registry (node-linux-<arch>, its
// bin/node), the only download host a machine with Node and npm is sure to reach, and are kept
// under node_modules/.cache so a second run does not download them again.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { checkNode, compareVersions, LTS_LINES } from './node-lines.mjs';
import { fail, runMain } from './pipeline.mjs';
import { install, pnpmPasses } from './pnpm-command.mjs';
import { log, root } from './run.mjs';
import { clearReports, vitestTotals } from './summary.mjs';

/** The Node lines the feature teams run; the machine's own Node is tested by `npm test`. */
const DEFAULT_LINES = LTS_LINES;
const CACHE = join(root, 'node_modules', '.cache', 'node-lines');
const PACKAGE = `node-linux-${process.arch}`;

function parseLines(args) {
  const lines = args.length > 0 ? args : DEFAULT_LINES;
  for (const line of lines) {
    if (!/^v?\d+(\.\d+){0,2}$/.test(line)) {
      fail(`No entiendo la línea de Node «${line}»: indicá un número como 24 o 26 (o una versión exacta, 26.10.0).`);
    }
  }
  return [...new Set(lines.map((line) => line.replace(/^v/, '')))];
}

function cachedVersions(line) {
  if (!existsSync(CACHE)) return [];
  return readdirSync(CACHE)
    .filter((name) => /^\d+\.\d+\.\d+$/.test(name) && (name === line || name.startsWith(`${line}.`)))
    .filter((name) => existsSync(join(CACHE, name, 'bin', 'node')))
    .sort(compareVersions);
}

/** The newest published version of the line; offline, the newest one already downloaded. */
function resolveVersion(line) {
  const result = spawnSync('npm', ['view', `${PACKAGE}@${line}`, 'version', '--json'], { encoding: 'utf8' });
  if (result.status === 0 && result.stdout.trim() !== '') {
    const found = JSON.parse(result.stdout);
    const versions = (Array.isArray(found) ? found : [found]).sort(compareVersions);
    if (versions.length > 0) return versions.at(-1);
  }
  const cached = cachedVersions(line).at(-1);
  if (cached) {
    console.log(`  No pude consultar el registro de npm; uso Node ${cached}, ya descargado.`);
    return cached;
  }
  throw new Error(`el registro de npm no tiene ${PACKAGE}@${line}, o no respondió`);
}

/** Downloads the line's bin/node once, through `npm pack`, and returns its bin folder. */
function installNode(version) {
  const target = join(CACHE, version);
  const bin = join(target, 'bin');
  if (existsSync(join(bin, 'node'))) {
    console.log(`  Node ${version} ya está descargado.`);
    return bin;
  }
  console.log(`  Descargando ${PACKAGE}@${version} del registro de npm`);
  mkdirSync(CACHE, { recursive: true });
  // Unpacked beside the cache and moved in whole, so an interrupted download never looks cached.
  const work = mkdtempSync(join(CACHE, `.${version}-`));
  try {
    const pack = spawnSync('npm', ['pack', `${PACKAGE}@${version}`, '--pack-destination', work, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${PACKAGE}@${version} no terminó bien`);
    const untar = spawnSync('tar', ['-xzf', join(work, tarball), '-C', work, 'package/bin/node'], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`no pude descomprimir ${tarball}`);
    try {
      renameSync(join(work, 'package'), target);
    } catch (error) {
      // Another run of this command may have finished the same download first.
      if (!existsSync(join(bin, 'node'))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return bin;
}

function testLine(line, force) {
  log(`Node ${line}: pruebas unitarias y de historias`);
  const version = resolveVersion(line);
  const bin = installNode(version);
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
