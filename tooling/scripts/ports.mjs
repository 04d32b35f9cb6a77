// The ports the servers of the README's commands listen on.
import net from 'node:net';
import { fail } from './pipeline.mjs';

function portIsFree(port, host = '127.0.0.1') {
  return new Promise((resolvePort) => {
    const server = net.createServer();
    server.once('error', () => resolvePort(false));
    server.listen(port, host, () => server.close(() => resolvePort(true)));
  });
}

/** Says which port is busy, by name, instead of letting a server die with EADDRINUSE. */
export async function requireFreePorts(ports) {
  const busy = [];
  for (const [port, what] of ports) {
    if (!(await portIsFree(port))) busy.push(`${port} (${what})`);
  }
  if (busy.length > 0) {
    fail(
      `El puerto ${busy.join(' y el puerto ')} está ocupado. Cerrá el programa que lo usa ` +
        '(por ejemplo otra copia del portal) y volvé a intentar.',
    );
  }
}
