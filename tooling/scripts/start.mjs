// README command 1: install everything and run the portal against the embedded fake services, with
// every package's source served and hot-reloaded, and the fakes restarted on an edit to theirs.
import { checkNode } from './node-lines.mjs';
import { runMain } from './pipeline.mjs';
import { install, pnpm, pnpmSpawn } from './pnpm-command.mjs';
import { requireFreePorts } from './ports.mjs';
import { log } from './run.mjs';
import { DEMO_BANNER, serveUntilStopped } from './servers.mjs';

await runMain(async () => {
  checkNode();
  await requireFreePorts([
    [5173, 'portal'],
    [4010, 'servicios simulados'],
  ]);
  install();
  // The dev server serves every package from its source (apps/portal/config/workspace-source.ts),
  // so an edit reaches the page at once, and the fake services run from theirs and their packages'
  // (packages/fake-services/dev), started again by Node on an edit to any module they loaded: an
  // edit to @portal/rules reaches the screens and the fakes alike. Only the dev server's own
  // configuration runs on builds: ui-kit's and api-client's.
  log('Compilando la configuración del portal');
  pnpm(['turbo', 'run', 'build', '--filter=@portal/ui-kit...', '--filter=@portal/api-client...', '--output-logs=errors-only']);
});

log('Iniciando los servicios simulados y el portal');
// Each server in a process group of its own, so that stopping this command stops them too.
serveUntilStopped([
  pnpmSpawn(['--filter', '@portal/fake-services', 'dev'], { detached: true }),
  pnpmSpawn(['--filter', '@portal/app', 'dev'], { detached: true }),
]);
console.log(DEMO_BANNER);
