import { join } from 'node:path';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES_MANIFEST, pagesManifest, routePattern } from './pages-manifest';
import { type ManifestChunk, PAGES } from './pages.mjs';
import { fakeServices, loadServiceConfig } from './services.mjs';

describe('routePattern', () => {
  const samples = [
    '/',
    '//',
    '/login',
    '/login/',
    '/LOGIN//',
    '/login/abc',
    '/login/abc/',
    '/login/abc/def',
    '/loginx',
    '/afipredirect',
    '/afipredirect/',
    '/AfipRedirect/x/y?z',
    '/afipredirectx',
    '/resendverification',
    '/ResendVerification/',
    '/dashboard/otra',
    '/notfound',
  ];

  it("answers a path exactly when react-router's matching draws the route there", () => {
    for (const page of PAGES.filter((candidate) => candidate.route !== '*')) {
      const pattern = new RegExp(routePattern(page.route), 'i');
      for (const sample of samples) {
        const path = sample.split('?')[0] ?? sample;
        const drawn = matchPath({ path: page.route, caseSensitive: false, end: true }, path) !== null;
        expect(pattern.test(path), `${page.route} at ${path}`).toBe(drawn);
      }
    }
  });
});

describe('the pages manifest', () => {
  // A build of every screen of the page list, named as Vite names their chunks: each screen
  // imports a shared chunk, the signed-in layout one more; one library is loaded on demand.
  const chunkKey = (id: string) => {
    const [place, file] = id.split(':');
    return place === 'portal' ? `src/${file}/${file}.tsx` : `../../packages/${place}/dist/${file}/${file}.js`;
  };
  const screens = [...new Set(PAGES.flatMap((page) => page.screens))];
  const vite: Record<string, ManifestChunk> = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_field.js': { file: 'assets/field-1.js', imports: ['_react.js'] },
    '_menu.js': { file: 'assets/menu-1.js' },
    'style.css': { file: 'assets/style-1.css' },
    '../../node_modules/keen-slider/keen-slider.es.js': { file: 'assets/keen-slider-1.js', isDynamicEntry: true },
    ...Object.fromEntries(
      screens.map((id) => [
        chunkKey(id),
        {
          file: `assets/${id.split(':')[1]}-1.js`,
          isDynamicEntry: true,
          imports: id === 'portal:signed-in-layout' ? ['_react.js', '_menu.js'] : ['_react.js', '_field.js'],
        },
      ]),
    ),
  };
  const manifest = pagesManifest(vite, fakeServices);

  it('is written beside the pages, where nginx answers only through their locations', () => {
    expect(PAGES_MANIFEST).toBe('pages/manifest.json');
    expect(manifest.pagesDir).toBe('pages');
  });

  it('holds every page of the page list, in its order, as the page list says it', () => {
    expect(manifest.pages.map((page) => page.route)).toEqual(PAGES.map((page) => page.route));
    for (const [index, page] of PAGES.entries()) {
      expect(manifest.pages[index], page.route).toMatchObject({
        route: page.route,
        pattern: routePattern(page.route),
        file: page.file,
        url: page.url,
        render: page.render,
        signedIn: page.signedIn,
        notFound: page.notFound === true,
        noReferrer: page.noReferrer === true,
      });
      expect(manifest.pages[index]?.screens.map((screen) => screen.id)).toEqual(page.screens);
    }
  });

  it("names each page's modules and stylesheets as its HTML does: the shell's, then its screens'", () => {
    expect(manifest.shell).toEqual({ file: 'index.html', scripts: ['assets/index-1.js', 'assets/react-1.js'], stylesheets: ['assets/style-1.css'] });
    const login = manifest.pages.find((page) => page.route === '/login');
    expect(login?.screens).toEqual([{ id: 'auth-flow:login-screen', script: 'assets/login-screen-1.js' }]);
    expect(login?.scripts).toEqual(['assets/index-1.js', 'assets/react-1.js', 'assets/login-screen-1.js', 'assets/field-1.js']);
    expect(login?.stylesheets).toEqual(['assets/style-1.css']);
    const dashboard = manifest.pages.find((page) => page.route === '/dashboard');
    expect(dashboard?.scripts).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/signed-in-layout-1.js',
      'assets/menu-1.js',
      'assets/dashboard-screen-1.js',
      'assets/field-1.js',
    ]);
    // A library loaded on demand is no page's.
    expect(manifest.pages.some((page) => page.scripts.includes('assets/keen-slider-1.js'))).toBe(false);
  });

  it('carries the services the build was made with, and whether they can serve residents', () => {
    expect(manifest.services.config).toBe(fakeServices);
    expect(manifest.services.problems).toHaveLength(8);
    const example = loadServiceConfig({ PORTAL_SERVICES: join(import.meta.dirname, '..', 'deploy', 'services.example.json') });
    expect(pagesManifest(vite, example).services).toEqual({ config: example, problems: [] });
  });

  it('is plain JSON: written and read back, it is the same', () => {
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('fails on a page whose screen the build does not contain', () => {
    const { 'src/not-found-screen/not-found-screen.tsx': _, ...withoutNotFound } = vite;
    expect(() => pagesManifest(withoutNotFound, fakeServices)).toThrow(/portal:not-found-screen/);
  });
});
