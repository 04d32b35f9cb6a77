// The bench itself: serves the builds through nginx with the production configuration and
// measures the floor page, /login/ and /registrarse in the same run on the same machine,
// Lighthouse (mobile defaults) and the slow-line browser run, a median of BENCH_RUNS runs each,
// and on the slow line a signed-in journey (the code's answer to the desktop, then the navigation);
// prints the figures side by side, the targets as notes and the CI gates. `npm run bench`
// (tooling/scripts/bench.mjs) installs, builds and checks the ports before calling `bench()`.
// Never fails on a figure: it throws CannotMeasure only when a run could not end, and returns
// whether the gates passed, for the command to turn into its exit code when asked (BENCH_GATE=1).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selfSignedCertificate } from './certificate.mjs';
import { figures, runLighthouse, THROTTLING } from './lighthouse.mjs';
import { GATES, gates, kilobytes, lighthouseLine, measuredTable, median, notes, seconds, summarise, table } from './report.mjs';
import { signedInJourney } from './signed-in.mjs';
import { journeyLine, journeyWaits, signedInLines, summariseWaits } from './signed-in-report.mjs';
import { launch, timeToElement, timeToTyping } from './slow-line.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** What stops the bench: a server that would not start, a run that could not end. */
export class CannotMeasure extends Error {
  name = 'CannotMeasure';
}

// The portal's build calls the fake services at 4010 (apps/portal/config/services.mjs); the floor
// takes Storybook's port, which the bench does not need and which the same lock covers. The
// portal and the floor are served over HTTPS and HTTP/2, as production serves the portal
// (certificate.mjs); the fake services stay plain HTTP on loopback, which browsers count as secure.
const PORTAL = { port: 5173, origin: 'https://127.0.0.1:5173' };
const FAKE = { port: 4010, origin: 'http://127.0.0.1:4010' };
const FLOOR = { port: 6006, origin: 'https://127.0.0.1:6006' };
const PAGES = [
  // The floor is served with the portal's configuration, whose page routes (`/` among them) point
  // at the portal's own page files: the floor's one page is reached as the client shell.
  { label: 'piso', url: `${FLOOR.origin}/index.html`, element: '#floor' },
  { label: '/login/', url: `${PORTAL.origin}/login/`, field: 'DNI o e-mail' },
  { label: '/registrarse', url: `${PORTAL.origin}/registrarse`, field: 'DNI' },
];

/** The ports the bench serves on, named for the message when one is busy. */
export const PORTS = [
  [PORTAL.port, 'portal'],
  [FAKE.port, 'servicios simulados'],
  [FLOOR.port, 'página piso'],
];

/** BENCH_RUNS as a count of runs, or undefined when it is not a whole number above zero. */
export function runCount(text = process.env.BENCH_RUNS ?? '3') {
  const count = Number(text);
  return Number.isInteger(count) && count >= 1 ? count : undefined;
}

/** BENCH_GATE as whether the gates decide the exit code: `1` yes, `0` or unset no, undefined for anything else. */
export function gateRequested(text = process.env.BENCH_GATE ?? '0') {
  return text === '1' ? true : text === '0' ? false : undefined;
}

/** The servers this run starts, stopped (and waited for) whatever happens. */
const children = [];

function start(what, args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.what = what;
  children.push(child);
  return child;
}

async function stopAll() {
  await Promise.all(
    children
      .filter((child) => child.exitCode === null && child.signalCode === null)
      .map(
        (child) =>
          new Promise((done) => {
            child.once('exit', done);
            // serve.mjs stops nginx gracefully on SIGTERM and removes its directory.
            child.kill('SIGTERM');
            setTimeout(() => {
              child.kill('SIGKILL');
              done();
            }, 5000).unref();
          }),
      ),
  );
}

/** Whether `url` answers 200; the bench's own self-signed certificate is accepted. */
function answers(url) {
  if (!url.startsWith('https:')) return fetch(url).then((response) => response.ok);
  return new Promise((done, fail) => {
    get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      done(response.statusCode === 200);
    }).on('error', fail);
  });
}

