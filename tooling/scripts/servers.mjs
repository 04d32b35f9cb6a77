// The servers `npm start` and `npm run preview` keep running: what they print once started, and
// how they stop together.
/** The addresses `npm start` and `npm run preview` print once their servers are starting. */
export const DEMO_BANNER = [
  '',
  '  Portal:               http://127.0.0.1:5173',
  '  Servicios simulados:  http://127.0.0.1:4010',
  '  Correo simulado:      http://127.0.0.1:4010/__dev/mailbox',
  '  Informes recibidos:   http://127.0.0.1:4010/__dev/reports',
  '  Vecina de prueba:     DNI 30123456 · vecina@example.com · contraseña Vecina2024',
  '',
].join('\n');

/**
 * Keeps long-running servers up until Ctrl-C, a SIGTERM or a closed terminal, or until one of them
 * ends: then every other one is stopped too, and the command exits with that server's code. Give
 * it children spawned with `detached: true`: each is then the leader of its own process group, and
 * the whole group is stopped. pnpm does not pass a SIGTERM on to the script it runs, so stopping
 * pnpm alone left Vite and the fake services running.
 */
export function serveUntilStopped(children) {
  let stopping = false;
  function stop(code) {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Not a group leader (spawned without `detached`), or already gone.
        child.kill('SIGTERM');
      }
    }
    process.exit(code);
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  // A closed terminal: the servers, in sessions of their own, no longer get its SIGHUP themselves.
  process.on('SIGHUP', () => stop(0));
  for (const child of children) child.on('exit', (code) => stop(code ?? 1));
}
