// `npm run bench`: installs, builds what the bench measures (the portal, the fake services, the
// floor page) and checks its ports, then runs the bench of tooling/bench (Lighthouse and a slow
// mobile line on the floor page, /login/ and /registrarse, and a signed-in journey on that line).
// It prints figures and does not fail on them: the exit code is 1 when it could not measure, with
// one line saying what, and, only with BENCH_GATE=1 (a CI that gives the bench a host of its own), when a CI gate did not pass.
import { existsSync } from 'node:fs';
import { CHROMIUM, ensureChromium, ensureDebianPackages, ensureNginx } from './debian.mjs';
import { checkNode } from './node-lines.mjs';
import { fail, runMain } from './pipeline.mjs';
import { install, pnpmPasses } from './pnpm-command.mjs';
import { requireFreePorts } from './ports.mjs';
import { log } from './run.mjs';

await runMain(async () => {
  checkNode();
  install();
  ensureChromium();
  ensureNginx();
  // The bench serves over HTTPS, as production does, with a certificate openssl makes for the run.
  ensureDebianPackages([{ name: 'openssl', file: process.env.OPENSSL_PATH ?? '/usr/bin/openssl' }], 'el certificado del banco de medidas');
  // ensureChromium installs Debian's package, which may not be where CHROMIUM_PATH points.
  if (!existsSync(CHROMIUM)) fail(`No se pudo medir: no encuentro Chromium en ${CHROMIUM} (CHROMIUM_PATH).`);
  // Installed just above: a fresh clone has no node_modules before.
  const { CannotMeasure, PORTS, bench, gateRequested, runCount } = await import('@portal/bench');
  const runs = runCount();
  if (runs === undefined) fail(`BENCH_RUNS tiene que ser un entero mayor que cero, no «${process.env.BENCH_RUNS}».`);
  const gated = gateRequested();
  if (gated === undefined)
    fail(`BENCH_GATE tiene que ser 1 (los umbrales deciden el código de salida) o 0, no «${process.env.BENCH_GATE}».`);

  log('Compilando el portal, los servicios simulados y la página piso');
  const built = ['--filter=@portal/app...', '--filter=@portal/fake-services', '--output-logs=errors-only'];
  if (!pnpmPasses(['turbo', 'run', 'build', ...built]))
    fail('No se pudo medir: falló la compilación del portal o de los servicios simulados.');
  if (!pnpmPasses(['--filter', '@portal/bench', 'build:floor'])) fail('No se pudo medir: falló la compilación de la página piso.');
  await requireFreePorts(PORTS);

  let passed;
  try {
    passed = await bench({ runs, chromium: CHROMIUM, log });
  } catch (error) {
    if (error instanceof CannotMeasure) fail(error.message);
    throw error;
  }
  if (gated && !passed) fail('No pasan los umbrales de CI (BENCH_GATE=1): ver «Umbrales de CI» arriba.');
});
