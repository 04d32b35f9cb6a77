import { dirname, join } from 'node:path';
import { PAGES_MANIFEST } from '@portal/nginx/pages-manifest';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PortalPage } from '../src/prerender/render-page';
import { appRoutes } from '../src/routing/app-routes';
import { routePatterns } from '../src/routing/route-key';
import { type ManifestChunk, pageAssets, pagesManifest, routePattern } from './pages-manifest';
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
    for (const route of routePatterns(appRoutes).filter((candidate) => candidate !== '*')) {
      const pattern = new RegExp(routePattern(route), 'i');
      for (const sample of samples) {
        const path = sample.split('?')[0] ?? sample;
        const drawn = matchPath({ path: route, caseSensitive: false, end: true }, path) !== null;
        expect(pattern.test(path), `${route} at ${path}`).toBe(drawn);
      }
    }
  });
});

const LOGIN = '../../packages/auth-flow/dist/login/login-screen.js';
const LAYOUT = 'src/signed-in/signed-in-layout.tsx';
const DASHBOARD = '../../packages/claims/dist/dashboard/dashboard-screen.js';
const NOT_FOUND = 'src/not-found/not-found-screen.tsx';

// A build, named as Vite names its chunks: each screen imports a shared chunk, the signed-in
// layout one more (with a stylesheet of its own); one library is loaded on demand.
const vite: Record<string, ManifestChunk> = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-1.css'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_field.js': { file: 'assets/field-1.js', imports: ['_react.js'] },
  '_menu.js': { file: 'assets/menu-1.js' },
  'style.css': { file: 'assets/style-1.css' },
  '../../node_modules/keen-slider/keen-slider.es.js': { file: 'assets/keen-slider-1.js', isDynamicEntry: true },
  [LOGIN]: { file: 'assets/login-screen-1.js', isDynamicEntry: true, imports: ['_react.js', '_field.js'] },
  [LAYOUT]: {
    file: 'assets/signed-in-layout-1.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_menu.js'],
    css: ['assets/signed-in-layout-1.css', 'assets/index-1.css'],
  },
  [DASHBOARD]: { file: 'assets/dashboard-screen-1.js', isDynamicEntry: true, imports: ['_react.js', '_field.js'] },
  [NOT_FOUND]: { file: 'assets/not-found-screen-1.js', isDynamicEntry: true, imports: ['_react.js'] },
};

describe('pageAssets', () => {
  it("adds the chunks of the page's modules and what they import, beyond the entry's, and their stylesheets", () => {
    expect(pageAssets(vite, [LOGIN])).toEqual({
      entry: '/assets/index-1.js',
      entryImports: ['/assets/react-1.js'],
      entryCss: ['/assets/index-1.css'],
      screens: [{ module: LOGIN, script: '/assets/login-screen-1.js' }],
      screenModules: ['/assets/login-screen-1.js', '/assets/field-1.js'],
      screenCss: [],
    });
    const signedIn = pageAssets(vite, [LAYOUT, DASHBOARD]);
    expect(signedIn.screenModules).toEqual([
      '/assets/signed-in-layout-1.js',
      '/assets/menu-1.js',
      '/assets/dashboard-screen-1.js',
      '/assets/field-1.js',
    ]);
    expect(signedIn.screenCss).toEqual(['/assets/signed-in-layout-1.css']);
  });

  it('fails on a module that is not a chunk of its own in the build', () => {
    expect(() => pageAssets(vite, ['../../packages/claims/dist/licence/licence-screen.js'])).toThrow(/licence-screen/);
    expect(() => pageAssets(vite, ['_field.js'])).toThrow(/_field/);
  });
});

