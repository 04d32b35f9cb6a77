// README command 1: install everything and run the portal against the embedded fake services.
import { checkNode, install, log, pnpm, pnpmSpawn, requireFreePorts } from './lib.mjs';
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
const children = [
  pnpmSpawn(['--filter', '@portal/fake-services', 'start']),
  pnpmSpawn(['--filter', '@portal/app', 'dev']),
];
console.log(
  [
    '',
    '  Portal:               http://127.0.0.1:5173',
    '  Servicios simulados:  http://127.0.0.1:4010',
    '  Correo simulado:      http://127.0.0.1:4010/__dev/mailbox',
    '  Vecina de prueba:     DNI 30123456 · vecina@example.com · contraseña Vecina2024',
    '',
  ].join('\n'),
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
