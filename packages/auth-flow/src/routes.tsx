import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireSignedIn } from './guard/require-signed-in';
import { AUTH_PATHS } from './paths';

export { AUTH_PATHS, type AuthPath } from './paths';
export { RequireSignedIn };

/** The screen is its own chunk: only loaded when `/` or `/login/` is visited. */
async function loginScreen() {
  return (await import('./login/login-screen')).LoginScreen;
}

/** `/` and `/login/`: the login screen, for anonymous visitors only. */
export const authRoutes: RouteObject[] = [
  {
    Component: RedirectIfSignedIn,
    children: [
      { path: AUTH_PATHS.home, lazy: { Component: loginScreen } },
      { path: AUTH_PATHS.login, lazy: { Component: loginScreen } },
    ],
  },
];
