import { AuthDestinationsProvider, RedirectIfSignedIn, RequireSignedIn } from '@portal/auth-flow';
import { lazyScreen } from '@portal/ui-kit';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter, type RouteObject, useRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from './app-routes';
import { AUTH_DESTINATIONS } from './destinations';
import { firstScreens, preloadFirstScreen } from './first-screen';

function screenOf(title: string) {
  const load = vi.fn(async () => () => <h1>{title}</h1>);
  return { load, Screen: lazyScreen(load) };
}

const login = screenOf('Ingresá');
const layout = screenOf('Escritorio');
const notFound = screenOf('No encontrada');
const routes: RouteObject[] = [
  { Component: RedirectIfSignedIn, children: [{ path: '/login', element: createElement(login.Screen) }] },
  { Component: RequireSignedIn, children: [{ path: '/dashboard', Component: layout.Screen }] },
  { path: '*', Component: notFound.Screen },
];

function Routes() {
  return useRoutes(routes);
}

describe('the first screen of a page', () => {
  it('is the lazy screen of the matched route, given as a component or as an element', () => {
    expect(firstScreens(routes, '/login', false)).toEqual([login.Screen]);
    expect(firstScreens(routes, '/otra', false)).toEqual([notFound.Screen]);
    expect(firstScreens(routes, '/dashboard', true)).toEqual([layout.Screen]);
  });

  it('stops at a guard that sends the visitor away: nothing behind it is fetched', () => {
    expect(firstScreens(routes, '/dashboard', false)).toEqual([]);
    expect(firstScreens(routes, '/login', true)).toEqual([]);
  });

  it('is fetched once, and then drawn with no splash in between', async () => {
    await preloadFirstScreen(routes, '/login', false);
    expect(login.load).toHaveBeenCalledTimes(1);
    expect(layout.load).not.toHaveBeenCalled();
    render(
      <MemoryRouter initialEntries={['/login']}>
        <AuthDestinationsProvider value={AUTH_DESTINATIONS}>
          <Routes />
        </AuthDestinationsProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Ingresá' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(login.load).toHaveBeenCalledTimes(1);
  });

  it('in the portal: one screen for each anonymous page, and the signed-in area only for a signed-in resident', () => {
    for (const path of ['/', '/login/', '/registrarse', '/forgotpassword', '/activar', '/login/servicio', '/afipredirect/']) {
      expect(firstScreens(appRoutes, path, false), path).toHaveLength(1);
    }
    expect(firstScreens(appRoutes, '/dashboard', false)).toHaveLength(0);
    // The signed-in layout and the desktop.
    expect(firstScreens(appRoutes, '/dashboard', true)).toHaveLength(2);
    expect(firstScreens(appRoutes, '/no-existe', false)).toHaveLength(1);
  });
});
