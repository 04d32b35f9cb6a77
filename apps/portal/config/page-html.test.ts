import { describe, expect, it } from 'vitest';
import { markupProblems, pageHtml } from './page-html';

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
    const withStyles = shell.replace(
      '  </head>',
      '    <link rel="stylesheet" crossorigin href="/assets/style-1.css" nonce="__N__">\n  </head>',
    );
    const html = pageHtml(withStyles, tags, '__N__', undefined, new Map([['/assets/style-1.css', '.a{color:red}\n']]));
    expect(html).toContain('<style nonce="__N__">.a{color:red}</style>');
    expect(html).not.toContain('style-1.css');
    // A stylesheet it was not given stays a link.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/login-1.css" nonce="__N__">');
  });

  it('refuses to inline a stylesheet that would end its <style> early', () => {
    const withStyles = shell.replace(
      '  </head>',
      '    <link rel="stylesheet" crossorigin href="/assets/style-1.css" nonce="__N__">\n  </head>',
    );
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
