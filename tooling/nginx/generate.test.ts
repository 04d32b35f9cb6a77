import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeServiceConfig, type ServiceConfig } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { pageLocations, serverBody } from './locations.mjs';
import { localConfig, productionConfig, writeLocalConfig } from './nginx-conf.mjs';
import { type Build, type BuildServices, DEFAULT_DIST, PAGES_MANIFEST, readPagesManifest } from './pages-manifest.mjs';
import { assertDeployable, assetHeaders, securityHeaders } from './policy.mjs';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const HERE = dirname(fileURLToPath(import.meta.url));
const DEPLOY_DIR = join(HERE, '../../apps/portal/deploy');
const DEPLOYED = join(DEPLOY_DIR, 'nginx.conf');

/** The portal's build (turbo builds @portal/app before these tests): its pages and the files it wrote. */
const BUILD = readPagesManifest();
/**
 * The services the tests serve, whatever services the build was made with: the fakes, with a
 * problem as the build names it (the build finds them unfit: apps/portal/config/services.test.ts),
 * and the example production file, which the build finds fit.
 */
const FAKES: BuildServices = {
  config: fakeServiceConfig,
  problems: [
    'auth: http://127.0.0.1:4010/auth/ is on this machine (loopback)',
    'geocoder: http://127.0.0.1:4010/geocoder/ is on this machine (loopback)',
    'reports.collector: http://127.0.0.1:4010/collector/ is on this machine (loopback)',
  ],
  reportsEndpoint: 'http://127.0.0.1:4010/collector/reports',
};
const EXAMPLE: BuildServices = {
  config: JSON.parse(readFileSync(join(DEPLOY_DIR, 'services.example.json'), 'utf8')) as ServiceConfig,
  problems: [],
  reportsEndpoint: 'https://informes.bahia.gob.ar/portal/reports',
};
const withServices = (services: BuildServices): Build => ({ ...BUILD, services });
const FAKE_BUILD = withServices(FAKES);
const EXAMPLE_BUILD = withServices(EXAMPLE);

/** A build directory holding only a pages manifest, for the command-line runs. */
function buildDirectory(dir: string, build: Build): string {
  mkdirSync(join(dir, BUILD.pagesDir), { recursive: true });
  writeFileSync(join(dir, PAGES_MANIFEST), JSON.stringify(build));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  return dir;
}

/** The location blocks of a generated server body, by their `location …` line. */
function locations(body: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of body.matchAll(/^ {4}location ([^{]+) \{\n([\s\S]*?)^ {4}\}/gm)) blocks.set(match[1] ?? '', match[2] ?? '');
  return blocks;
}

describe("the build's pages manifest", () => {
  it('names every page the build wrote, and one not-found page', () => {
    const written = readdirSync(join(DEFAULT_DIST, BUILD.pagesDir)).filter((file) => file.endsWith('.html'));
    expect(BUILD.pages.map((page) => page.file).sort()).toEqual(written.map((file) => `${BUILD.pagesDir}/${file}`).sort());
    expect(BUILD.pages.filter((page) => page.notFound).map((page) => page.route)).toEqual(['*']);
    expect(existsSync(join(DEFAULT_DIST, BUILD.shell.file))).toBe(true);
  });
});

