import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS, routesOf } from './routes.mjs';
import { analyse, brotliServedSize, carriedInline, gzipSize, htmlRequests, requestChain, servedSize } from './size-report.mjs';

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-AbC.js" nonce="__CSP_NONCE__"></script>
<link rel="modulepreload" crossorigin href="/assets/react-XyZ.js">
<link rel="stylesheet" crossorigin href="/assets/index-Q1.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="preconnect" href="https://example.org">
<script src="https://example.org/outside.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('requests before a page is usable', () => {
  it('reads what the HTML asks for while it is parsed: module scripts, modulepreloads, stylesheets', () => {
    expect([...htmlRequests(html)]).toEqual(['assets/index-AbC.js', 'assets/react-XyZ.js', 'assets/index-Q1.css']);
  });

  it('is one wave after the HTML when the HTML names everything the first screen needs', () => {
    const named = htmlRequests(html);
    expect(requestChain(named, ['assets/index-AbC.js', 'assets/react-XyZ.js', 'assets/index-Q1.css'])).toEqual({
      requests: 4,
      chain: 2,
      later: [],
    });
  });

  it('counts a second wave for what only the entry asks for (a lazy screen and its imports)', () => {
    const named = htmlRequests(html);
    expect(requestChain(named, ['assets/index-AbC.js', 'assets/react-XyZ.js', 'assets/login-screen-1.js', 'assets/button-2.js'])).toEqual({
      requests: 6,
      chain: 3,
      later: ['assets/login-screen-1.js', 'assets/button-2.js'],
    });
  });
});

describe('stylesheets carried in the page', () => {
  const texts = { 'assets/style-1.css': '.a{color:red}\n', 'assets/other-2.css': '.b{color:blue}' };
  const page = '<html><head><style nonce="__CSP_NONCE__">.a{color:red}</style></head><body></body></html>';

  it('counts a stylesheet whose whole text the page carries in a <style> as no request', () => {
    expect(carriedInline(page, Object.keys(texts), (file) => texts[file])).toEqual(['assets/style-1.css']);
  });

  it('does not count a stylesheet the page carries only in part', () => {
    const part = page.replace('.a{color:red}', '.a{');
    expect(carriedInline(part, Object.keys(texts), (file) => texts[file])).toEqual([]);
  });
});

