// `npm run preview`: the production build as production serves it (Debian's nginx with the
// generated configuration: prerendered pages, headers, CSP, precompressed files) at
// http://127.0.0.1:5173, with the fake services at http://127.0.0.1:4010.
import { spawn } from 'node:child_process';
import { ensureNginx } from './debian.mjs';
import { checkNode } from './node-lines.mjs';
import { runMain } from './pipeline.mjs';
import { install, pnpm } from './pnpm-command.mjs';
import { requireFreePorts } from './ports.mjs';
import { log, root } from './run.mjs';
import { DEMO_BANNER, serveUntilStopped } from './servers.mjs';

await runMain(async () => {
  checkNode();
  await requireFreePorts([
    [5173, 'portal'],
    [4010, 'servicios simulados'],
  ]);
  install();
  ensureNginx();
  log('Compilando el portal para producción y los servicios simulados');
  pnpm(['turbo', 'run', 'build', '--filter=@portal/app...', '--filter=@portal/fake-services', '--output-logs=errors-only']);
});

log('Sirviendo la compilación con nginx (configuración de producción) y los servicios simulados');
// Each server in a process group of its own, so that stopping this command stops them too.
const node = (args, env = {}) =>
  spawn(process.execPath, args, { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
serveUntilStopped([
  node(['packages/fake-services/dist/cli.js'], { PORTAL_ORIGIN: 'http://127.0.0.1:5173' }),
  node(['tooling/nginx/serve.mjs', '--local-preview', '--port', '5173']),
]);
console.log(DEMO_BANNER);
