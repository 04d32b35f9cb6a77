import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { ToastProvider } from '@portal/ui-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { REGISTRATION_PATHS } from '../paths';
import { createRegistrationRoutes } from '../routes';

/** Where registration leads in the portal: the shell hands these pages of other packages in. */
export const DESTINATIONS = { login: '/login/', afterSuccess: '/login', signedIn: '/dashboard' };

/** The registration routes as the shell composes them, with stand-ins for where they lead. */
export function renderRegistration({ footer, path = REGISTRATION_PATHS.register }: { footer?: ReactNode; path?: string } = {}) {
  const router = createTestRouter(
    [
      ...createRegistrationRoutes({ footer, destinations: DESTINATIONS }),
      { path: DESTINATIONS.afterSuccess, element: <h1>Ingresá al Portal del Vecino</h1> },
      { path: DESTINATIONS.signedIn, element: <h1>Escritorio</h1> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <ToastProvider>
      <TestRouter router={router} />
    </ToastProvider>,
  );
  return { router, ...view };
}
