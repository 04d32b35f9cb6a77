import { clearSession, sessionStore, storeSession } from '@portal/api-client';
import { ToastProvider } from '@portal/ui-kit';
import { renderRouter } from '@portal/vitest-config/router';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuthRoutes } from '../routes';
import { TEST_DESTINATIONS } from '../test/destinations';
import { RequireSignedIn } from './require-signed-in';

function renderAt(path: string) {
  return renderRouter(
    [
      ...createAuthRoutes({ destinations: TEST_DESTINATIONS }),
      {
        Component: RequireSignedIn,
        children: [
          { path: TEST_DESTINATIONS.signedInHome, element: <h1>Escritorio</h1> },
          { path: '/perfil', element: <h1>Mi perfil</h1> },
        ],
      },
    ],
    { path, wrap: (children) => <ToastProvider>{children}</ToastProvider> },
  ).router;
}

function signIn() {
  storeSession({ access: 'access-token', refresh: 'refresh-token' });
}

describe('RequireSignedIn', () => {
  it('sends an anonymous visitor to /', async () => {
    const router = renderAt('/perfil');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingresá al Portal del Vecino' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('treats any isLoggedIn other than the text true as signed out', async () => {
    window.localStorage.setItem('isLoggedIn', 'TRUE');
    sessionStore.getState().sync();
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Ingresá al Portal del Vecino' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('renders the nested route for a signed-in resident, and leaves once signed out elsewhere', async () => {
    signIn();
    const router = renderAt('/perfil');
    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeTruthy();

    act(() => clearSession());
    expect(await screen.findByRole('heading', { name: 'Ingresá al Portal del Vecino' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('follows a sign-out made in another tab (the storage event)', async () => {
    signIn();
    const router = renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeTruthy();

    // Another tab writes storage directly; this tab only hears the `storage` event.
    act(() => {
      window.localStorage.setItem('isLoggedIn', 'false');
      window.dispatchEvent(new StorageEvent('storage', { key: 'isLoggedIn', storageArea: window.localStorage }));
    });
    expect(await screen.findByRole('heading', { name: 'Ingresá al Portal del Vecino' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('RedirectIfSignedIn', () => {
  it.each(['/', '/login', '/login/'])('sends a signed-in resident from %s to /dashboard', async (path) => {
    signIn();
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the login screen to an anonymous visitor at /login/', async () => {
    const router = renderAt('/login/');
    expect(await screen.findByRole('heading', { name: 'Ingresá al Portal del Vecino' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/');
  });
});