describe('bytes as sent', () => {
  it('counts the .br twin for a browser that takes Brotli, the .gz one for any other, and what nginx compresses when there is neither', () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-size-'));
    const script = 'export const greeting = "hola";\n'.repeat(40);
    writeFileSync(join(dist, 'twinned.js'), script);
    writeFileSync(join(dist, 'twinned.js.gz'), Buffer.alloc(70));
    writeFileSync(join(dist, 'twinned.js.br'), Buffer.alloc(50));
    writeFileSync(join(dist, 'gzip-only.js'), script);
    writeFileSync(join(dist, 'gzip-only.js.gz'), Buffer.alloc(70));
    writeFileSync(join(dist, 'small.js'), script);
    try {
      expect(servedSize(dist, 'twinned.js')).toBe(70);
      expect(brotliServedSize(dist, 'twinned.js')).toBe(50);
      expect(brotliServedSize(dist, 'gzip-only.js')).toBe(70);
      expect(brotliServedSize(dist, 'small.js')).toBe(gzipSize(Buffer.from(script)));
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("each page's first load, read from the build's pages manifest", () => {
  // What the build writes (apps/portal/config/pages-manifest.ts), cut down to what the report reads.
  const pages = {
    shell: { file: 'index.html', scripts: ['assets/index-1.js', 'assets/react-1.js'], stylesheets: ['assets/style-1.css'] },
    pagesDir: 'pages',
    pages: [
      {
        url: '/login/',
        file: 'pages/login.html',
        signedIn: false,
        notFound: false,
        screens: [{ module: '../../packages/auth-flow/dist/login/login-screen.js', script: 'assets/login-screen-1.js' }],
        scripts: ['assets/index-1.js', 'assets/react-1.js', 'assets/login-screen-1.js', 'assets/field-1.js'],
        stylesheets: ['assets/style-1.css'],
      },
      {
        url: '/no-existe',
        file: 'pages/404.html',
        signedIn: false,
        notFound: true,
        screens: [{ module: 'src/not-found/not-found-screen.tsx', script: 'assets/not-found-1.js' }],
        scripts: ['assets/index-1.js', 'assets/react-1.js', 'assets/not-found-1.js'],
        stylesheets: ['assets/style-1.css'],
      },
      {
        url: '/dashboard',
        file: 'pages/dashboard.html',
        signedIn: true,
        notFound: false,
        screens: [{ module: '../../packages/claims/dist/dashboard/dashboard-screen.js', script: 'assets/dashboard-1.js' }],
        scripts: ['assets/index-1.js', 'assets/react-1.js', 'assets/dashboard-1.js'],
        stylesheets: ['assets/style-1.css'],
      },
    ],
  };
  // Vite's manifest: every chunk, one of them a library loaded on demand that no page starts with.
  const vite = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_field.js': { file: 'assets/field-1.js' },
    'login-screen.js': { file: 'assets/login-screen-1.js', isDynamicEntry: true, imports: ['_field.js'] },
    'not-found-screen.tsx': { file: 'assets/not-found-1.js', isDynamicEntry: true },
    'dashboard-screen.js': { file: 'assets/dashboard-1.js', isDynamicEntry: true },
    'keen-slider.es.js': { file: 'assets/keen-slider-1.js', name: 'keen-slider.es', isDynamicEntry: true },
    'style.css': { file: 'assets/style-1.css' },
  };
  const sizes = {
    'assets/index-1.js': 100,
    'assets/react-1.js': 50,
    'assets/field-1.js': 5,
    'assets/login-screen-1.js': 10,
    'assets/not-found-1.js': 1,
    'assets/dashboard-1.js': 20,
    'assets/keen-slider-1.js': 7,
    'assets/style-1.css': 6,
  };
  const result = analyse(vite, pages, (file) => sizes[file]);

  it('counts exactly the modules and stylesheets the page names, and holds it to its budget', () => {
    expect(result.routes.map(({ path, html, js, css }) => ({ path, html, js, css }))).toEqual([
      { path: '/login/', html: 'pages/login.html', js: 165, css: 6 },
      { path: '* (cualquier otra)', html: 'pages/404.html', js: 151, css: 6 },
      { path: '/dashboard', html: 'pages/dashboard.html', js: 170, css: 6 },
    ]);
    expect(result.routes[0]?.files).toEqual({ js: pages.pages[0]?.scripts, css: ['assets/style-1.css'] });
    // Anonymous pages are held to the requests and chain of their first load; the signed-in area is not.
    expect(result.routes.map((route) => route.budget)).toEqual([BUDGETS.anonymous, BUDGETS.anonymous, BUDGETS.signedIn]);
  });

  it("names every chunk by what it is: the entry, the shell's preloads, each page's screens, and one no page starts with", () => {
    const byFile = Object.fromEntries(result.chunks.map(({ file, kind, screen, unclaimed }) => [file, { kind, screen, unclaimed }]));
    expect(byFile['assets/index-1.js']).toEqual({ kind: 'entrada', screen: '', unclaimed: false });
    expect(byFile['assets/react-1.js']).toEqual({ kind: 'precarga', screen: '', unclaimed: false });
    expect(byFile['assets/field-1.js']).toEqual({ kind: 'compartido', screen: '', unclaimed: false });
    expect(byFile['assets/login-screen-1.js']).toEqual({
      kind: 'diferido',
      screen: 'packages/auth-flow/dist/login/login-screen.js',
      unclaimed: false,
    });
    expect(byFile['assets/keen-slider-1.js']).toEqual({ kind: 'diferido', screen: 'keen-slider.es', unclaimed: true });
    expect(result.chunks.map((chunk) => chunk.bytes)).toEqual([100, 50, 20, 10, 7, 5, 1]);
    expect(result.css).toEqual([{ file: 'assets/style-1.css', bytes: 6 }]);
  });
});

describe('routesOf', () => {
  it('holds a provider return page to its own budget, every other anonymous page to /login’s', () => {
    const page = (url) => ({ url, file: 'pages/x.html', signedIn: false, scripts: [], stylesheets: [] });
    const budgets = routesOf({ pages: [page('/afipredirect/'), page('/renaperredirect/'), page('/login/'), page('/redirect-me')] }).map(
      (route) => route.budget,
    );
    expect(budgets).toEqual([BUDGETS.providerReturn, BUDGETS.providerReturn, BUDGETS.anonymous, BUDGETS.anonymous]);
  });
});
