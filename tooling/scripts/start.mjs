// README command 1: install everything and run the portal against the embedded fake services, with
// every package's source served and hot-reloaded.
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
  // so an edit reaches the page at once; what runs in Node uses the packages' builds: the dev
  // server's own configuration (ui-kit, and api-client, which the fake services depend on too)
  // and the fake services.
  log('Compilando lo que corre en Node: la configuración del portal y los servicios simulados');
  pnpm(['turbo', 'run', 'build', '--filter=@portal/ui-kit...', '--filter=@portal/fake-services...', '--output-logs=errors-only']);
});

log('Iniciando los servicios simulados y el portal');
// Each server in a process group of its own, so that stopping this command stops them too.
serveUntilStopped([
  pnpmSpawn(['--filter', '@portal/fake-services', 'start'], { detached: true }),
  pnpmSpawn(['--filter', '@portal/app', 'dev'], { detached: true }),
]);
console.log(DEMO_BANNER);
