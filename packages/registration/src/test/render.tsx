import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { ToastProvider } from '@portal/ui-kit';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { REGISTRATION_PATHS } from '../paths';
import { createRegistrationRoutes } from '../routes';

/** The registration routes as the shell composes them, with stand-ins for where they lead. */
export function renderRegistration({ footer, path = REGISTRATION_PATHS.register }: { footer?: ReactNode; path?: string } = {}) {
  const router = createTestRouter(
    [
      ...createRegistrationRoutes({ footer }),
      { path: '/login', element: <h1>Ingresá al Portal del Vecino</h1> },
      { path: REGISTRATION_PATHS.dashboard, element: <h1>Escritorio</h1> },
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
