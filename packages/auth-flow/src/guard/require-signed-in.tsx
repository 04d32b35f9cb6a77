import { useSession } from '@portal/api-client';
import { Navigate, Outlet } from 'react-router';
import { useAuthDestinations } from '../destinations';
import { afterSignInPath } from '../handoff/pending-handoff';
import { AUTH_PATHS } from '../paths';

/**
 * The logged-in group's route element: renders the nested routes while isLoggedIn is 'true'.
 * Read through the session store, so a sign-out in another tab takes effect here at once.
 */
export function RequireSignedIn() {
  const signedIn = useSession((s) => s.signedIn);
  return signedIn ? <Outlet /> : <Navigate to={AUTH_PATHS.home} replace />;
}

/**
 * For `/` and `/login/`: a signed-in resident goes straight to the desktop, or to the hand-off
 * when the sign-in began on a service page.
 */
export function RedirectIfSignedIn() {
  const signedIn = useSession((s) => s.signedIn);
  const { signedInHome } = useAuthDestinations();
  return signedIn ? <Navigate to={afterSignInPath(signedInHome)} replace /> : <Outlet />;
}
