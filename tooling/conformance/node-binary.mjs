// respect (@redocly/cli) declares Node 22.12 or newer. The machine's Node may be older: a Node 22
// binary then comes from the npm registry (node-linux-<arch>, its bin/node), kept under the
// repository's node_modules/.cache/node-lines as `npm run test:node` keeps its lines.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'node-lines');
const LEAST = [22, 12, 0];

const parts = (version) => version.split('.').map(Number);
const atLeast = (version) => {
  const v = parts(version);
  for (let i = 0; i < 3; i += 1) if (v[i] !== LEAST[i]) return v[i] > LEAST[i];
  return true;
};
const newestFirst = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return y[i] - x[i];
  return 0;
};

/** A Node binary respect runs on: this one when new enough, one already downloaded, or Node 22 fetched once. */
export function respectNode({ log = console.log } = {}) {
  if (process.env.CONFORMANCE_NODE) return process.env.CONFORMANCE_NODE;
  if (atLeast(process.versions.node)) return process.execPath;
  const cached = existsSync(CACHE)
    ? readdirSync(CACHE)
        .filter((name) => /^\d+\.\d+\.\d+$/.test(name) && atLeast(name) && existsSync(join(CACHE, name, 'bin', 'node')))
        .sort(newestFirst)
    : [];
  if (cached[0]) return join(CACHE, cached[0], 'bin', 'node');
  if (process.platform !== 'linux')
    throw new Error(`respect necesita Node ${LEAST.join('.')} o más nuevo; este es ${process.versions.node}.`);
  const name = `node-linux-${process.arch}`;
  const view = spawnSync('npm', ['view', `${name}@22`, 'version', '--json'], { encoding: 'utf8' });
  if (view.status !== 0) throw new Error(`no pude consultar ${name}@22 en el registro de npm`);
  const version = [].concat(JSON.parse(view.stdout)).sort(newestFirst)[0];
  log(`  respect necesita Node 22: descargando ${name}@${version} del registro de npm`);
  mkdirSync(CACHE, { recursive: true });
  // Unpacked beside the cache and moved in whole, so an interrupted download never looks cached.
  const work = mkdtempSync(join(CACHE, `.${version}-`));
  try {
    const pack = spawnSync('npm', ['pack', `${name}@${version}`, '--pack-destination', work, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${name}@${version} no terminó bien`);
    const untar = spawnSync('tar', ['-xzf', join(work, tarball), '-C', work, 'package/bin/node'], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`no pude descomprimir ${tarball}`);
    try {
      renameSync(join(work, 'package'), join(CACHE, version));
    } catch (error) {
      // Another run may have finished the same download first.
      if (!existsSync(join(CACHE, version, 'bin', 'node'))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return join(CACHE, version, 'bin', 'node');
}
