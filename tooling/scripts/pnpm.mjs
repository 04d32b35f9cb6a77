// `npm run pnpm -- <arguments>`: the pnpm the README's commands bring (through npx when the machine
// has no pnpm 12.21), for working on one package on a machine with only Node and npm.
import { spawnSync } from 'node:child_process';
import { pnpmBase } from './pnpm-command.mjs';

const [command, ...rest] = pnpmBase;
const result = spawnSync(command, [...rest, ...process.argv.slice(2)], { stdio: 'inherit', cwd: process.env.INIT_CWD ?? process.cwd() });
if (result.error) console.error(`✖ No pude ejecutar pnpm: ${result.error.message}`);
process.exit(result.status ?? 1);