describe('the pages manifest', () => {
  const page = (route: string, modules: string[], extra: Partial<PortalPage> = {}): PortalPage => ({
    route,
    file: `pages/${route.replace(/\W/g, '') || 'home'}.html`,
    url: route,
    render: 'prerender',
    signedIn: false,
    notFound: false,
    noReferrer: false,
    modules,
    ...extra,
  });
  const pages = [
    page('/login', [LOGIN]),
    page('/afipredirect/*', [LOGIN], { url: '/afipredirect/', noReferrer: true }),
    page('/dashboard', [LAYOUT, DASHBOARD], { render: 'shell', signedIn: true }),
    page('*', [NOT_FOUND], { file: 'pages/404.html', url: '/no-existe', notFound: true }),
  ];
  const manifest = pagesManifest(vite, fakeServices, pages);

  it('is written beside the pages, where nginx answers only through their locations', () => {
    expect(manifest.pagesDir).toBe('pages');
    expect(dirname(PAGES_MANIFEST)).toBe(manifest.pagesDir);
  });

  it('holds every page, in its order, as the build made it', () => {
    expect(manifest.pages.map((entry) => entry.route)).toEqual(pages.map((entry) => entry.route));
    for (const [index, { modules, ...entry }] of pages.entries()) {
      expect(manifest.pages[index], entry.route).toMatchObject({ ...entry, pattern: routePattern(entry.route) });
      expect(manifest.pages[index]?.screens.map((screen) => screen.module)).toEqual(modules);
    }
  });

  it("names each page's modules and stylesheets as its HTML does: the shell's, then its screens'", () => {
    expect(manifest.shell).toEqual({
      file: 'index.html',
      scripts: ['assets/index-1.js', 'assets/react-1.js'],
      stylesheets: ['assets/style-1.css', 'assets/index-1.css'],
    });
    const login = manifest.pages.find((entry) => entry.route === '/login');
    expect(login?.screens).toEqual([{ module: LOGIN, script: 'assets/login-screen-1.js' }]);
    expect(login?.scripts).toEqual(['assets/index-1.js', 'assets/react-1.js', 'assets/login-screen-1.js', 'assets/field-1.js']);
    expect(login?.stylesheets).toEqual(['assets/style-1.css', 'assets/index-1.css']);
    const dashboard = manifest.pages.find((entry) => entry.route === '/dashboard');
    expect(dashboard?.scripts).toEqual([
      'assets/index-1.js',
      'assets/react-1.js',
      'assets/signed-in-layout-1.js',
      'assets/menu-1.js',
      'assets/dashboard-screen-1.js',
      'assets/field-1.js',
    ]);
    expect(dashboard?.stylesheets).toEqual(['assets/style-1.css', 'assets/index-1.css', 'assets/signed-in-layout-1.css']);
    // A library loaded on demand is no page's.
    expect(manifest.pages.some((entry) => entry.scripts.includes('assets/keen-slider-1.js'))).toBe(false);
  });

  it('carries the services the build was made with, and whether they can serve residents', () => {
    expect(manifest.services.config).toBe(fakeServices);
    expect(manifest.services.problems).toHaveLength(9);
    expect(manifest.services.reportsEndpoint).toBe('http://127.0.0.1:4010/collector/reports');
    const example = loadServiceConfig({ PORTAL_SERVICES: join(import.meta.dirname, '..', 'deploy', 'services.example.json') });
    expect(pagesManifest(vite, example, pages).services).toEqual({
      config: example,
      problems: [],
      reportsEndpoint: 'https://informes.bahia.gob.ar/portal/reports',
    });
    // Without a collector nothing is reported, and nginx names no endpoint.
    const { reports: _, ...unreported } = example;
    expect(pagesManifest(vite, unreported, pages).services.reportsEndpoint).toBeNull();
  });

  it('is plain JSON: written and read back, it is the same', () => {
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('fails on a page whose screen the build does not contain', () => {
    const { [NOT_FOUND]: _, ...withoutNotFound } = vite;
    expect(() => pagesManifest(withoutNotFound, fakeServices, pages)).toThrow(/not-found-screen/);
  });
});
