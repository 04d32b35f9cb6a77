import { ToastProvider } from '@portal/ui-kit';
import { renderRouter } from '@portal/vitest-config/router';
import type { ReactNode } from 'react';
import { REGISTRATION_PATHS } from '../paths';
import { createRegistrationRoutes } from '../routes';

/** Where registration leads in the portal: the shell hands these pages of other packages in. */
export const DESTINATIONS = { login: '/login/', afterSuccess: '/login', signedIn: '/dashboard' };

/** Stands in for auth-flow's provider sign-in, which the shell hands in (a feature package never imports another). */
const PROVIDER_SIGN_IN_STAND_IN = (
  <ul aria-label="Verificá tu DNI con">
    <li>
      <a href="/afiplogin/">AFIP</a>
    </li>
    <li>
      <a href="/renaperlogin/">RENAPER</a>
    </li>
  </ul>
);

/** The registration routes as the shell composes them, with stand-ins for where they lead. */
export function renderRegistration({ footer, path = REGISTRATION_PATHS.register }: { footer?: ReactNode; path?: string } = {}) {
  return renderRouter(
    [
      ...createRegistrationRoutes({ footer, destinations: DESTINATIONS, providerSignIn: PROVIDER_SIGN_IN_STAND_IN }),
      { path: DESTINATIONS.afterSuccess, element: <h1>Ingresá al Portal del Vecino</h1> },
      { path: DESTINATIONS.signedIn, element: <h1>Escritorio</h1> },
    ],
    { path, wrap: (children) => <ToastProvider>{children}</ToastProvider> },
  );
}
