import { getServiceConfig, isSignedIn, readTokens, sessionStore, storeSession } from '@portal/api-client';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { ToastProvider } from '@portal/ui-kit';
import { renderRouter } from '@portal/vitest-config/router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { RequireSignedIn } from '../guard/require-signed-in';
import { SIGN_OUT_PATH } from '../paths';
import { createAuthRoutes } from '../routes';
import { TEST_DESTINATIONS } from '../test/destinations';
import { countRequests, fakeState, server } from '../test/setup';
import { signOutRoute } from './sign-out-action';
import { useSignOut } from './use-sign-out';

function SignOutButton() {
  const signOut = useSignOut();
  return (
    <button type="button" onClick={signOut}>
      Cerrar sesión
    </button>
  );
}

/** The flow's routes with a signed-in page whose button signs out; `reload` stands for the page load. */
function renderSignedInPage() {
  const reload = vi.fn<(url: string) => void>();
  const view = renderRouter(
    [
      ...createAuthRoutes({ destinations: TEST_DESTINATIONS }),
      // As the shell has it: the sign-out route beside the signed-in screens.
      {
        Component: RequireSignedIn,
        children: [
          { path: TEST_DESTINATIONS.signedInHome, element: <SignOutButton /> },
          { path: SIGN_OUT_PATH, ...signOutRoute(reload) },
        ],
      },
      { path: '/pagina', element: <SignOutButton /> },
    ],
    { path: isSignedIn() ? TEST_DESTINATIONS.signedInHome : '/pagina', wrap: (children) => <ToastProvider>{children}</ToastProvider> },
  );
  return { reload, ...view };
}

async function signOut() {
  await userEvent.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
}

describe("'Cerrar sesión', the sign-out route's action", () => {
  it('sets isLoggedIn to false, both tokens to the text null, and loads / afresh', async () => {
    storeSession({ access: 'access-token', refresh: 'refresh-token' });
    expect(sessionStore.getState().signedIn).toBe(true);
    const { reload } = renderSignedInPage();

    await signOut();

    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('isLoggedIn')).toBe('false');
    expect(window.localStorage.getItem('lgac')).toBe('null');
    expect(window.localStorage.getItem('lgrf')).toBe('null');
    expect(isSignedIn()).toBe(false);
    expect(sessionStore.getState().signedIn).toBe(false);
  });

  it('revokes the refresh token at logout/ without the resident waiting: the tokens go at once', async () => {
    const tokens = fakeState().signIn(DEMO_RESIDENT.dni);
    storeSession(tokens);
    const logouts = countRequests('logout/');
    // The service answers late: nothing waits for it.
    fakeState().faults.auth = { mode: 'slow', delayMs: 100 };
    const { reload } = renderSignedInPage();
    await signOut();
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(readTokens()).toEqual({ access: null, refresh: null });
    await vi.waitFor(() => expect(logouts.count).toBe(1));
    delete fakeState().faults.auth;
    await vi.waitFor(() => expect(fakeState().refresh(tokens.refresh).status).toBe(400));
    logouts.stop();
  });

  it.each([
    ['offline', () => HttpResponse.error()],
    ['against a service without logout/ (404)', () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })],
  ])('%s: signed out here all the same, and nothing alarming said', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    let reached = 0;
    server.use(
      http.post(`${getServiceConfig().auth}logout/`, () => {
        reached += 1;
        return answer();
      }),
    );
    storeSession({ access: 'access-token', refresh: 'refresh-token' });
    const { reload } = renderSignedInPage();
    await signOut();
    await vi.waitFor(() => expect(reached).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reload).toHaveBeenCalledWith('/');
    expect(isSignedIn()).toBe(false);
    expect(sessionStore.getState().endedBecause).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('sends nothing when there is no refresh token to revoke', async () => {
    const logouts = countRequests('logout/');
    const { reload } = renderSignedInPage();
    await signOut();
    await waitFor(() => expect(reload).toHaveBeenCalledWith('/'));
    expect(logouts.count).toBe(0);
    logouts.stop();
  });

  it('signs nobody out when /salir is only visited: the visit goes to /', async () => {
    storeSession({ access: 'access-token', refresh: 'refresh-token' });
    const { router } = renderRouter(
      [
        ...createAuthRoutes({ destinations: TEST_DESTINATIONS }),
        { path: TEST_DESTINATIONS.signedInHome, element: <h1>Escritorio</h1> },
        { path: SIGN_OUT_PATH, ...signOutRoute() },
      ],
      { path: '/salir', wrap: (children) => <ToastProvider>{children}</ToastProvider> },
    );
    expect(await screen.findByRole('heading', { name: 'Escritorio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(TEST_DESTINATIONS.signedInHome);
    expect(isSignedIn()).toBe(true);
  });
});
