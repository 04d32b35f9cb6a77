// Shared by the README's two commands: they must work on a fresh machine with only Node and npm.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fail } from './pipeline.mjs';

export { fail };

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PNPM_VERSION = '12.21.0';
// turbo otherwise asks the closed network about telemetry on every run.
process.env.TURBO_TELEMETRY_DISABLED = '1';
// Part of the unit tests' task hash (turbo.json): a result kept on one Node line is not replayed on another.
process.env.PORTAL_NODE_VERSION ??= process.versions.node;

export function log(message) {
  console.log(`\n▶ ${message}`);
}

/**
 * The Node lines the portal is tested on, each from the first release every dependency declares
 * it supports (package.json `engines` says the same): 22.22.2 for react-router 8.5 and
 * @inquirer/*, 24.15 for @inquirer/* and tsup 9. Node 20 is the machines' own line, where
 * `npm test` runs everything; `npm run test:node` checks the others.
 */
const NODE_LINES = { 20: '20.19.0', 22: '22.22.2', 24: '24.15.0', 26: '26.0.0' };
export const LTS_LINES = Object.keys(NODE_LINES).filter((line) => line !== '20');

export function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** Refuses a Node the build cannot run on; says what a Node outside the tested lines risks. */
export function checkNode(version = process.versions.node, warn = console.warn) {
  const lines = Object.values(NODE_LINES).join(', ');
  if (compareVersions(version, NODE_LINES[20]) < 0) {
    fail(`Hace falta Node ${NODE_LINES[20]} o más nuevo (el portal se prueba desde ${lines}); este es ${version}.`);
  }
  const line = version.split('.')[0];
  const floor = NODE_LINES[line];
  if (!floor) {
    warn(`⚠ Node ${version} no es una de las líneas en las que el portal se prueba (desde ${lines}); sigo igual.`);
  } else if (compareVersions(version, floor) < 0) {
    warn(`⚠ Node ${version}: las dependencias del portal piden ${floor} o más nuevo en la línea ${line}; sigo igual.`);
  } else if (line === '20') {
    warn(
      `⚠ Node ${version}: la línea 20 dejó de recibir actualizaciones en abril de 2026. Todo el portal se prueba en ella, ` +
        `pero react-router 8.5, ky 2 y tsup 9 declaran Node 22 o más nuevo (pnpm lo advierte al instalar) y una ` +
        `actualización suya puede dejar de andar acá: para trabajar en el portal usá ${LTS_LINES.map((l) => NODE_LINES[l]).join(', ')} o más nuevo.`,
    );
  }
}

/**
 * pnpm itself comes through npx when the machine has no matching pnpm: only npm is assumed.
 * `--prefer-offline`: the version is pinned, so once npm's cache holds it no call asks the
 * registry again (each would wait on a slow or closed network before running anything).
 */
