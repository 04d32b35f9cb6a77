import { PROVIDERS } from '@portal/api-client';
import { lazyScreen } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn } from './guard/require-signed-in';
import type { HandoffOptions } from './handoff/handoff-store';
import { AUTH_PATHS, SERVICE_LOGIN_ROUTE } from './paths';

export interface AuthRoutesOptions {
  /** What the shell puts under the login form and the service page: the privacy-policy link. */
  footer?: ReactNode;
  /** The login screen's last link: the shell hands in the support request's button (`@portal/recovery`). */
  supportRequest?: ReactNode;
  /** How the hand-off leaves the page; the default is the real browser (tests and stories replace it). */
  handoff?: HandoffOptions;
}

// Every screen is its own chunk, loaded on first render behind the splash. Made once, here:
// each `lazyScreen` call is a new lazy component, and a new one would load (and flash) again.
const LoginScreen = lazyScreen(async () => (await import('./login/login-screen')).LoginScreen);
const ServiceLoginRoute = lazyScreen(async () => (await import('./service-login/service-login-route')).ServiceLoginRoute);
const ProviderReturnScreen = lazyScreen(async () => (await import('./providers/provider-return-screen')).ProviderReturnScreen);

/**
 * `/` and `/login/` (the login screen): for anonymous visitors only. `/login/:token` (login by
 * service, or the hand-off when signed in) and the provider return pages sit outside that guard:
 * they decide for themselves what a signed-in visitor sees. The recovery pages are
 * `@portal/recovery`'s; the shell puts `/forgotpassword` and `/ResendVerification` behind
 * `RedirectIfSignedIn` too.
 */
export function createAuthRoutes({ footer, supportRequest, handoff }: AuthRoutesOptions = {}): RouteObject[] {
  return [
    {
      Component: RedirectIfSignedIn,
      children: [
        { path: AUTH_PATHS.home, element: <LoginScreen footer={footer} supportRequest={supportRequest} /> },
        { path: AUTH_PATHS.login, element: <LoginScreen footer={footer} supportRequest={supportRequest} /> },
      ],
    },
    { path: SERVICE_LOGIN_ROUTE, element: <ServiceLoginRoute footer={footer} handoff={handoff} /> },
    ...PROVIDERS.map((provider) => ({
      path: `/${provider}redirect/*`,
      element: <ProviderReturnScreen provider={provider} />,
    })),
  ];
}
