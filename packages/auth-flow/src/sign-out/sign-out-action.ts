import { endSession } from '@portal/api-client';
import { type ActionFunction, type LoaderFunction, replace } from 'react-router';
import { AUTH_PATHS } from '../paths';

/** How a sign-out leaves the page: '/' loaded afresh by default; tests replace it. */
export type PageReload = (url: string) => void;

/** The data functions of the sign-out route (`SIGN_OUT_PATH`), which has no screen. */
export interface SignOutRoute {
  action: ActionFunction;
  loader: LoaderFunction;
}

/**
 * The sign-out the resident asks for ('Cerrar sesión', docs/product.md#sign-out), as the route
 * `/salir`: its action ends the session (the tokens go at once, logout/ is sent without anyone
 * waiting) and loads '/' afresh, so nothing of the session stays in the page's memory. The page
 * leaves from here rather than through a redirect the router may drop: the session's end already
 * takes the signed-in guard's navigation to '/' under way. A visit (GET) signs nobody out: it goes
 * to '/' (the desktop, when signed in).
 * The shell puts the route beside the signed-in screens, its code with the signed-in layout's
 * (already loaded wherever 'Cerrar sesión' shows, so a sign-out never waits for a download).
 */
export function signOutRoute(reload: PageReload = (url) => window.location.assign(url)): SignOutRoute {
  return {
    action: () => {
      endSession();
      reload(AUTH_PATHS.home);
      return null;
    },
    loader: () => replace(AUTH_PATHS.home),
  };
}
