import { Splash } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireSignedIn } from './guard/require-signed-in';
import { AUTH_PATHS } from './paths';

export { AUTH_PATHS, type AuthPath } from './paths';
export { RequireSignedIn };

export interface AuthRoutesOptions {
  /** What the shell puts under the login form: the privacy-policy link, the support request. */
  footer?: ReactNode;
}

/**
 * `/` and `/login/`: the login screen, for anonymous visitors only. The screen is its own chunk,
 * loaded when it is visited. `lazy` is a function, not the object form: react-router deletes
 * resolved keys from a `lazy` object, which would break every router created after the first
 * from the same route objects (tests, stories).
 */
export function createAuthRoutes({ footer }: AuthRoutesOptions = {}): RouteObject[] {
  async function lazyLoginScreen() {
    const { LoginScreen } = await import('./login/login-screen');
    return { Component: () => <LoginScreen footer={footer} /> };
  }
  return [
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
}

/** The login routes without a footer. */
export const authRoutes: RouteObject[] = createAuthRoutes();
