import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { localConfig, pageLocations, productionConfig, serverBody, writeLocalConfig } from './generate.mjs';
import { notFoundPage, PAGES, routePattern } from '@portal/app/pages';
import { fakeServices } from '@portal/app/services';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DEPLOYED = join(dirname(fileURLToPath(import.meta.url)), '../../apps/portal/deploy/nginx.conf');

/** The location blocks of a generated server body, by their `location …` line. */
function locations(body: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of body.matchAll(/^ {4}location ([^{]+) \{\n([\s\S]*?)^ {4}\}/gm)) blocks.set(match[1] ?? '', match[2] ?? '');
  return blocks;
}

describe('the nginx configuration of the pages', () => {
  const body = serverBody(fakeServices, '/var/www/portal');
  const blocks = locations(body);

  it('answers each page at the paths its route draws, with its own file, its nonce and no cached copy', () => {
    for (const page of PAGES.filter((candidate) => !candidate.notFound)) {
      const block = blocks.get(`~* ${routePattern(page.route)}`);
      expect(block, page.route).toBeDefined();
      expect(block).toContain(`rewrite ^ /${page.file} break;`);
      expect(block).toContain("sub_filter '__CSP_NONCE__' '$request_id';");
      expect(block).toContain('gzip_static off;');
      expect(block).toContain('add_header Cache-Control "no-cache" always;');
      expect(block).toContain(
        `add_header Referrer-Policy "${page.noReferrer ? 'no-referrer' : 'strict-origin-when-cross-origin'}" always;`,
      );
    }
  });

  it('answers any other path with the not-found page and status 404, and a missing asset with a bare 404', () => {
    const fallback = blocks.get('/');
    expect(fallback).toContain('try_files $uri =404;');
    expect(fallback).toContain(`error_page 404 /${notFoundPage().file};`);
    const pages = blocks.get('^~ /pages/');
    expect(pages).toContain('internal;');
    expect(pages).toContain("sub_filter '__CSP_NONCE__' '$request_id';");
    expect(pages).toContain('add_header Cache-Control "no-cache" always;');
    const assets = blocks.get('^~ /assets/');
    expect(assets).toContain('try_files $uri =404;');
    expect(assets).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(assets).not.toContain('error_page');
    expect(blocks.get('= /index.html')).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('names every page once, the production and the local configuration alike', () => {
    const production = productionConfig(fakeServices);
    const local = localConfig(fakeServices, { prefix: '/tmp/portal', root: '/srv/portal' });
    for (const page of PAGES.filter((candidate) => !candidate.notFound)) {
      expect(production.split(`rewrite ^ /${page.file} break;`)).toHaveLength(2);
      expect(local.split(`rewrite ^ /${page.file} break;`)).toHaveLength(2);
    }
    expect(pageLocations(PAGES, fakeServices)).not.toContain('/pages/404.html');
  });

  it.skipIf(!existsSync(NGINX))("is accepted by Debian's nginx (nginx -t)", () => {
    const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-test-'));
    try {
      const file = writeLocalConfig(fakeServices, { prefix, root: prefix, port: 5999 });
      execFileSync(NGINX, ['-t', '-p', prefix, '-e', join(prefix, 'logs', 'error.log'), '-c', file], { stdio: 'pipe' });
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('is the configuration committed for deployment (apps/portal/deploy/nginx.conf), generated again', () => {
    expect(readFileSync(DEPLOYED, 'utf8')).toBe(productionConfig(fakeServices));
  });
});

describe('the access log', () => {
  const production = productionConfig(fakeServices);
  const local = localConfig(fakeServices, { prefix: '/tmp/portal', root: '/srv/portal', logs: '/tmp/logs' });

  it('writes each request in the portal format, which names the path without its query or a service-login token', () => {
    expect(production).toContain('access_log /var/log/nginx/portal.access.log portal;');
    expect(local).toContain('access_log /tmp/logs/access.log portal;');
    const format = production.slice(production.indexOf('log_format portal'), production.indexOf(';', production.indexOf('log_format portal')));
    expect(format).toContain('$request_method $portal_log_path $server_protocol');
    // The whole request line, the address with its query, the query, and the Referer (the page's own address).
    for (const secretBearing of ['$request ', '$request"', '$request_uri', '$args', '$query_string', '$uri', '$http_referer']) {
      expect(format).not.toContain(secretBearing);
    }
    expect(production).toContain('~^(?<path>[^?]*) $path;');
    expect(production).toContain('~*^/login/[^/]+ /login/:token;');
  });
});
