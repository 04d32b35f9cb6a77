import { Splash } from '@portal/ui-kit';
import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireSignedIn } from './guard/require-signed-in';
import { AUTH_PATHS } from './paths';

export { AUTH_PATHS, type AuthPath } from './paths';
export { RequireSignedIn };

/**
 * The screen is its own chunk, loaded when `/` or `/login/` is visited. A function, not the
 * object form: react-router deletes resolved keys from a `lazy` object, which would break every
 * router created after the first from these shared route objects (tests, stories).
 */
async function lazyLoginScreen() {
  return { Component: (await import('./login/login-screen')).LoginScreen };
}

/** `/` and `/login/`: the login screen, for anonymous visitors only. */
export const authRoutes: RouteObject[] = [
  {
    Component: RedirectIfSignedIn,
    // The spec's loading screen while the screen's chunk arrives on a first visit.
    HydrateFallback: Splash,
    children: [
      { path: AUTH_PATHS.home, lazy: lazyLoginScreen },
      { path: AUTH_PATHS.login, lazy: lazyLoginScreen },
    ],
  },
];
