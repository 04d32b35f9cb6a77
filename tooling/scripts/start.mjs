// README command 1: install everything and run the portal against the embedded fake services.
import { checkNode, DEMO_BANNER, install, log, pnpm, pnpmSpawn, requireFreePorts, serveUntilStopped } from './lib.mjs';
import { runMain } from './pipeline.mjs';

await runMain(async () => {
  checkNode();
  await requireFreePorts([
    [5173, 'portal'],
    [4010, 'servicios simulados'],
  ]);
  install();
  log('Compilando los paquetes');
  pnpm(['turbo', 'run', 'build', '--filter=@portal/app^...', '--filter=@portal/fake-services', '--output-logs=errors-only']);
});

log('Iniciando los servicios simulados y el portal');
// Each server in a process group of its own, so that stopping this command stops them too.
serveUntilStopped([
  pnpmSpawn(['--filter', '@portal/fake-services', 'start'], { detached: true }),
  pnpmSpawn(['--filter', '@portal/app', 'dev'], { detached: true }),
]);
console.log(DEMO_BANNER);
