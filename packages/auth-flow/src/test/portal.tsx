import { signedInContext } from '@portal/api-client';
import { signedInRoutes } from '@portal/api-client/testing';
import { ToastProvider } from '@portal/ui-kit';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { vi } from 'vitest';
import { RequireSignedIn } from '../guard/require-signed-in';
import { createAuthRoutes } from '../routes';
import { TEST_DESTINATIONS } from './destinations';

/**
 * The flow's routes in a memory router, in React strict mode and under a ToastProvider as the
 * portal runs them, with the hand-off's page exits recorded instead of taken. `signedInPages`
 * stands in for other packages' signed-in pages (path: heading) beside the desktop, under the
 * signed-in layout's route.
 */
export function renderAuthFlow(path: string, signedInPages: Record<string, string> = {}, prefetchSignedIn?: () => () => void) {
  const leave = vi.fn<(url: string) => void>();
  const reload = vi.fn<() => void>();
  const router = createTestRouter(
    [
      ...createAuthRoutes({ destinations: TEST_DESTINATIONS, footer: <p>Pie de prueba</p>, handoff: { leave, reload }, prefetchSignedIn }),
      {
        Component: RequireSignedIn,
        // The signed-in layout's route, as the shell has it: it loads the resident's profile.
        children: signedInRoutes([
          { path: TEST_DESTINATIONS.signedInHome, element: <h1>Escritorio</h1> },
          ...Object.entries(signedInPages).map(([pagePath, heading]) => ({ path: pagePath, element: <h1>{heading}</h1> })),
        ]),
      },
    ],
    // The portal's router context (main.tsx): the reads of the signed-in area kept across navigations.
    { initialEntries: [path], context: signedInContext() },
  );
  const view = render(
    <StrictMode>
      <ToastProvider>
        <TestRouter router={router} />
      </ToastProvider>
    </StrictMode>,
  );
  return { router, leave, reload, ...view };
}

/** Counts the requests msw sees whose path ends with `suffix` (the fake services' own counter). */
export { countRequests } from './setup';
