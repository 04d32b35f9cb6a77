import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { portalRoutes } from '../app';
import { appRoutes } from './app-routes';
import { pagesOf, RENDER } from './pages';
import { routeKey } from './route-key';

describe("the portal's pages", () => {
  const pages = pagesOf(portalRoutes);

  it('are each rendered at an address its own route draws, to a file of its own', () => {
    for (const page of pages) expect(routeKey(appRoutes, page.url), page.url).toBe(page.route);
    expect(new Set(pages.map((page) => page.file)).size).toBe(pages.length);
    expect(pages.filter((page) => page.notFound).map((page) => [page.route, page.file])).toEqual([['*', 'pages/404.html']]);
    expect(pages.find((page) => page.route === '/')?.file).toBe('pages/home.html');
  });

  it('prerender the anonymous pages and leave the signed-in area and the login by service to the client', () => {
    const shell = pages.filter((page) => page.render === RENDER.shell).map((page) => page.route);
    expect(shell.sort()).toEqual(['/dashboard', '/licencia', '/login/:token', '/perfil', '/profileform', '/reclamos']);
    expect(pages.filter((page) => page.signedIn).map((page) => page.route)).toEqual([
      '/dashboard',
      '/reclamos',
      '/licencia',
      '/perfil',
      '/profileform',
    ]);
  });

  it("send no referrer from the provider returns, whose query carries the provider's code", () => {
    expect(pages.filter((page) => page.noReferrer).map((page) => page.url)).toEqual([
      '/afipredirect/',
      '/ansesredirect/',
      '/miargentinaredirect/',
      '/renaperredirect/',
    ]);
  });

  it('carry the routes drawn at their address, the layouts around them first', () => {
    const dashboard = pages.find((page) => page.route === '/dashboard');
    expect(dashboard?.routes.at(-1)?.path).toBe('/dashboard');
    expect(dashboard?.routes.some((route) => route.handle?.signedIn)).toBe(true);
  });
});

describe('pagesOf', () => {
  const screen = () => null;

  it('takes what a page is from its route and the routes around it', () => {
    const table: RouteObject[] = [
      {
        handle: { signedIn: true },
        children: [
          { path: '/Mis/:id', Component: screen },
          { path: '/a/*', handle: { noReferrer: true }, Component: screen },
        ],
      },
      { path: '/b', Component: screen },
    ];
    expect(pagesOf(table).map(({ routes, ...page }) => page)).toEqual([
      { route: '/Mis/:id', file: 'pages/mis-id.html', url: '/Mis/id', render: 'shell', signedIn: true, notFound: false, noReferrer: false },
      { route: '/a/*', file: 'pages/a.html', url: '/a/', render: 'shell', signedIn: true, notFound: false, noReferrer: true },
      { route: '/b', file: 'pages/b.html', url: '/b', render: 'prerender', signedIn: false, notFound: false, noReferrer: false },
    ]);
  });

  it('makes no page of a route marked as none (an action without a screen)', () => {
    const table: RouteObject[] = [
      { path: '/salir', action: () => null, handle: { page: false } },
      { path: '/b', Component: screen },
    ];
    expect(pagesOf(table).map((page) => page.route)).toEqual(['/b']);
  });

  it('refuses two routes whose paths write the same file', () => {
    expect(() =>
      pagesOf([
        { path: '/a-b', Component: screen },
        { path: '/A/b', Component: screen },
      ]),
    ).toThrow(/pages\/a-b\.html/);
  });

  it('leaves out a route with nothing to draw: an action a fetcher posts to is no page', () => {
    const table: RouteObject[] = [
      { path: '/b', Component: screen },
      { path: '/solicitud', action: () => null },
    ];
    expect(pagesOf(table).map((page) => page.route)).toEqual(['/b']);
  });

  it('refuses a path that is not whole, and a page with routes inside', () => {
    expect(() => pagesOf([{ path: '/a', children: [{ path: 'b', Component: screen }] }])).toThrow(/\/a/);
    expect(() => pagesOf([{ children: [{ path: 'b', Component: screen }] }])).toThrow(/Route b/);
  });
});
