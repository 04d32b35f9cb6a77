import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  assertDeployable,
  assetHeaders,
  localConfig,
  RETIRED_WORKER,
  pageLocations,
  productionConfig,
  securityHeaders,
  serverBody,
  writeLocalConfig,
} from './generate.mjs';
import { notFoundPage, PAGES, routePattern } from '@portal/app/pages';
import { fakeServices, loadServiceConfig } from '@portal/app/services';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const DEPLOY_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../apps/portal/deploy');
const DEPLOYED = join(DEPLOY_DIR, 'nginx.conf');
/** The example production services file the committed configuration is generated from. */
const EXAMPLE = loadServiceConfig({ PORTAL_SERVICES: join(DEPLOY_DIR, 'services.example.json') });

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
      expect(block).toContain('brotli_static off;');
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

  it("sends the hashed assets with an asset's headers, and every other answer with a page's", () => {
    const names = (block: string | undefined) => [...(block ?? '').matchAll(/add_header (\S+)/g)].map((match) => match[1]);
    expect(names(blocks.get('^~ /assets/'))).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Cross-Origin-Resource-Policy',
      'Cache-Control',
    ]);
    expect(blocks.get('^~ /assets/')).toContain(`add_header Content-Security-Policy "default-src 'none'" always;`);
    expect(assetHeaders()).toEqual({
      'Content-Security-Policy': "default-src 'none'",
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    const page = [...Object.keys(securityHeaders(fakeServices)), 'Cache-Control'];
    for (const [location, block] of blocks) if (location !== '^~ /assets/') expect(names(block), location).toEqual(page);
  });

  it("answers the old portal's worker address with the retiring worker, never from a cache", () => {
    const worker = blocks.get(`= /${RETIRED_WORKER}`);
    expect(RETIRED_WORKER).toBe('service-worker.js');
    expect(worker).toContain('try_files $uri =404;');
    expect(worker).toContain('add_header Cache-Control "no-cache" always;');
    expect(existsSync(join(DEPLOY_DIR, '..', 'public', RETIRED_WORKER))).toBe(true);
  });

  it('names every page once, the production and the local configuration alike', () => {
    const production = productionConfig(EXAMPLE);
    const local = localConfig(fakeServices, { prefix: '/tmp/portal', root: '/srv/portal', localPreview: true });
    for (const page of PAGES.filter((candidate) => !candidate.notFound)) {
      expect(production.split(`rewrite ^ /${page.file} break;`)).toHaveLength(2);
      expect(local.split(`rewrite ^ /${page.file} break;`)).toHaveLength(2);
    }
    expect(pageLocations(PAGES, fakeServices)).not.toContain('/pages/404.html');
  });

  it('serves the local run over HTTPS and HTTP/2 when given a certificate, as production does', () => {
    const tls = { certificate: '/tmp/portal/cert.pem', key: '/tmp/portal/key.pem' };
    const local = localConfig(fakeServices, { prefix: '/tmp/portal', root: '/srv/portal', localPreview: true, tls });
    expect(local).toContain('listen 127.0.0.1:5173 ssl http2;');
    expect(local).toContain('ssl_certificate /tmp/portal/cert.pem;');
    expect(local).toContain('ssl_certificate_key /tmp/portal/key.pem;');
    const plain = localConfig(fakeServices, { prefix: '/tmp/portal', root: '/srv/portal', localPreview: true });
    expect(plain).toContain('listen 127.0.0.1:5173;');
    expect(plain).not.toContain('ssl');
  });

  it.skipIf(!existsSync(NGINX))("is accepted by Debian's nginx (nginx -t)", () => {
    const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-test-'));
    try {
      const file = writeLocalConfig(fakeServices, { prefix, root: prefix, port: 5999, localPreview: true });
      execFileSync(NGINX, ['-t', '-p', prefix, '-e', join(prefix, 'logs', 'error.log'), '-c', file], { stdio: 'pipe' });
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('is the configuration committed for deployment (apps/portal/deploy/nginx.conf), generated again', () => {
    expect(readFileSync(DEPLOYED, 'utf8')).toBe(productionConfig(EXAMPLE));
  });
});

describe('production refuses to be the fakes', () => {
  const refusal = (services: typeof EXAMPLE) => {
    try {
      assertDeployable(services);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('refuses the fake services, in both configurations, naming every address and the way out', () => {
    expect(() => productionConfig(fakeServices)).toThrow(/Refusing to generate/);
    expect(() => localConfig(fakeServices, { prefix: '/tmp/portal', root: '/srv/portal' })).toThrow(/Refusing to generate/);
    const message = refusal(fakeServices);
    for (const name of ['auth', 'municipal', 'streets', 'incidents', 'geocoder', 'handoff.habilitaciones']) {
      expect(message).toContain(`  - ${name}: http://127.0.0.1:4010/`);
    }
    expect(message).toContain('is on this machine (loopback)');
    expect(message).toContain('PORTAL_SERVICES=');
    expect(message).toContain('--local-preview');
  });

  it.each([
    ['a plain http:// service', { auth: 'http://autenticacion.bahia.gob.ar/api/' }, 'auth: http://autenticacion.bahia.gob.ar/api/ is not https://'],
    ['a service on localhost', { streets: 'https://localhost:8443/' }, 'streets: https://localhost:8443/ is on this machine (loopback)'],
    ['a service on ::1', { geocoder: 'https://[::1]/' }, 'geocoder: https://[::1]/ is on this machine (loopback)'],
    ['a service on 127.1.2.3', { municipal: 'https://127.1.2.3/' }, 'municipal: https://127.1.2.3/ is on this machine (loopback)'],
    ['a plain http:// hand-off', { handoff: { habilitaciones: 'http://habilitaciones.bahia.gob.ar' } }, 'handoff.habilitaciones: http://habilitaciones.bahia.gob.ar is not https://'],
    ['a loopback hand-off', { handoff: { habilitaciones: 'https://127.0.0.1:4010/servicios/habilitaciones' } }, 'handoff.habilitaciones: https://127.0.0.1:4010/servicios/habilitaciones is on this machine (loopback)'],
    [
      'the public open-map geocoder',
      { geocoder: 'https://nominatim.openstreetmap.org/' },
      "geocoder: https://nominatim.openstreetmap.org/ is a public open-map geocoder, a third party: every profile save would send it the resident's home address (use the city's own proxy or a self-hosted geocoder with the same interface)",
    ],
  ])('refuses %s and names it alone', (_, change, problem) => {
    const message = refusal({ ...EXAMPLE, ...change });
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toEqual([`  - ${problem}`]);
  });

  it('accepts the example production services, and the fakes when told the target is a local preview', () => {
    expect(refusal(EXAMPLE)).toBe('');
    expect(productionConfig(EXAMPLE)).toContain('connect-src https://autenticacion.bahia.gob.ar https://servicios.bahia.gob.ar');
    expect(() => productionConfig(fakeServices, { localPreview: true })).not.toThrow();
    expect(() => localConfig(fakeServices, { prefix: '/tmp/portal', root: '/srv/portal', localPreview: true })).not.toThrow();
  });

  // A Node process: seconds on a loaded two-core machine, past vitest's 5 s default. The limit only guards against a hang.
  it('refuses a production services file whose geocoder is the public open-map service, from the command line too', { timeout: 60_000 }, () => {
    const script = join(dirname(fileURLToPath(import.meta.url)), 'generate.mjs');
    const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-test-'));
    try {
      const file = join(prefix, 'services.json');
      writeFileSync(file, JSON.stringify({ ...EXAMPLE, geocoder: 'https://nominatim.openstreetmap.org/' }));
      let failure: { status: number; stderr: Buffer } | undefined;
      try {
        execFileSync(process.execPath, [script, '--out', join(prefix, 'nginx.conf')], {
          env: { ...process.env, PORTAL_SERVICES: file },
          stdio: 'pipe',
        });
      } catch (error) {
        failure = error as { status: number; stderr: Buffer };
      }
      expect(failure?.status).toBe(1);
      expect(failure?.stderr.toString()).toContain('  - geocoder: https://nominatim.openstreetmap.org/ is a public open-map geocoder, a third party');
      expect(failure?.stderr.toString()).toContain("the city's own proxy or a self-hosted geocoder");
      expect(existsSync(join(prefix, 'nginx.conf'))).toBe(false);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  // Three Node processes started one after the other: on a loaded two-core machine each takes
  // seconds, past vitest's 5 s default (seen failing so). The limit only guards against a hang.
  it('refuses from the command line with the message and status 1, unless --local-preview', { timeout: 60_000 }, () => {
    const script = join(dirname(fileURLToPath(import.meta.url)), 'generate.mjs');
    const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-test-'));
    try {
      const env = { ...process.env, PORTAL_SERVICES: '' };
      const run = (args: string[]) => {
        try {
          return { status: 0, output: execFileSync(process.execPath, [script, ...args], { env, stdio: 'pipe' }).toString() };
        } catch (error) {
          const failure = error as { status: number; stderr: Buffer };
          return { status: failure.status, output: failure.stderr.toString() };
        }
      };
      const refused = run(['--out', join(prefix, 'nginx.conf')]);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('✖ Refusing to generate');
      expect(existsSync(join(prefix, 'nginx.conf'))).toBe(false);
      expect(run(['--local', join(prefix, 'local')]).status).toBe(1);
      expect(run(['--local', join(prefix, 'local'), '--local-preview'])).toEqual({ status: 0, output: `${join(prefix, 'local', 'nginx.conf')}\n` });
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync(NGINX))('the local server (serve.mjs) refuses them too unless --local-preview', { timeout: 60_000 }, () => {
    const script = join(dirname(fileURLToPath(import.meta.url)), 'serve.mjs');
    const root = mkdtempSync(join(tmpdir(), 'portal-nginx-test-'));
    try {
      writeFileSync(join(root, 'index.html'), '<!doctype html>');
      const refused = (() => {
        try {
          execFileSync(process.execPath, [script, '--root', root, '--port', '5998'], { env: { ...process.env, PORTAL_SERVICES: '' }, stdio: 'pipe' });
          return { status: 0, stderr: '' };
        } catch (error) {
          const failure = error as { status: number; stderr: Buffer };
          return { status: failure.status, stderr: failure.stderr.toString() };
        }
      })();
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('✖ Refusing to generate');
      expect(refused.stderr).toContain('--local-preview');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the access log', () => {
  const production = productionConfig(EXAMPLE);
  const local = localConfig(fakeServices, { prefix: '/tmp/portal', root: '/srv/portal', logs: '/tmp/logs', localPreview: true });

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
