// Generates the nginx configuration that serves the portal's production build, from the build
// itself: its pages manifest (dist/pages/manifest.json, written by apps/portal/config/prerender.ts)
// names every page with the pattern of the paths it answers, its HTML file, and the services the
// build was made with, so the Content-Security-Policy's connect-src always names exactly the
// services the build talks to. It reads that file and never imports the app.
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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { assertDeployable, assetHeaders, securityHeaders } from './policy.mjs';

export { assertDeployable, assetHeaders, securityHeaders } from './policy.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The build the generator reads unless told another. */
export const DEFAULT_DIST = join(repoRoot, 'apps/portal/dist');

/** Where a build keeps its pages manifest (apps/portal/config/pages-manifest.ts, `PAGES_MANIFEST`). */
export const PAGES_MANIFEST = 'pages/manifest.json';

/** The pages manifest of the build in `dist`; a clear error when there is none. */
export function readPagesManifest(dist = DEFAULT_DIST) {
  const file = join(dist, PAGES_MANIFEST);
  if (!existsSync(file)) {
    throw new Error(`${file} does not exist: build the portal first (npm run pnpm -- turbo run build --filter @portal/app)`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Where the old portal registered its service worker (create-react-app's default name). */
export const RETIRED_WORKER = 'service-worker.js';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const NEVER_STALE = 'no-cache';

function headerLines(headers, cacheControl, indent, { cacheAlways = false } = {}) {
  // nginx drops every inherited add_header in a block that has its own, so each location
  // carries the full set. `always`: error answers carry them too, except the cache lifetime,
  // so that a 404 for a missing asset is never cached for a year; a page (the not-found page
  // is answered with 404) is revalidated whatever its status.
  const lines = Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value}" always;`);
  lines.push(`${indent}add_header Cache-Control "${cacheControl}"${cacheAlways ? ' always' : ''};`);
  return lines.join('\n');
}

/**
 * What the build writes in place of the nonce (Vite's `html.cspNonce`, set to ui-kit's
 * `STYLE_NONCE_PLACEHOLDER`): on its script and stylesheet tags and in `<meta property="csp-nonce">`.
 * e2e/headers.spec.ts checks that the page then carries the nonce its policy names.
 */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * The page is answered with this response's nonce in place of the placeholder: so not the
 * precompressed twin (nginx compresses it as it sends it), and with no validator (sub_filter
 * drops ETag and Last-Modified), since a revalidated copy would keep an earlier page's nonce.
 */
function htmlLines(indent) {
  return [`gzip_static off;`, `brotli_static off;`, `sub_filter_once off;`, `sub_filter '${NONCE_PLACEHOLDER}' '$request_id';`]
    .map((line) => indent + line)
    .join('\n');
}

/**
 * Where each page lives: for every page of the build's manifest, a location matching the paths the
 * browser's router draws it at (its `pattern`, matched without regard to case: trailing slashes
 * allowed, as react-router matches), answered with the page's HTML file. The not-found page
 * answers every other path, with status 404; `/index.html` is the client shell.
 */
export function pageLocations(pages, services, indent = '    ') {
  const i = `${indent}    `;
  const blocks = pages
    .filter((page) => !page.notFound)
    .map((page) => {
      const headers = securityHeaders(services, page.noReferrer ? { referrer: 'no-referrer' } : {});
      const why = page.noReferrer ? ' (its query carries a one-time code: no referrer)' : '';
      return `${indent}# ${page.route} → ${page.file}, ${page.render}${why}
${indent}location ~* ${page.pattern} {
${i}rewrite ^ /${page.file} break;
${htmlLines(i)}
${headerLines(headers, NEVER_STALE, i, { cacheAlways: true })}
${indent}}`;
    });
  return blocks.join('\n\n');
}

/** The page answered for any address no route claims. */
function notFoundPage(pages) {
  const found = pages.find((candidate) => candidate.notFound);
  if (!found) throw new Error('The build has no not-found page');
  return found;
}

/** The `server` block's body for a build (its pages manifest): identical in production and in the local run. */
export function serverBody(build, root) {
  const { services, pages } = build;
  const headers = securityHeaders(services);
  const i = '        ';
  const notFound = notFoundPage(pages);
  return `    root ${root};
    charset utf-8;

    # Hashed build output: the name changes with the content, so it is cached for a year. Sent
    # with an asset's headers, not a page's (policy.mjs, assetHeaders).
    location ^~ /assets/ {
        try_files $uri =404;
${headerLines(assetHeaders(), ONE_YEAR, i)}
    }

    # Every page names the current hashed files and carries this response's style nonce: never reused.
${pageLocations(pages, services)}

    # The client shell, as the build wrote it.
    location = /${build.shell.file} {
${htmlLines(i)}
${headerLines(headers, NEVER_STALE, i, { cacheAlways: true })}
    }

    # The old portal's service worker address: the worker that retires it (apps/portal/public),
    # never kept by a cache, so a browser still holding the old worker gets it at once.
    location = /${RETIRED_WORKER} {
        try_files $uri =404;
${headerLines(headers, NEVER_STALE, i, { cacheAlways: true })}
    }

    # The pages' files are answered only through the locations above (with the nonce filled in).
    location ^~ /${build.pagesDir}/ {
        internal;
${htmlLines(i)}
${headerLines(headers, NEVER_STALE, i, { cacheAlways: true })}
    }

    # The build's own records (Vite's manifest, .vite/) are for the tooling, never for the public.
    location ^~ /.vite/ {
        internal;
${headerLines(headers, NEVER_STALE, i, { cacheAlways: true })}
    }

    # A file at the root (favicon); any other path is a page no route draws: the not-found page, 404.
    location / {
        try_files $uri =404;
        error_page 404 /${notFound.file};
${headerLines(headers, NEVER_STALE, i)}
    }
}
`.replace(/\n}\n$/, '');
}

const HTTP_COMMON = `    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    server_tokens off;
    sendfile on;
    # The build writes a Brotli .br and a gzip -9 .gz beside each script, stylesheet and page
    # (apps/portal/config/precompress.ts): the one the browser accepts is sent as it is, smaller
    # than compressing here; Brotli first, gzip for a client without it.
    brotli_static on;
    gzip_static on;
    gzip on;
    gzip_comp_level 6;
    gzip_vary on;
    gzip_min_length 256;
    gzip_types text/css application/javascript text/javascript application/json image/svg+xml;

    # The access log names the path alone. The query carries one-time secrets (reset and
    # activation tokens, a provider's state and code), /login/<token> carries a service-login
    # token, and the Referer of a page's own requests is the page's address, query included.
    map $request_uri $portal_path {
        ~^(?<path>[^?]*) $path;
    }
    map $portal_path $portal_log_path {
        ~*^/login/[^/]+ /login/:token;
        default $portal_path;
    }
    log_format portal '$remote_addr [$time_local] "$request_method $portal_log_path $server_protocol" '
                      '$status $body_bytes_sent $request_time "$http_user_agent"';`;

const BANNER = `# Generated by tooling/nginx/generate.mjs from the portal's build (dist/pages/manifest.json): do not edit.
# Build with other services (PORTAL_SERVICES) and generate again.`;

/**
 * Debian's libnginx-mod-http-brotli-static (`brotli_static`), loaded by absolute path so the
 * local runs, whose prefix is a temporary directory, find it too.
 */
const BROTLI_STATIC_MODULE = process.env.NGINX_BROTLI_MODULE_PATH ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const LOAD_MODULES = `load_module ${BROTLI_STATIC_MODULE};`;

/** Production: HTTPS on 443 (HSTS is only honoured there), port 80 redirects. */
export function productionConfig(
  build,
  { root = '/var/www/portal', serverName = '_', certificate = '/etc/ssl/certs/portal.pem', key = '/etc/ssl/private/portal.key', localPreview = false } = {},
) {
  assertDeployable(build.services, { localPreview });
  return `${BANNER}
${LOAD_MODULES}
user www-data;
worker_processes auto;
pid /run/nginx.pid;
events { worker_connections 1024; }

http {
${HTTP_COMMON}
    access_log /var/log/nginx/portal.access.log portal;
    error_log /var/log/nginx/portal.error.log;

    server {
        listen 80;
        listen [::]:80;
        server_name ${serverName};
        return 301 https://$host$request_uri;
    }

    server {
        # Debian 12's nginx 1.22 knows http2 only as a listen parameter.
        listen 443 ssl http2;
        listen [::]:443 ssl http2;
        server_name ${serverName};
        ssl_certificate ${certificate};
        ssl_certificate_key ${key};
        ssl_protocols TLSv1.2 TLSv1.3;

${indent(serverBody(build, root), 4)}
    }
}
`;
}

/**
 * Local run: loopback HTTP, every writable path inside `prefix`, no root privileges needed. With
 * `tls` ({ certificate, key } files), HTTPS and HTTP/2 on that port, as production serves the
 * portal: the bench measures what a resident's browser gets (one connection, every request on it).
 */
export function localConfig(build, { prefix, root, port = 5173, host = '127.0.0.1', logs = join(prefix, 'logs'), localPreview = false, tls }) {
  assertDeployable(build.services, { localPreview });
  const listen = tls
    ? `listen ${host}:${port} ssl http2;
        ssl_certificate ${tls.certificate};
        ssl_certificate_key ${tls.key};
        ssl_protocols TLSv1.2 TLSv1.3;`
    : `listen ${host}:${port};`;
  return `${BANNER}
# Local run on ${tls ? 'https' : 'http'}://${host}:${port}: nginx -p ${prefix} -c ${join(prefix, 'nginx.conf')} -g 'daemon off;'
${LOAD_MODULES}
worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(logs, 'error.log')} warn;
events { worker_connections 256; }

http {
${HTTP_COMMON}
    access_log ${join(logs, 'access.log')} portal;
    client_body_temp_path ${join(prefix, 'temp', 'body')};
    proxy_temp_path ${join(prefix, 'temp', 'proxy')};
    fastcgi_temp_path ${join(prefix, 'temp', 'fastcgi')};
    uwsgi_temp_path ${join(prefix, 'temp', 'uwsgi')};
    scgi_temp_path ${join(prefix, 'temp', 'scgi')};

    server {
        ${listen}
        server_name localhost;

${indent(serverBody(build, root), 4)}
    }
}
`;
}

function indent(text, spaces) {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

/** Writes the local configuration and the directories nginx writes into; returns the file. */
export function writeLocalConfig(build, { prefix, root, port, host, logs = join(prefix, 'logs'), localPreview = false, tls }) {
  const config = localConfig(build, { prefix, root, port, host, logs, localPreview, tls });
  for (const dir of [logs, join(prefix, 'temp')]) mkdirSync(dir, { recursive: true });
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, config);
  return file;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
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
}
