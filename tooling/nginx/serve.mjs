#!/usr/bin/env node
// Serves the portal's production build through Debian's nginx on loopback, with the same
// configuration as production (headers, caching, SPA fallback), over plain HTTP unless given a
// certificate. No root needed: pid, logs and temp files live in a fresh temporary directory,
// removed on exit.
//
//   node tooling/nginx/serve.mjs --local-preview [--port 5173] [--root apps/portal/dist] [--manifest <dist>] [--logs <dir>]
//                                [--tls-certificate <pem> --tls-key <pem>]
//
// --tls-certificate, --tls-key: HTTPS and HTTP/2 as in production (the bench gives a self-signed
// pair for 127.0.0.1, `npm run bench`).
// --local-preview: says the target is a local preview, so the build's services may be the fakes
// (on loopback, plain http://); without it, the configuration is refused as production's would be.
// What it serves and how comes from the build's pages manifest (pages-manifest.mjs).
// --logs: where nginx writes its access and error logs (kept after exit; the browser tests read
// the access log), instead of the temporary directory.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { writeLocalConfig } from './nginx-conf.mjs';
import { DEFAULT_DIST, readPagesManifest } from './pages-manifest.mjs';
import { assertDeployable } from './policy.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '5173' },
    root: { type: 'string' },
    // The build whose pages manifest configures nginx, when it is not the one served (the bench
    // serves its floor page with the portal's configuration).
    manifest: { type: 'string' },
    logs: { type: 'string' },
    'tls-certificate': { type: 'string' },
    'tls-key': { type: 'string' },
    'local-preview': { type: 'boolean', default: false },
  },
});
const root = resolve(values.root ?? DEFAULT_DIST);
if (Boolean(values['tls-certificate']) !== Boolean(values['tls-key'])) {
  console.error('✖ --tls-certificate and --tls-key go together.');
  process.exit(1);
}
const tls = values['tls-certificate'] ? { certificate: resolve(values['tls-certificate']), key: resolve(values['tls-key']) } : undefined;
if (!existsSync(join(root, 'index.html'))) {
  console.error(`✖ ${root}/index.html does not exist: build the portal first.`);
  process.exit(1);
}
if (!existsSync(NGINX)) {
  console.error(`✖ nginx is not at ${NGINX}: apt-get install -y nginx (or set NGINX_PATH).`);
  process.exit(1);
}

/**
 * A runner that ends this script with SIGKILL (Playwright stopping its web servers) leaves its
 * directory behind; remove those whose nginx is gone, leaving any younger than a minute alone.
 */
function removeStaleDirectories() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('portal-nginx-')) continue;
    const dir = join(tmpdir(), name);
    try {
      if (Date.now() - statSync(dir).mtimeMs < 60_000) continue;
      const pidFile = join(dir, 'nginx.pid');
      if (existsSync(pidFile)) {
        try {
          process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
          continue; // still serving
        } catch {
          // no such process
        }
      }
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run removed it first
    }
  }
}

let build;
try {
  build = readPagesManifest(resolve(values.manifest ?? root));
  assertDeployable(build.services, { localPreview: values['local-preview'] });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
removeStaleDirectories();
const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
const logs = resolve(values.logs ?? join(prefix, 'logs'));
const config = writeLocalConfig(build, { prefix, root, port: Number(values.port), logs, localPreview: values['local-preview'], tls });
// -e: the startup error log, before the configuration's own is read (default is /var/log).
const nginx = spawn(NGINX, ['-p', prefix, '-e', join(logs, 'error.log'), '-c', config, '-g', 'daemon off;'], {
  stdio: 'inherit',
});
console.log(`nginx sirve ${root} en ${tls ? 'https' : 'http'}://127.0.0.1:${values.port} (configuración: ${config})`);

function cleanUp() {
  rmSync(prefix, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // SIGQUIT: nginx's graceful stop.
    nginx.kill('SIGQUIT');
  });
}
nginx.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal === 'SIGQUIT' ? 0 : 1));
});
