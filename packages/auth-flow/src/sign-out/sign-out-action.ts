import { type ActionFunction, type LoaderFunction, redirect } from 'react-router';
import { AUTH_PATHS } from '../paths';
import { endSession } from '../session-end';

/** How a sign-out leaves the page: '/' loaded afresh by default; tests replace it. */
export type PageReload = (url: string) => void;

const loadAfresh: PageReload = (url) => window.location.assign(url);

/**
 * The sign-out the resident asks for ('Cerrar sesión', docs/product.md#sign-out), the action of
 * `/salir`: the tokens go at once, logout/ is sent without anyone waiting, and '/' is loaded
 * afresh, so nothing of the session stays in the page's memory. The page leaves from here rather
 * than through a redirect the router may drop: the session's end already takes the signed-in
 * guard's navigation to '/' under way.
 */
export function signOutAction(reload: PageReload = loadAfresh): ActionFunction {
  return () => {
    endSession();
    reload(AUTH_PATHS.home);
    return null;
  };
}

/** `/salir` has nothing to show: a visit goes to '/' (the desktop, when signed in), and signs nobody out. */
export const signOutLoader: LoaderFunction = () => redirect(AUTH_PATHS.home);
