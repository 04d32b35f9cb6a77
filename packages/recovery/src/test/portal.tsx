import { useSession } from '@portal/api-client';
import { ToastProvider } from '@portal/ui-kit';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
import { RECOVERY_PATHS } from '../paths';
import { createRecoveryRoutes } from '../routes';
import { SupportRequestButton } from '../support/support-request-button';
import { TEST_DESTINATIONS } from './destinations';

/** Stands in for auth-flow's `RedirectIfSignedIn`, which the shell hands in. */
function RedirectIfSignedIn() {
  const signedIn = useSession((s) => s.signedIn);
  return signedIn ? <Navigate to="/dashboard" replace /> : <Outlet />;
}

/** Stands in for auth-flow's login screen: its links to this package's pages and the support button the shell hands it. */
function LoginStandIn() {
  return (
    <main>
      <h1>Ingresá al Portal del Vecino</h1>
      <ul>
        <li>
          <Link to={RECOVERY_PATHS.forgotPassword}>¿Olvidaste tu contraseña?</Link>
        </li>
        <li>
          <Link to={RECOVERY_PATHS.resendVerification}>¿No recibiste el correo de validación?</Link>
        </li>
        <li>
          <SupportRequestButton />
        </li>
      </ul>
    </main>
  );
}

/**
 * The package's routes in a memory router, in React strict mode and under a ToastProvider as the
 * portal runs them, with stand-ins for the login screen and the desktop.
 */
export function renderRecovery(path: string) {
  const router = createTestRouter(
    [
      ...createRecoveryRoutes({ anonymousOnly: <RedirectIfSignedIn />, destinations: TEST_DESTINATIONS }),
      { path: TEST_DESTINATIONS.login, Component: LoginStandIn },
      { path: '/dashboard', element: <h1>Escritorio</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <StrictMode>
      <ToastProvider>
        <TestRouter router={router} />
      </ToastProvider>
    </StrictMode>,
  );
  return { router, ...view };
}

/** Counts the requests msw sees whose path ends with `suffix` (the fake services' own counter). */
export { countRequests } from './setup';
