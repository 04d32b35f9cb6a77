// README command 2: install everything and run every test: lint, types, unit and story tests,
// the Storybook build, and the browser tests in Chromium against the fake services.
import { checkNode, ensureChromium, install, log, pnpm, requireFreePorts } from './lib.mjs';
import { printSummary } from './summary.mjs';

const started = Date.now();
checkNode();
install();
ensureChromium();

log('Lint, tipos, compilación y pruebas unitarias y de historias');
pnpm(['turbo', 'run', 'lint', 'typecheck', 'build', 'test', '--concurrency=2', '--output-logs=errors-only']);

log('Pruebas en el navegador (Playwright + Chromium contra los servicios simulados)');
await requireFreePorts([
  [5173, 'portal'],
  [4010, 'servicios simulados'],
]);
pnpm(['turbo', 'run', 'e2e', '--output-logs=full']);

log(`Todo en verde en ${Math.round((Date.now() - started) / 1000)} s.`);
if (printSummary() > 0) process.exit(1);
