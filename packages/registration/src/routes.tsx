import { useSession } from '@portal/api-client';
import { lazyScreen } from '@portal/ui-kit';
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

const RegistrationScreen = lazyScreen(async () => (await import('./registration/registration-screen')).RegistrationScreen);

/** `/registrarse`, its screen a chunk of its own loaded behind the splash. */
export function createRegistrationRoutes({ footer }: RegistrationRoutesOptions = {}): RouteObject[] {
  return [
    {
      Component: RedirectSignedIn,
      children: [{ path: REGISTRATION_PATHS.register, element: <RegistrationScreen footer={footer} /> }],
    },
  ];
}
