// Generates the nginx configuration that serves the portal's production build, from the build
// itself: its pages manifest (pages-manifest.mjs) names every page with the pattern of the paths it
// answers, its HTML file, and the services the build was made with, so the Content-Security-Policy's
// connect-src always names exactly the services the build talks to. It reads that file and never
// imports the app. This is the command line; nginx-conf.mjs writes the files, locations.mjs what
// each address answers, policy.mjs the headers.
//
//   node tooling/nginx/generate.mjs [--dist apps/portal/dist] [--root /var/www/portal] [--out …]
//        → apps/portal/deploy/nginx.conf (production, TLS), for a build made with PORTAL_SERVICES=<file>
//   node tooling/nginx/generate.mjs --local <dir> --local-preview [--port 5173] [--root apps/portal/dist]
//        → <dir>/nginx.conf: plain HTTP on 127.0.0.1, pid, logs and temp files inside <dir>, serving
//          and read from the build at --root, for `nginx -p <dir> -c <dir>/nginx.conf -g 'daemon off;'`
//          (CI, browser tests, Lighthouse)
//
// Either refuses a build whose services cannot serve residents (on this machine or not https://,
// as the fakes are, or a geocoder that is the public open-map service: the build's own verdict,
// `services.problems`), unless --local-preview says the target is a local preview.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { productionConfig, writeLocalConfig } from './nginx-conf.mjs';
import { DEFAULT_DIST, readPagesManifest } from './pages-manifest.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const { values } = parseArgs({
  options: {
    local: { type: 'string' },
    port: { type: 'string', default: '5173' },
    dist: { type: 'string' },
    root: { type: 'string' },
    out: { type: 'string' },
    'local-preview': { type: 'boolean', default: false },
  },
});
const localPreview = values['local-preview'];
try {
  if (values.local) {
    const prefix = resolve(values.local);
    // The local run serves the build it reads.
    const root = resolve(values.root ?? values.dist ?? DEFAULT_DIST);
    const file = writeLocalConfig(readPagesManifest(root), { prefix, root, port: Number(values.port), localPreview });
    console.log(file);
  } else {
    const build = readPagesManifest(resolve(values.dist ?? DEFAULT_DIST));
    const config = productionConfig(build, { ...(values.root ? { root: values.root } : {}), localPreview });
    const file = resolve(values.out ?? join(repoRoot, 'apps/portal/deploy/nginx.conf'));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, config);
    console.log(file);
  }
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
