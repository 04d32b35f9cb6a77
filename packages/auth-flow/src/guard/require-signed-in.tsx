import { sessionStore, useSession } from '@portal/api-client';
import { type MiddlewareFunction, Navigate, Outlet, replace, useFetcher } from 'react-router';
import { afterSignInPath } from '../handoff/pending-handoff';
import { AUTH_PATHS, SIGN_IN_FETCHER } from '../paths';

/**
 * The logged-in group's middleware: an anonymous visitor is sent to '/' before any loader of the
 * signed-in area asks a service for the resident's data.
 */
export const requireSignedIn: MiddlewareFunction = () => {
  if (!sessionStore.getState().signedIn) throw replace(AUTH_PATHS.home);
};

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
 * A sign-in finished by the login's action leaves once that action is done: a navigation started
 * meanwhile would be loaded twice (by itself and by the action's revalidation).
 */
export function RedirectIfSignedIn({ to }: RedirectIfSignedInProps) {
  const signedIn = useSession((s) => s.signedIn);
  const signingIn = useFetcher({ key: SIGN_IN_FETCHER }).state !== 'idle';
  return signedIn && !signingIn ? <Navigate to={afterSignInPath(to)} replace /> : <Outlet />;
}
