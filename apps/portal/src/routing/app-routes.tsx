import { createAuthRoutes, RequireSignedIn } from '@portal/auth-flow';
import { claimsRoutes } from '@portal/claims';
import { PrivacyPolicyLink } from '@portal/privacy-policy';
import { profileRoutes } from '@portal/profile';
import { createRegistrationRoutes } from '@portal/registration';
import type { RouteObject } from 'react-router';
import { withLazyTimeouts } from './lazy-timeout';
import { RouterErrorScreen } from './router-error-screen';

/** Paths the shell itself owns (the signed-in screens' paths belong to their packages). */
export const SHELL_PATHS = {
  notFound: '/notfound',
} as const;

/**
 * The route table of spec section 2, composed from the packages' routes. Every screen is lazy;
 * the shell adds the chunk time-out and the error screen around all of them.
 */
export const appRoutes: RouteObject[] = withLazyTimeouts([
  {
    ErrorBoundary: RouterErrorScreen,
    children: [
      ...createAuthRoutes({ footer: <PrivacyPolicyLink /> }),
      ...createRegistrationRoutes({ footer: <PrivacyPolicyLink /> }),
      {
        Component: RequireSignedIn,
        children: [
          {
            lazy: async () => ({ Component: (await import('../signed-in/signed-in-layout')).SignedInLayout }),
            children: [...claimsRoutes, ...profileRoutes],
          },
        ],
      },
      {
        path: SHELL_PATHS.notFound,
        lazy: async () => ({ Component: (await import('../not-found/not-found-screen')).NotFoundScreen }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../not-found/not-found-screen')).NotFoundScreen }),
      },
    ],
  },
]);