async function waitFor(url, child) {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (child.exitCode !== null) throw new Error(`${child.what} se detuvo (código ${child.exitCode})`);
    try {
      if (await answers(url)) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${child.what} no respondió en ${url}`);
}

async function serve(scratch) {
  const { certificate, key } = selfSignedCertificate(scratch);
  const tls = ['--tls-certificate', certificate, '--tls-key', key];
  const fake = start('los servicios simulados', ['packages/fake-services/dist/cli.js'], { PORTAL_ORIGIN: PORTAL.origin });
  const portal = start('nginx (portal)', ['tooling/nginx/serve.mjs', '--local-preview', '--port', String(PORTAL.port), ...tls]);
  const floor = start('nginx (página piso)', [
    'tooling/nginx/serve.mjs',
    '--local-preview',
    '--port',
    String(FLOOR.port),
    '--root',
    'tooling/bench/floor/dist',
    '--manifest',
    'apps/portal/dist',
    ...tls,
  ]);
  await waitFor(`${FAKE.origin}/__dev/mailbox`, fake);
  await waitFor(`${PORTAL.origin}/index.html`, portal);
  await waitFor(`${FLOOR.origin}/index.html`, floor);
}

/**
 * A run that cannot end (Lighthouse aborting three times, a page that never settles) stops the
 * bench with one line; an error anywhere else is a bug and keeps its stack.
 */
async function measuring(what, body) {
  try {
    return await body();
  } catch (error) {
    // Playwright's messages carry a call log after their first line.
    throw new CannotMeasure(`No se pudo medir ${what}: ${String(error.message).split('\n')[0]}`);
  }
}

/**
 * Runs go round the pages (floor, /login/, /registrarse, then again), so a change in the host's
 * load during the bench falls on every page alike; each page is loaded with Lighthouse's
 * simulated slowdown, then with the real one (THROTTLING). Returns, per throttling, each page's runs.
 */
async function measureLighthouse(runs, scratch, chromium) {
  const results = Object.fromEntries(THROTTLING.map((throttling) => [throttling, new Map(PAGES.map((page) => [page, []]))]));
  for (let run = 1; run <= runs; run++) {
    for (const page of PAGES) {
      for (const throttling of THROTTLING) {
        const { lhr, devtoolsLog } = await measuring(`${page.label} con Lighthouse (${throttling})`, () =>
          runLighthouse(page.url, scratch, chromium, throttling),
        );
        const result = figures(lhr, devtoolsLog);
        results[throttling].get(page).push(result);
        console.log(`${page.label} · Lighthouse ${throttling} ${run}/${runs}: ${lighthouseLine(result)}`);
      }
    }
  }
  return results;
}

/**
 * The slow-line runs: each goes round the pages, then the signed-in journey, so the floor and the
 * journey share the host's load. Returns each page's runs and the journey's waits per run.
 */
async function measureSlowLine(runs, chromium) {
  const browser = await measuring('en la línea lenta (Chromium no arrancó)', () => launch(chromium));
  try {
    const results = new Map(PAGES.map((page) => [page, []]));
    const signedIn = [];
    for (let run = 1; run <= runs; run++) {
      for (const page of PAGES) {
        const {
          ms,
          worksMs,
          attempts = 1,
        } = await measuring(`${page.label} en la línea lenta`, () =>
          page.element ? timeToElement(browser, page.url, page.element) : timeToTyping(browser, page.url, page.field),
        );
        results.get(page).push({ ms, worksMs });
        const what = page.element ? 'su elemento está' : 'el formulario acepta lo que se escribe';
        const works = page.element ? '' : `, funciona a los ${seconds(worksMs)}`;
        const lost = attempts - 1;
        const again = lost === 0 ? '' : lost === 1 ? ' (una tecla se perdió y se escribió otra)' : ` (${lost} teclas se perdieron)`;
        console.log(`${page.label} · línea lenta ${run}/${runs}: ${what} a los ${seconds(ms)}${works}${again}`);
      }
      const journey = await measuring('el área personal en la línea lenta', () =>
        signedInJourney(browser, { portalOrigin: PORTAL.origin, fakeOrigin: FAKE.origin }),
      );
      const waits = journeyWaits(journey, PORTAL.origin);
      signedIn.push(waits);
      console.log(`área personal · línea lenta ${run}/${runs}: ${journeyLine(waits)}`);
    }
    return { pages: results, signedIn };
  } finally {
    await browser.close();
  }
}

function printReport(runs, lighthouse, slowLine, chromium) {
  const rows = PAGES.map((page) => ({
    label: page.label,
    lighthouse: summarise(lighthouse.simulate.get(page)),
    measured: summarise(lighthouse.devtools.get(page)),
    slowLine: median(slowLine.pages.get(page).map((run) => run.ms)),
    slowLineWorks: median(slowLine.pages.get(page).map((run) => run.worksMs)),
  }));
  const of = runs === 1 ? 'una corrida' : `mediana de ${runs}`;
  console.log(`\nBanco de medidas (${of}) · Lighthouse móvil y línea lenta · ${chromium}`);
  for (const line of table(rows)) console.log(line);
  console.log('\nLighthouse con el mismo teléfono, línea y CPU aplicados a una carga real (--throttling-method=devtools)');
  for (const line of measuredTable(rows)) console.log(line);
  console.log(
    [
      '',
      'rend., FCP, LCP, TBT: Lighthouse móvil (4G lento y CPU 4× simulados a partir de una carga sin frenar, en la que',
      'cuenta todo pedido terminado antes de su pintura, módulos incluidos aunque corran después); medido: lo mismo',
      'frenado de verdad;',
      'CLS: observado; pedidos: todos los de la carga.',
      'JS antes de usable: cuerpos (gzip, como se envían; sin cabeceras) de los scripts pedidos antes del LCP que',
      'Lighthouse observó en su carga sin frenar; JS de la visita: todos los scripts de esa carga, sin tocar la página.',
      'línea lenta: desde la navegación hasta que el campo del DNI acepta una tecla que queda (piso: hasta su elemento),',
      'con 400 ms de ida y vuelta y 400 kbit/s; funciona: hasta que React tiene el formulario (su botón responde);',
      'índice: benchmarkIndex de Lighthouse (bajo = máquina ocupada).',
    ].join('\n'),
  );
  for (const row of rows) {
    const l = row.lighthouse;
    console.log(
      `${row.label}: cabeceras de respuesta de los scripts antes de usable ${kilobytes(l.jsBeforeUsableHeaders)} (no se cuentan)`,
    );
    if (l.failing.length > 0)
      console.log(`${row.label}: auditorías de accesibilidad o buenas prácticas no aprobadas: ${l.failing.join(', ')}`);
  }
  console.log(
    [
      '',
      `Área personal en la línea lenta (${of}): la vecina de prueba ingresa con contraseña y código (lo escribe 5 s después`,
      'de ver el paso del código: abre y lee el correo); desde la respuesta',
      'del código (doublefactor/) hasta el escritorio con la licencia y los reclamos, y desde cada clic en la navegación',
      '(el menú del teléfono, o el de la cuenta para el perfil) hasta el contenido de la pantalla siguiente',
    ].join('\n'),
  );
  for (const line of signedInLines(summariseWaits(slowLine.signedIn), rows[0].slowLine)) console.log(line);
  console.log('\nObjetivos (notas: no cambian el código de salida)');
  for (const line of notes(rows)) console.log(line);
  const gate = gates(rows);
  console.log(
    `\nUmbrales de CI (rendimiento ≥ ${GATES.performance}, LCP ≤ ${GATES.lcpOverFloor} × el del piso de esta corrida;` +
      ' deciden el código de salida solo con BENCH_GATE=1)',
  );
  for (const line of gate.lines) console.log(line);
  return gate.passed;
}

/**
 * Serves, measures and prints; the servers are stopped whatever happens. `log` prints a stage's
 * title as the README commands do. Returns whether every CI gate passed.
 */
export async function bench({ runs, chromium, log }) {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => stopAll().then(() => process.exit(130)));
  }
  const scratch = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  try {
    log(
      `Sirviendo con nginx (HTTPS y HTTP/2, como en producción): portal en ${PORTAL.origin}, piso en ${FLOOR.origin}, servicios simulados en ${FAKE.origin}`,
    );
    await measuring('(no arrancaron los servidores)', () => serve(scratch));
    log(`Lighthouse (móvil), ${runs} ${runs === 1 ? 'corrida' : 'corridas'} por página`);
    const lighthouse = await measureLighthouse(runs, scratch, chromium);
    log(`Línea lenta (400 ms, 400 kbit/s, sin caché), ${runs} ${runs === 1 ? 'corrida' : 'corridas'} por página`);
    const slowLine = await measureSlowLine(runs, chromium);
    return printReport(runs, lighthouse, slowLine, chromium);
  } finally {
    await stopAll();
    rmSync(scratch, { recursive: true, force: true });
  }
}
