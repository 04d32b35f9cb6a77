// README command 2: install everything and run every test: lint, types, unit and story tests, the
// size and request budgets, the browser tests in Chromium against the fake services, the main
// journeys in Firefox and WebKit, and the built Storybook in Chromium. Nothing
// here is timed against a figure (timings belong to `npm run bench`); the end prints each stage's
// time, the test totals and one last line saying what failed, if anything.
import { join } from 'node:path';
import { failedRequirements, runConformance } from './conformance.mjs';
import { CHROMIUM_PACKAGES, ensureNginx, JAVA_PACKAGES, OTHER_ENGINE_PACKAGES, startDebianInstall } from './debian.mjs';
import { checkNode } from './node-lines.mjs';
import { decide, fail, formatTimes, runStages } from './pipeline.mjs';
import { install, pnpm } from './pnpm-command.mjs';
import { requireFreePorts } from './ports.mjs';
import { log, root } from './run.mjs';
import { browserSpecSeconds, clearReports, cpuPressureClock, testTotals } from './summary.mjs';

clearReports();
const cpuPressure = cpuPressureClock();

/** The ports both browser stages serve on: the portal through nginx and the fake services. */
const BROWSER_TEST_PORTS = [
  [5173, 'portal'],
  [4010, 'servicios simulados'],
];

/** The browsers and Java, installed while the stages that need none of them run. */
let browsers = { wait: async () => {} };

const results = await runStages([
  {
    // nginx before the unit tests: one of them has it check the generated configuration.
    name: 'instalación (pnpm, nginx)',
    run() {
      checkNode();
      install();
      ensureNginx();
      browsers = startDebianInstall([CHROMIUM_PACKAGES, OTHER_ENGINE_PACKAGES, JAVA_PACKAGES]);
    },
  },
  {
    name: 'lint, tipos, compilación y pruebas unitarias',
    run() {
      log('Lint, tipos, compilación y pruebas unitarias y de historias');
      pnpm(['turbo', 'run', 'lint', 'typecheck', 'build', 'test', '--concurrency=2', '--output-logs=errors-only']);
    },
  },
  {
    // Like a budget: a requirement the fakes break fails the run at the end, by name.
    name: 'contrato contra los servicios simulados',
    gate: true,
    run() {
      log('Contrato: los requisitos de CONTRACT.md como workflows Arazzo (respect) contra los servicios simulados');
      const report = join(root, 'tooling', 'conformance', 'test-results', 'conformance.json');
      const code = runConformance(['--report', report], { cwd: root });
      if (code === 1) fail(`los servicios simulados no cumplen ${failedRequirements(report).join(', ')}.`);
      if (code !== 0) fail('la prueba del contrato no pudo correr (ver arriba).');
    },
  },
  {
    // Only what is left of it: on a machine that has them all, nothing.
    name: 'instalación de navegadores y Java (en paralelo)',
    run: () => browsers.wait(),
  },
  {
    // A missed budget fails the run at the end, after the browser tests have had their say.
    name: 'presupuestos (bytes, pedidos y cadena por ruta)',
    gate: true,
    run() {
      log(
        'Presupuestos: JS y CSS como los recibe el navegador (Brotli), pedidos y cadena más larga antes de que cada ruta se pueda usar, fuentes',
      );
      pnpm(['turbo', 'run', 'size', '--output-logs=full']);
    },
  },
  {
    name: 'pruebas en el navegador',
    async run() {
      log('Pruebas en el navegador (Playwright + Chromium contra los servicios simulados)');
      await requireFreePorts(BROWSER_TEST_PORTS);
      pnpm(['turbo', 'run', 'e2e', '--filter=@portal/app', '--output-logs=full']);
    },
  },
  {
    // Together: the two other engines' journeys run one at a time and the Storybook test is light,
    // so between them they fill the two cores the portal's browser tests filled alone.
    name: 'Firefox, WebKit y Storybook en el navegador',
    async run() {
      log(
        'Recorridos principales en Firefox ESR y WebKitGTK (los navegadores de Debian), y el Storybook publicado (storybook-static) en Chromium: página de inicio, colores del tema, tamaños de pantalla y cada historia sin errores',
      );
      await requireFreePorts([...BROWSER_TEST_PORTS, [6106, 'Storybook publicado']]);
      pnpm(['turbo', 'run', '@portal/app#e2e:engines', '@portal/storybook#e2e', '--concurrency=2', '--output-logs=full']);
    },
  },
]);

// A run that stopped early still lets apt finish: dpkg left half-way breaks the next run.
await browsers.wait().catch(() => {});
console.log(`\n${formatTimes(results)}\n`);
const specs = browserSpecSeconds();
if (specs.length > 0) {
  console.log('Pruebas en el navegador, segundos por archivo (sus pruebas sumadas; dos a la vez)');
  for (const { file, seconds } of specs) console.log(`  ${String(Math.round(seconds)).padStart(5)} s  ${file}`);
  console.log('');
}
const pressure = cpuPressure();
if (pressure !== null)
  console.log(
    `Presión de CPU durante la corrida: ${pressure.toFixed(1)} % del tiempo con alguna tarea esperando un núcleo (la propia prueba llena dos núcleos: unos 60 % en una máquina tranquila)\n`,
  );
let tests;
try {
  tests = testTotals();
  console.log(`Unit and story tests: ${tests.unit.passed} passed, ${tests.unit.failed} failed, ${tests.unit.skipped} skipped`);
  console.log(`Browser tests: ${tests.browser.passed} passed, ${tests.browser.failed} failed, ${tests.browser.skipped} skipped`);
  console.log(`Firefox and WebKit: ${tests.engines.passed} passed, ${tests.engines.failed} failed, ${tests.engines.skipped} skipped`);
  console.log(`Built Storybook: ${tests.storybook.passed} passed, ${tests.storybook.failed} failed, ${tests.storybook.skipped} skipped`);
  console.log(`${tests.passed} passed, ${tests.failed} failed`);
} catch (error) {
  results.push({ name: 'informes de pruebas', outcome: 'failed', message: `no pude leerlos: ${error.message}`, seconds: 0 });
  tests = { passed: 0, failed: 0 };
}
const { exitCode, finalLine } = decide(results, tests);
console.log(finalLine);
process.exit(exitCode);
