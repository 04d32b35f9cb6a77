import { describe, expect, it } from 'vitest';
import { appRoutes } from '../src/routing/app-routes';
import { routeKey, routePatterns } from '../src/routing/route-key';
import { markupProblems, pageHtml } from './page-html';
import { type ManifestChunk, PAGES, pageAssets, RENDER, screenId } from './pages.mjs';

describe('the page list', () => {
  it('has one page for every route of the route table, and no page for a route it lacks', () => {
    const routes = routePatterns(appRoutes);
    expect(PAGES.map((page) => page.route).sort()).toEqual([...routes].sort());
  });

  it('renders each page at an address its own route draws, to a file of its own', () => {
    for (const page of PAGES) expect(routeKey(appRoutes, new URL(page.url, 'http://portal').pathname), page.url).toBe(page.route);
    expect(new Set(PAGES.map((page) => page.file)).size).toBe(PAGES.length);
    expect(PAGES.filter((page) => page.notFound).map((page) => page.route)).toEqual(['*']);
  });

  it('prerenders the anonymous pages and leaves the signed-in area and the login by service to the client', () => {
    const shell = PAGES.filter((page) => page.render === RENDER.shell).map((page) => page.route);
    expect(shell.sort()).toEqual(['/dashboard', '/licencia', '/login/:token', '/perfil', '/profileform', '/reclamos']);
    expect(PAGES.filter((page) => page.noReferrer).map((page) => page.url)).toEqual([
      '/afipredirect/',
      '/ansesredirect/',
      '/miargentinaredirect/',
      '/renaperredirect/',
    ]);
  });

  it('knows the pages drawn inside the signed-in layout', () => {
    expect(PAGES.filter((page) => page.signedIn).map((page) => page.route)).toEqual(['/dashboard', '/reclamos', '/licencia', '/perfil', '/profileform']);
  });
});

describe('pageAssets', () => {
  const manifest: Record<string, ManifestChunk> = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-1.css'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_field.js': { file: 'assets/field-1.js', imports: ['_react.js'] },
    '../../packages/auth-flow/dist/login/login-screen.js': {
      file: 'assets/login-screen-1.js',
      isDynamicEntry: true,
      imports: ['_react.js', '_field.js'],
    },
    'src/signed-in/signed-in-layout.tsx': {
      file: 'assets/signed-in-layout-1.js',
      isDynamicEntry: true,
      imports: ['_field.js'],
      css: ['assets/signed-in-layout-1.css', 'assets/index-1.css'],
    },
  };
  const page = (screens: string[]) => ({ route: '/x', file: 'pages/x.html', screens, render: RENDER.prerender, url: '/x', signedIn: false });

  it('names the lazy screens by package and file, as the size report does', () => {
    expect(screenId('../../packages/auth-flow/dist/login/login-screen.js')).toBe('auth-flow:login-screen');
    expect(screenId('src/signed-in/signed-in-layout.tsx')).toBe('portal:signed-in-layout');
  });

  it("adds the screens' chunks and what they import, beyond the entry's, and their stylesheets", () => {
    expect(pageAssets(manifest, page(['auth-flow:login-screen']))).toEqual({
      entry: '/assets/index-1.js',
      entryImports: ['/assets/react-1.js'],
      entryCss: ['/assets/index-1.css'],
      screens: [{ id: 'auth-flow:login-screen', module: '/assets/login-screen-1.js' }],
      screenModules: ['/assets/login-screen-1.js', '/assets/field-1.js'],
      screenCss: [],
    });
    const signedIn = pageAssets(manifest, page(['portal:signed-in-layout', 'auth-flow:login-screen']));
    expect(signedIn.screenModules).toEqual(['/assets/signed-in-layout-1.js', '/assets/field-1.js', '/assets/login-screen-1.js']);
    expect(signedIn.screenCss).toEqual(['/assets/signed-in-layout-1.css']);
  });

  it('fails on a screen the build does not contain', () => {
    expect(() => pageAssets(manifest, page(['claims:dashboard-screen']))).toThrow(/claims:dashboard-screen/);
  });
});

describe('pageHtml', () => {
  const shell = `<!doctype html>
<html lang="es-AR">
  <head>
    <title>Portal del Vecino · Bahía Blanca</title>
    <meta property="csp-nonce" nonce="__N__">
    <script type="module" crossorigin src="/assets/index-1.js" nonce="__N__"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
  const tags = { screenModules: ['/assets/login-screen-1.js'], screenCss: ['/assets/login-1.css'] };

  it('puts the screen in #root with its route, its title in the head, and its modules and styles with the nonce', () => {
    const html = pageHtml(shell, tags, '__N__', {
      body: '<main><h1>Ingresá</h1></main>',
      head: '<title>Ingresar · Portal del Vecino</title>',
      route: '/login',
    });
    expect(html).toContain('<div id="root" data-route="/login"><main><h1>Ingresá</h1></main></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Ingresar · Portal del Vecino</title>');
    expect(html).toContain(
      '    <link rel="stylesheet" crossorigin href="/assets/login-1.css" nonce="__N__">\n    <link rel="modulepreload" crossorigin href="/assets/login-screen-1.js" nonce="__N__">\n  </head>',
    );
  });

  it('leaves a shell page empty, with its preloads', () => {
    const html = pageHtml(shell, tags, '__N__');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Portal del Vecino · Bahía Blanca</title>');
    expect(html).toContain('href="/assets/login-screen-1.js"');
  });

  it('writes a stylesheet it is given the text of into the page, with the nonce, instead of its link', () => {
    const withStyles = shell.replace('  </head>', '    <link rel="stylesheet" crossorigin href="/assets/style-1.css" nonce="__N__">\n  </head>');
    const html = pageHtml(withStyles, tags, '__N__', undefined, new Map([['/assets/style-1.css', '.a{color:red}\n']]));
    expect(html).toContain('<style nonce="__N__">.a{color:red}</style>');
    expect(html).not.toContain('style-1.css');
    // A stylesheet it was not given stays a link.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login-1.css" nonce="__N__">');
  });

  it('refuses to inline a stylesheet that would end its <style> early', () => {
    const withStyles = shell.replace('  </head>', '    <link rel="stylesheet" crossorigin href="/assets/style-1.css" nonce="__N__">\n  </head>');
    const inline = new Map([['/assets/style-1.css', '.a::after{content:"</style>"}']]);
    expect(() => pageHtml(withStyles, tags, '__N__', undefined, inline)).toThrow(/style-1\.css/);
  });

  it("gives the nonce's meta the content HTML requires, the nonce staying in its own attribute", () => {
    for (const html of [pageHtml(shell, tags, '__N__'), pageHtml(shell, tags, '__N__', { body: '', head: '', route: '/' })]) {
      expect(html.match(/<meta property="csp-nonce"[^>]*>/g)).toEqual(['<meta property="csp-nonce" nonce="__N__" content="">']);
    }
  });

  it('refuses markup the policy would block', () => {
    expect(markupProblems('<p>Hola</p>')).toEqual([]);
    expect(markupProblems('<script>x()</script>')).toEqual(['carries a <script>']);
    expect(markupProblems('<p style="color:red">x</p>')).toEqual(['carries a style attribute']);
    expect(markupProblems('<img onerror="x()">')).toEqual(['carries an inline event handler']);
    expect(() => pageHtml('<html><head></head><body></body></html>', tags, '__N__')).toThrow(/#root|root/);
  });
});
