// A Node binary of a given version from the npm registry (node-linux-<arch>, its bin/node): the
// only download host a machine with Node and npm is sure to reach. Kept under the repository's
// node_modules/.cache/node-lines, so a second run does not download it again. `npm run test:node`
// fetches its lines so, and the conformance its Node 22 for respect.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { compareVersions } from './node-lines.mjs';
import { root } from './run.mjs';

export const NODE_PACKAGE = `node-linux-${process.arch}`;
const CACHE = join(root, 'node_modules', '.cache', 'node-lines');

/** The versions already downloaded that `accept` takes, oldest first. */
export function downloadedVersions(accept = () => true) {
  if (!existsSync(CACHE)) return [];
  return readdirSync(CACHE)
    .filter((name) => /^\d+\.\d+\.\d+$/.test(name) && accept(name) && existsSync(join(CACHE, name, 'bin', 'node')))
    .sort(compareVersions);
}

/** The newest published version of a line (22, 26.1…), or undefined when the registry does not answer. */
export function newestPublished(line) {
  const result = spawnSync('npm', ['view', `${NODE_PACKAGE}@${line}`, 'version', '--json'], { encoding: 'utf8' });
  if (result.status !== 0 || result.stdout.trim() === '') return undefined;
  const found = JSON.parse(result.stdout);
  return [].concat(found).sort(compareVersions).at(-1);
}

/** The bin folder of that version, downloaded first when it is not yet (`log` says so). */
export function nodeBin(version, log = console.log) {
  const target = join(CACHE, version);
  const bin = join(target, 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  log(`  Descargando ${NODE_PACKAGE}@${version} del registro de npm`);
  mkdirSync(CACHE, { recursive: true });
  // Unpacked beside the cache and moved in whole, so an interrupted download never looks cached.
  const work = mkdtempSync(join(CACHE, `.${version}-`));
  try {
    const pack = spawnSync('npm', ['pack', `${NODE_PACKAGE}@${version}`, '--pack-destination', work, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${NODE_PACKAGE}@${version} no terminó bien`);
    const untar = spawnSync('tar', ['-xzf', join(work, tarball), '-C', work, 'package/bin/node'], { stdio: 'inherit' });
    if (untar.status !== 0) throw new Error(`no pude descomprimir ${tarball}`);
    try {
      renameSync(join(work, 'package'), target);
    } catch (error) {
      // Another run may have finished the same download first.
      if (!existsSync(join(bin, 'node'))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return bin;
}
