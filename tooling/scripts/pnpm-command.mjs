// pnpm, which the README's commands bring themselves on a machine with only Node and npm, and turbo,
// which runs through it.
import { spawn, spawnSync } from 'node:child_process';
import { log, root, run } from './run.mjs';

const PNPM_VERSION = '12.21.0';
// turbo otherwise asks the closed network about telemetry on every run.
process.env.TURBO_TELEMETRY_DISABLED = '1';
// Part of the unit tests' task hash (turbo.json): a result kept on one Node line is not replayed on another.
process.env.PORTAL_NODE_VERSION ??= process.versions.node;

/**
 * pnpm itself comes through npx when the machine has no matching pnpm: only npm is assumed.
 * `--prefer-offline`: the version is pinned, so once npm's cache holds it no call asks the
 * registry again (each would wait on a slow or closed network before running anything).
 */
function pnpmCommand() {
  const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (local.status === 0 && local.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', '--prefer-offline', `pnpm@${PNPM_VERSION}`];
}

export const pnpmBase = pnpmCommand();

export function pnpm(args, options) {
  const [command, ...rest] = pnpmBase;
  run(command, [...rest, ...args], options);
}

/** Like pnpm(), but returns whether it passed instead of stopping the run. */
export function pnpmPasses(args, options = {}) {
  const [command, ...rest] = pnpmBase;
  const result = spawnSync(command, [...rest, ...args], { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

export function pnpmSpawn(args, options = {}) {
  const [command, ...rest] = pnpmBase;
  return spawn(command, [...rest, ...args], { cwd: root, stdio: 'inherit', ...options });
}

export function install() {
  log('Instalando dependencias (pnpm install)');
  pnpm(['install', '--frozen-lockfile']);
}
