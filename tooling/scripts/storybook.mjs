// The shared Storybook (apps/storybook: the fake services' worker, viewports, the decorators every
// story relies on), opened or built:
// - `npm run storybook` / `npm run storybook:build` from the root: every package's stories, for
//   designers; the static build is written to apps/storybook/storybook-static, ready to publish;
// - `pnpm --filter <package> storybook [build]`: one package's stories only (run from its folder),
//   so a feature team works on its screens alone; built into that package's storybook-static.
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { checkNode } from './node-lines.mjs';
import { runMain } from './pipeline.mjs';
import { install, pnpm, pnpmSpawn } from './pnpm-command.mjs';
import { requireFreePorts } from './ports.mjs';
import { log, root } from './run.mjs';

const packageDir = process.cwd();
const everyPackage = resolve(packageDir) === root;
const name = everyPackage ? 'el portal' : basename(packageDir);
const packageName = everyPackage ? '@portal/storybook' : JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).name;
const mode = process.argv[2] === 'build' ? 'build' : 'dev';
const env = everyPackage ? process.env : { ...process.env, PORTAL_STORIES: name };
const storybook = join(root, 'apps/storybook');
const output = everyPackage ? join(storybook, 'storybook-static') : resolve(packageDir, 'storybook-static');

await runMain(async () => {
  if (everyPackage) {
    checkNode();
    install();
  }
  if (mode === 'dev') await requireFreePorts([[6006, 'Storybook']]);
  log(`Compilando lo que ${name} usa de otros paquetes`);
  // The stories import the workspace packages through their dist/, as the app does.
  pnpm(['turbo', 'run', 'build', `--filter=${packageName}^...`, '--output-logs=errors-only']);
  if (mode === 'build') {
    log(`Storybook de ${name} → ${output}`);
    pnpm(['--dir', storybook, 'exec', 'storybook', 'build', '--quiet', '--output-dir', output], { env });
  }
});

if (mode === 'dev') {
  log(`Storybook de ${name} en http://127.0.0.1:6006`);
  const child = pnpmSpawn(['--dir', storybook, 'exec', 'storybook', 'dev', '--port', '6006', '--host', '127.0.0.1', '--no-open'], {
    env,
  });
  child.on('exit', (code) => process.exit(code ?? 0));
}
