import { useSession } from '@portal/api-client';
import { lazyScreen } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { REGISTRATION_PATHS, type RegistrationDestinations } from './paths';

export interface RegistrationRoutesOptions {
  /** Rendered under the form (the shell passes the privacy-policy link). */
  footer?: ReactNode;
  /** The pages of other packages registration leads to. */
  destinations: RegistrationDestinations;
}

/** Registration is for anonymous visitors: a signed-in resident goes to `to` (the desktop). */
export function RedirectSignedIn({ to }: { to: string }) {
  const signedIn = useSession((s) => s.signedIn);
  return signedIn ? <Navigate to={to} replace /> : <Outlet />;
}

const RegistrationScreen = lazyScreen(async () => (await import('./registration/registration-screen')).RegistrationScreen);

/** `/registrarse`, its screen a chunk of its own loaded behind the splash. */
export function createRegistrationRoutes({ footer, destinations }: RegistrationRoutesOptions): RouteObject[] {
  return [
    {
      element: <RedirectSignedIn to={destinations.signedIn} />,
      children: [
        { path: REGISTRATION_PATHS.register, element: <RegistrationScreen footer={footer} destinations={destinations} /> },
      ],
    },
  ];
}
