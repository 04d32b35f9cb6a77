import { useSession } from '@portal/api-client';
import { Navigate, Outlet } from 'react-router';
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

export interface RedirectIfSignedInProps {
  /** Where a signed-in resident goes: the desktop (the shell's `AuthDestinations.signedInHome`). */
  to: string;
}

/**
 * For `/` and `/login/` (and the shell's other anonymous-only pages): a signed-in resident goes
 * straight to `to`, the desktop, or to the hand-off when the sign-in began on a service page.
 */
export function RedirectIfSignedIn({ to }: RedirectIfSignedInProps) {
  const signedIn = useSession((s) => s.signedIn);
  return signedIn ? <Navigate to={afterSignInPath(to)} replace /> : <Outlet />;
}
