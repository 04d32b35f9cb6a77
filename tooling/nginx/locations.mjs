// What each address of the portal answers: the `server` block's body, from a build's pages
// manifest (pages-manifest.mjs), with the headers policy.mjs sets. Identical in production and in
// the local run (nginx-conf.mjs).
import { assetHeaders, securityHeaders } from './policy.mjs';

/** Where the old portal registered its service worker (create-react-app's default name). */
const RETIRED_WORKER = 'service-worker.js';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const NEVER_STALE = 'no-cache';

function headerLines(headers, cacheControl, indent, { cacheAlways = false } = {}) {
  // nginx drops every inherited add_header in a block that has its own, so each location
  // carries the full set. `always`: error answers carry them too, except the cache lifetime,
  // so that a 404 for a missing asset is never cached for a year; a page (the not-found page
  // is answered with 404) is revalidated whatever its status.
  // A double quote inside a value (Reporting-Endpoints' `csp="…"`) is escaped for nginx's string.
  const lines = Object.entries(headers).map(([name, value]) => `${indent}add_header ${name} "${value.replaceAll('"', '\\"')}" always;`);
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