function pnpmCommand() {
  const local = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (local.status === 0 && local.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', '--prefer-offline', `pnpm@${PNPM_VERSION}`];
}

export const pnpmBase = pnpmCommand();

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) fail(`no pude ejecutar ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    fail(`${[command, ...args].join(' ')} terminó con el código ${result.status ?? result.signal}.`);
  }
}

export function pnpm(args, options) {
  const [command, ...rest] = pnpmBase;
  run(command, [...rest, ...args], options);
}

/** Like pnpm(), but returns whether it passed instead of stopping the run. */
export function pnpmPasses(args, options = {}) {
  const [command, ...rest] = pnpmBase;
  const result = spawnSync(command, [...rest, ...args], { cwd: root, stdio: 'inherit', ...options });
  return result.status === 0;
}

export function pnpmSpawn(args, options = {}) {
  const [command, ...rest] = pnpmBase;
  return spawn(command, [...rest, ...args], { cwd: root, stdio: 'inherit', ...options });
}

export function install() {
  log('Instalando dependencias (pnpm install)');
  pnpm(['install', '--frozen-lockfile']);
}

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

/** Lighthouse and the slow line (`npm run bench`) measure Debian's whole Chromium. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests drive Debian's Chromium headless shell: the same build (Blink, V8, version)
 * without the browser's own interface, which is what Playwright runs headless by default. The
 * whole browser in its headless mode still draws its interface, and took about 80 % more CPU for
 * the same tests: on a shared two-core machine that made the browser stage grow much faster than
 * the machine was slow. Playwright's own browser download cannot reach its host.
 */
const CHROMIUM_SHELL = process.env.CHROMIUM_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** Both: the browser tests run in the shell, and in the whole browser where only it will do (the back-forward cache). */
export const CHROMIUM_PACKAGES = {
  packages: [
    { name: 'chromium', file: CHROMIUM },
    { name: 'chromium-headless-shell', file: CHROMIUM_SHELL },
  ],
  why: 'las pruebas en Chromium y las medidas',
};

export function ensureChromium() {
  ensureDebianPackages(CHROMIUM_PACKAGES.packages, CHROMIUM_PACKAGES.why);
}

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_STATIC_MODULE = process.env.NGINX_BROTLI_MODULE_PATH ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * The browser tests and Lighthouse run through Debian's nginx with the production configuration;
 * one unit test has it check the generated configuration (`nginx -t`). Only the binary is
 * needed: the package's own service is not started in a container.
 */
export function ensureNginx() {
  ensureDebianPackages(
    [
      { name: 'nginx', file: NGINX },
      // brotli_static: the build's .br twins, sent as they are (tooling/nginx).
      { name: 'libnginx-mod-http-brotli-static', file: BROTLI_STATIC_MODULE },
    ],
    'servir la compilación de producción en las pruebas (o indicá su ruta en NGINX_PATH)',
  );
}

function debianPackageInstalled(name) {
  const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return query.status === 0 && query.stdout.includes('install ok installed');
}

function missingDebianPackages(packages) {
  return packages
    .filter((wanted) => !(wanted.file && existsSync(wanted.file)) && !debianPackageInstalled(wanted.name))
    .map((wanted) => wanted.name);
}

function requireRoot(missing, why) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) fail(`Faltan paquetes de Debian para ${why}. Instalalos: sudo apt-get install -y ${missing.join(' ')}`);
}

const APT_ENV = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
let aptUpdated = false;

function aptUpdate() {
  if (aptUpdated) return;
  run('apt-get', ['update', '-qq']);
  aptUpdated = true;
}

/**
 * Installs the Debian packages that are missing, in one apt-get run; `file`, when given, is a
 * program that does the package's job already (a Java found on the machine, say).
 * @param {{name: string, file?: string}[]} packages
 * @param {string} why what they are for, in the resident-facing language of these commands
 */
export function ensureDebianPackages(packages, why) {
  const missing = missingDebianPackages(packages);
  if (missing.length === 0) return;
  requireRoot(missing, why);
  log(`Instalando ${missing.join(', ')} de Debian para ${why}`);
  aptUpdate();
  run('apt-get', ['install', '-y', '-qq', ...missing], { env: APT_ENV });
}

/**
 * The same, without waiting: `npm test` installs the browsers and Java (about two minutes of
 * downloading and unpacking on a fresh machine) while lint, types, the build and the unit tests,
 * which need none of them, run. What is missing, and a machine where it cannot be installed, is
 * said at once; `wait()` resolves when the packages are there and fails with apt's last lines.
 * A run that stops early still waits for apt (`wait().catch(…)`): leaving dpkg half-way would break
 * the machine's next run.
 * @param {{packages: {name: string, file?: string}[], why: string}[]} groups
 * @returns {{ wait: () => Promise<void> }}
 */
export function startDebianInstall(groups) {
  const missing = groups.flatMap(({ packages }) => missingDebianPackages(packages));
  if (missing.length === 0) return { wait: async () => {} };
  requireRoot(missing, groups.map(({ why }) => why).join(', '));
  log(`Instalando ${missing.join(', ')} de Debian mientras corren las etapas que no los usan`);
  aptUpdate();
  // Into a file, not a pipe: the stages after this one block the event loop (spawnSync), and a
  // full pipe would stop apt until they end.
  const logFile = join(tmpdir(), `portal-apt-${process.pid}.log`);
  const fd = openSync(logFile, 'w');
  const done = new Promise((resolveInstall) => {
    const child = spawn('apt-get', ['install', '-y', '-qq', ...missing], { cwd: root, env: APT_ENV, stdio: ['ignore', fd, fd] });
    child.on('error', (error) => resolveInstall(`no pude ejecutar apt-get: ${error.message}`));
    child.on('close', (code, signal) => resolveInstall(code === 0 ? null : `apt-get install terminó con el código ${code ?? signal}`));
  });
  closeSync(fd);
  return {
    async wait() {
      const failure = await done;
      if (failure === null) return;
      const last = readFileSync(logFile, 'utf8').trim().split('\n').slice(-15).join('\n');
      fail(`${failure} instalando ${missing.join(', ')}:\n${last}`);
    },
  };
}

/**
 * The cross-engine journeys (apps/portal/engines): Firefox ESR, and WebKitGTK through its
 * WebDriver, in a display of its own (Xvfb) and a small Python shell (GObject bindings).
 */
export const OTHER_ENGINE_PACKAGES = {
  packages: [
    { name: 'firefox-esr', file: process.env.FIREFOX_PATH },
    { name: 'webkit2gtk-driver', file: process.env.WEBKIT_DRIVER_PATH },
    { name: 'xvfb' },
    { name: 'python3-gi' },
    { name: 'gir1.2-webkit2-4.1' },
  ],
  why: 'las pruebas en Firefox y WebKit',
};

export function ensureOtherEngines() {
  ensureDebianPackages(OTHER_ENGINE_PACKAGES.packages, OTHER_ENGINE_PACKAGES.why);
}

const JAVA = process.env.JAVA_PATH ?? '/usr/bin/java';

/** The Nu HTML checker (npm's vnu-jar) runs on Java: Debian's, never one its install script fetches. */
export const JAVA_PACKAGES = { packages: [{ name: 'default-jre-headless', file: JAVA }], why: 'el validador de HTML (Nu HTML Checker)' };

export function ensureJava() {
  ensureDebianPackages(JAVA_PACKAGES.packages, JAVA_PACKAGES.why);
}

/** The addresses `npm start` and `npm run preview` print once their servers are starting. */
export const DEMO_BANNER = [
  '',
  '  Portal:               http://127.0.0.1:5173',
  '  Servicios simulados:  http://127.0.0.1:4010',
  '  Correo simulado:      http://127.0.0.1:4010/__dev/mailbox',
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
