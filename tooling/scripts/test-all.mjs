// README command 2: install everything and run every test: lint, types, unit and story tests,
// the Storybook build, and the browser tests in Chromium against the fake services.
import { checkNode, ensureChromium, ensureNginx, install, log, pnpm, pnpmPasses, requireFreePorts } from './lib.mjs';
import { printSummary } from './summary.mjs';

const started = Date.now();
checkNode();
install();
ensureChromium();
ensureNginx();

log('Lint, tipos, compilación y pruebas unitarias y de historias');
pnpm(['turbo', 'run', 'lint', 'typecheck', 'build', 'test', '--concurrency=2', '--output-logs=errors-only']);

// Budgets and Lighthouse print their figures on every run; a miss fails the run at the end,
// after the browser tests have had their say.
const missed = [];
log('Presupuesto de tamaño (JS y CSS gzip por ruta, fuentes)');
if (!pnpmPasses(['turbo', 'run', 'size', '--output-logs=full'])) missed.push('presupuesto de tamaño');

log('Pruebas en el navegador (Playwright + Chromium contra los servicios simulados)');
await requireFreePorts([
  [5173, 'portal'],
  [4010, 'servicios simulados'],
]);
pnpm(['turbo', 'run', 'e2e', '--output-logs=full']);

log('Lighthouse (móvil, mediana de tres) en /login/ y /registrarse, servido por nginx');
if (!pnpmPasses(['--filter', '@portal/lighthouse', 'lighthouse'])) missed.push('Lighthouse');

const failedTests = printSummary();
if (missed.length > 0) fail(`No se cumplió: ${missed.join(' y ')}.`);
if (failedTests > 0) process.exit(1);
log(`Todo en verde en ${Math.round((Date.now() - started) / 1000)} s.`);
