import { useSession } from '@portal/api-client';
import { Splash } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { REGISTRATION_PATHS } from './paths';

export interface RegistrationRoutesOptions {
  /** Rendered under the form (the shell passes the privacy-policy link). */
  footer?: ReactNode;
}

/** Registration is for anonymous visitors: a signed-in resident goes to the desktop. */
export function RedirectSignedIn() {
  const signedIn = useSession((s) => s.signedIn);
  return signedIn ? <Navigate to={REGISTRATION_PATHS.dashboard} replace /> : <Outlet />;
}

/**
 * `/registrarse`, its screen a chunk of its own. `lazy` is a function (not the object form) so
 * the route objects can be used by more than one router (tests, stories).
 */
export function createRegistrationRoutes({ footer }: RegistrationRoutesOptions = {}): RouteObject[] {
  return [
    {
      Component: RedirectSignedIn,
      HydrateFallback: Splash,
      children: [
        {
          path: REGISTRATION_PATHS.register,
          lazy: async () => {
            const { RegistrationScreen } = await import('./registration/registration-screen');
            return { element: <RegistrationScreen footer={footer} /> };
          },
        },
      ],
    },
  ];
}