describe('the nginx configuration of the pages', () => {
  const body = serverBody(FAKE_BUILD, '/var/www/portal');
  const blocks = locations(body);

  it('answers each page at the paths its route draws (its pattern), with its own file, its nonce and no cached copy', () => {
    for (const page of BUILD.pages.filter((candidate) => !candidate.notFound)) {
      const block = blocks.get(`~* ${page.pattern}`);
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
    expect(fallback).toContain(`error_page 404 /${BUILD.pages.find((page) => page.notFound)?.file};`);
    const pages = blocks.get('^~ /pages/');
    expect(pages).toContain('internal;');
    // Vite's manifest and the pages manifest name every module: the tooling's, not the public's.
    expect(blocks.get('^~ /.vite/')).toContain('internal;');
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
    const page = [...Object.keys(securityHeaders(FAKES)), 'Cache-Control'];
    for (const [location, block] of blocks) if (location !== '^~ /assets/') expect(names(block), location).toEqual(page);
  });

  // The address the old portal registered its worker at (apps/portal/e2e/retired-worker.spec.ts).
  it("answers the old portal's worker address with the retiring worker, never from a cache", () => {
    const worker = blocks.get('= /service-worker.js');
    expect(worker).toContain('try_files $uri =404;');
    expect(worker).toContain('add_header Cache-Control "no-cache" always;');
    expect(existsSync(join(DEPLOY_DIR, '..', 'public', 'service-worker.js'))).toBe(true);
  });

  it('names every page once, the production and the local configuration alike', () => {
    const production = productionConfig(EXAMPLE_BUILD);
    const local = localConfig(FAKE_BUILD, { prefix: '/tmp/portal', root: '/srv/portal', localPreview: true });
    for (const page of BUILD.pages.filter((candidate) => !candidate.notFound)) {
      expect(production.split(`rewrite ^ /${page.file} break;`)).toHaveLength(2);
      expect(local.split(`rewrite ^ /${page.file} break;`)).toHaveLength(2);
    }
    expect(pageLocations(BUILD.pages, FAKES)).not.toContain('/pages/404.html');
  });

  it('serves the local run over HTTPS and HTTP/2 when given a certificate, as production does', () => {
    const tls = { certificate: '/tmp/portal/cert.pem', key: '/tmp/portal/key.pem' };
    const local = localConfig(FAKE_BUILD, { prefix: '/tmp/portal', root: '/srv/portal', localPreview: true, tls });
    expect(local).toContain('listen 127.0.0.1:5173 ssl http2;');
    expect(local).toContain('ssl_certificate /tmp/portal/cert.pem;');
    expect(local).toContain('ssl_certificate_key /tmp/portal/key.pem;');
    const plain = localConfig(FAKE_BUILD, { prefix: '/tmp/portal', root: '/srv/portal', localPreview: true });
    expect(plain).toContain('listen 127.0.0.1:5173;');
    expect(plain).not.toContain('ssl');
  });

  it.skipIf(!existsSync(NGINX))("is accepted by Debian's nginx (nginx -t)", () => {
    const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-test-'));
    try {
      const file = writeLocalConfig(FAKE_BUILD, { prefix, root: prefix, port: 5999, localPreview: true });
      execFileSync(NGINX, ['-t', '-p', prefix, '-e', join(prefix, 'logs', 'error.log'), '-c', file], { stdio: 'pipe' });
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('is the configuration committed for deployment (apps/portal/deploy/nginx.conf), generated again', () => {
    expect(readFileSync(DEPLOYED, 'utf8')).toBe(productionConfig(EXAMPLE_BUILD));
  });
});

describe('production refuses to be the fakes', () => {
  const refusal = (services: BuildServices) => {
    try {
      assertDeployable(services);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("refuses a build whose services cannot serve residents, in both configurations, naming each of the build's problems and the way out", () => {
    expect(() => productionConfig(FAKE_BUILD)).toThrow(/Refusing to generate/);
    expect(() => localConfig(FAKE_BUILD, { prefix: '/tmp/portal', root: '/srv/portal' })).toThrow(/Refusing to generate/);
    const message = refusal(FAKES);
    expect(message.split('\n').filter((line) => line.startsWith('  - '))).toEqual(FAKES.problems.map((problem) => `  - ${problem}`));
    expect(message).toContain('PORTAL_SERVICES=');
    expect(message).toContain('--local-preview');
  });

  it('accepts the example production services, and the fakes when told the target is a local preview', () => {
    expect(refusal(EXAMPLE)).toBe('');
    expect(productionConfig(EXAMPLE_BUILD)).toContain('connect-src https://autenticacion.bahia.gob.ar https://servicios.bahia.gob.ar');
    expect(() => productionConfig(FAKE_BUILD, { localPreview: true })).not.toThrow();
    expect(() => localConfig(FAKE_BUILD, { prefix: '/tmp/portal', root: '/srv/portal', localPreview: true })).not.toThrow();
  });

  it("names the build's collector for CSP violations and the portal's reports, and no collector without one", () => {
    const config = productionConfig(EXAMPLE_BUILD);
    const endpoint = 'https://informes.bahia.gob.ar/portal/reports';
    expect(config).toContain(`add_header Reporting-Endpoints "csp=\\"${endpoint}\\"" always;`);
    const policy = securityHeaders(EXAMPLE)['Content-Security-Policy'] ?? '';
    expect(policy).toContain(`; report-uri ${endpoint}; report-to csp`);
    expect(policy).toMatch(/connect-src [^;]*https:\/\/informes\.bahia\.gob\.ar[;\s]/);
    // A Trusted Types violation's sample would carry what the page was given.
    expect(config).not.toContain('report-sample');
    const { reports: _, ...unreported } = EXAMPLE.config;
    const off = securityHeaders({ config: unreported, problems: [], reportsEndpoint: null });
    expect(off['Reporting-Endpoints']).toBeUndefined();
    expect(off['Content-Security-Policy']).not.toMatch(/report-(uri|to)|informes/);
  });

  // Node processes started one after the other: on a loaded two-core machine each takes seconds,
  // past vitest's 5 s default. The limit only guards against a hang.
  it('reads the build it is given from the command line, and refuses with the message and status 1, unless --local-preview', {
    timeout: 60_000,
  }, () => {
    const script = join(HERE, 'generate.mjs');
    const prefix = mkdtempSync(join(tmpdir(), 'portal-nginx-test-'));
    try {
      const run = (args: string[]) => {
        try {
          return { status: 0, output: execFileSync(process.execPath, [script, ...args], { stdio: 'pipe' }).toString() };
        } catch (error) {
          const failure = error as { status: number; stderr: Buffer };
          return { status: failure.status, output: failure.stderr.toString() };
        }
      };
      const unfit = buildDirectory(join(prefix, 'unfit'), FAKE_BUILD);
      const refused = run(['--dist', unfit, '--out', join(prefix, 'nginx.conf')]);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('✖ Refusing to generate');
      for (const problem of FAKES.problems) expect(refused.output).toContain(`  - ${problem}`);
      expect(existsSync(join(prefix, 'nginx.conf'))).toBe(false);
      expect(run(['--local', join(prefix, 'local'), '--root', unfit]).status).toBe(1);
      expect(run(['--local', join(prefix, 'local'), '--root', unfit, '--local-preview'])).toEqual({
        status: 0,
        output: `${join(prefix, 'local', 'nginx.conf')}\n`,
      });
      expect(readFileSync(join(prefix, 'local', 'nginx.conf'), 'utf8')).toContain(`root ${unfit};`);

      const fit = buildDirectory(join(prefix, 'fit'), EXAMPLE_BUILD);
      expect(run(['--dist', fit, '--out', join(prefix, 'nginx.conf')]).status).toBe(0);
      expect(readFileSync(join(prefix, 'nginx.conf'), 'utf8')).toBe(productionConfig(EXAMPLE_BUILD));

      const missing = run(['--dist', join(prefix, 'not-built'), '--out', join(prefix, 'other.conf')]);
      expect(missing.status).toBe(1);
      expect(missing.output).toContain(`${join(prefix, 'not-built', PAGES_MANIFEST)} does not exist: build the portal first`);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it.skipIf(!existsSync(NGINX))('the local server (serve.mjs) refuses them too unless --local-preview', { timeout: 60_000 }, () => {
    const script = join(HERE, 'serve.mjs');
    const root = buildDirectory(mkdtempSync(join(tmpdir(), 'portal-nginx-test-')), FAKE_BUILD);
    try {
      const refused = (() => {
        try {
          execFileSync(process.execPath, [script, '--root', root, '--port', '5998'], { stdio: 'pipe' });
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
  const production = productionConfig(EXAMPLE_BUILD);
  const local = localConfig(FAKE_BUILD, { prefix: '/tmp/portal', root: '/srv/portal', logs: '/tmp/logs', localPreview: true });

  it('writes each request in the portal format, which names the path without its query or a service-login token', () => {
    expect(production).toContain('access_log /var/log/nginx/portal.access.log portal;');
    expect(local).toContain('access_log /tmp/logs/access.log portal;');
    const format = production.slice(
      production.indexOf('log_format portal'),
      production.indexOf(';', production.indexOf('log_format portal')),
    );
    expect(format).toContain('$request_method $portal_log_path $server_protocol');
    // The whole request line, the address with its query, the query, and the Referer (the page's own address).
    for (const secretBearing of ['$request ', '$request"', '$request_uri', '$args', '$query_string', '$uri', '$http_referer']) {
      expect(format).not.toContain(secretBearing);
    }
    expect(production).toContain('~^(?<path>[^?]*) $path;');
    expect(production).toContain('~*^/login/[^/]+ /login/:token;');
  });
});
