// `pnpm --filter <package> storybook [build]`: the shared Storybook (apps/storybook: the fake
// services' worker, viewports, the decorators every story relies on) showing one package's
// stories only, so a feature team works on its screens alone. Run from a package's directory.
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { log, pnpm, pnpmSpawn, root } from './lib.mjs';
import { runMain } from './pipeline.mjs';

const packageDir = process.cwd();
const name = basename(packageDir);
const packageName = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).name;
const mode = process.argv[2] === 'build' ? 'build' : 'dev';
const env = { ...process.env, PORTAL_STORIES: name };

log(`Compilando lo que ${name} usa de otros paquetes`);
// Its stories import the workspace packages it depends on through their dist/, as the app does.
await runMain(() => pnpm(['turbo', 'run', 'build', `--filter=${packageName}^...`, '--output-logs=errors-only']));

const storybook = join(root, 'apps/storybook');
if (mode === 'build') {
  const output = resolve(packageDir, 'storybook-static');
  log(`Storybook de ${name} → ${output}`);
  await runMain(() => pnpm(['--dir', storybook, 'exec', 'storybook', 'build', '--quiet', '--output-dir', output], { env }));
} else {
  log(`Storybook de ${name} en http://127.0.0.1:6006`);
  const child = pnpmSpawn(['--dir', storybook, 'exec', 'storybook', 'dev', '--port', '6006', '--host', '127.0.0.1', '--no-open'], {
    env,
  });
  child.on('exit', (code) => process.exit(code ?? 0));
}
