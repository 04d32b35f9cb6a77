// Debian's programs the tests and the bench run (Chromium, nginx, Firefox, WebKit, Java), installed
// with apt-get when missing and the command runs as root.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fail } from './pipeline.mjs';
import { log, root, run } from './run.mjs';

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
    // Arial's metric twin, which Chromium only recommends: the web font's fallback is shaped on it
    // on Linux (packages/ui-kit's kanit-fallback.css.ts), and the browser tests check that Kanit
    // arriving late moves nothing.
    { name: 'fonts-liberation' },
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
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format field, not a template
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
  if (!isRoot)
    fail(`Faltan paquetes de Debian para ${why}. Instalalos: sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`);
}

const APT_ENV = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
/**
 * What the tests need and nothing they do not: without the packages Debian only recommends
 * (ImageMagick, Ghostscript, CUPS, Avahi, codecs, spelling dictionaries…) a fresh machine installs
 * 123 packages instead of 340, while the unit stage it shares the two cores with runs.
 */
const APT_INSTALL = ['install', '-y', '-qq', '--no-install-recommends'];
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
  run('apt-get', [...APT_INSTALL, ...missing], { env: APT_ENV });
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
    const child = spawn('apt-get', [...APT_INSTALL, ...missing], { cwd: root, env: APT_ENV, stdio: ['ignore', fd, fd] });
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
