import { useSession } from '@portal/api-client';
import { Navigate, Outlet } from 'react-router';
import { AUTH_PATHS } from '../paths';

/**
 * The logged-in group's route element: renders the nested routes while isLoggedIn is 'true'.
 * Read through the session store, so a sign-out in another tab takes effect here at once.
 */
export function RequireSignedIn() {
  const signedIn = useSession((s) => s.signedIn);
  return signedIn ? <Outlet /> : <Navigate to={AUTH_PATHS.home} replace />;
}

/** For `/` and `/login/`: a signed-in resident goes straight to the desktop. */
export function RedirectIfSignedIn() {
  const signedIn = useSession((s) => s.signedIn);
  return signedIn ? <Navigate to={AUTH_PATHS.dashboard} replace /> : <Outlet />;
}
