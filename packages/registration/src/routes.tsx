import { useSession } from '@portal/api-client';
import { routeCode } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { REGISTRATION_PATHS, type RegistrationDestinations } from './paths';

export interface RegistrationRoutesOptions {
  /** Rendered under the form (the shell passes the privacy-policy link). */
  footer?: ReactNode;
  /** The pages of other packages registration leads to. */
  destinations: RegistrationDestinations;
  /**
   * The identity providers as an ordinary sign-in (`@portal/auth-flow`'s, handed in by the shell),
   * offered beside 'El documento ya está registrado': a DNI proven with one goes back to its owner.
   */
  providerSignIn?: ReactNode;
}

/** Registration is for anonymous visitors: a signed-in resident goes to `to` (the desktop). */
function RedirectSignedIn({ to }: { to: string }) {
  const signedIn = useSession((s) => s.signedIn);
  return signedIn ? <Navigate to={to} replace /> : <Outlet />;
}

/**
 * `/registrarse`, its screen a chunk of its own, which the router downloads before it draws the
 * route, with its action (`./actions`) beside it.
 */
export function createRegistrationRoutes({ footer, destinations, providerSignIn }: RegistrationRoutesOptions): RouteObject[] {
  return [
    {
      element: <RedirectSignedIn to={destinations.signedIn} />,
      children: [
        {
          path: REGISTRATION_PATHS.register,
          lazy: async () => {
            const [{ RegistrationScreen }, { registrationAction }] = await Promise.all([
              routeCode(() => import('./registration/registration-screen')),
              routeCode(() => import('./actions')),
            ]);
            return {
              element: <RegistrationScreen footer={footer} destinations={destinations} providerSignIn={providerSignIn} />,
              // The DNI check and the registration, which the screen submits through fetchers.
              action: registrationAction,
            };
          },
        },
      ],
    },
  ];
}
