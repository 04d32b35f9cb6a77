// What every command of the README does with other programs: where the repository is, how a step
// is announced, and running a program whose failure ends the stage it belongs to (pipeline.mjs).
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fail } from './pipeline.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export function log(message) {
  console.log(`\n▶ ${message}`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`no pude ejecutar ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    fail(`${[command, ...args].join(' ')} terminó con el código ${result.status ?? result.signal}.`);
  }
}
