import { PROVIDERS } from '@portal/api-client';
import { type PageHandle, routeCode } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn } from './guard/require-signed-in';
import type { HandoffOptions } from './handoff/handoff-action';
import { AUTH_PATHS, type AuthDestinations, SERVICE_LOGIN_ROUTE } from './paths';

export interface AuthRoutesOptions {
  /** Where the flow leads into other packages' pages: the desktop, registration, the recovery pages. */
  destinations: AuthDestinations;
  /** What the shell puts under the login form and the service page: the privacy-policy link. */
  footer?: ReactNode;
  /** The login screen's last link: the shell hands in the support request's button (`@portal/recovery`). */
  supportRequest?: ReactNode;
  /** How the hand-off leaves the page; the default is the real browser (tests and stories replace it). */
  handoff?: HandoffOptions;
  /** Called once the password is sent and while the code step shows: the shell fetches the signed-in code ahead. Returns what cancels it. */
  prefetchSignedIn?: () => () => void;
}

// Every screen is its own chunk, which the router downloads before it draws the route.
const loginScreen = () => routeCode(() => import('./login/login-screen'));

/**
 * `/` and `/login/` (the login screen): for anonymous visitors only. `/login/:token` (login by
 * service, or the hand-off when signed in) and the provider return pages sit outside that guard:
 * they decide for themselves what a signed-in visitor sees. The recovery pages are
 * `@portal/recovery`'s; the shell puts `/forgotpassword` and `/ResendVerification` behind
 * `RedirectIfSignedIn` too.
 */
export function createAuthRoutes({ destinations, footer, supportRequest, handoff, prefetchSignedIn }: AuthRoutesOptions): RouteObject[] {
  return [
    {
      element: <RedirectIfSignedIn to={destinations.signedInHome} />,
      children: [
        ...[AUTH_PATHS.home, AUTH_PATHS.login].map((path) => ({
          path,
          lazy: async () => {
            const { LoginScreen, signInAction } = await loginScreen();
            // The credentials and the code go through the route's action (the screen's fetcher).
            return {
              element: (
                <LoginScreen
                  destinations={destinations}
                  footer={footer}
                  supportRequest={supportRequest}
                  prefetchSignedIn={prefetchSignedIn}
                />
              ),
              action: signInAction,
            };
          },
        })),
      ],
    },
    {
      path: SERVICE_LOGIN_ROUTE,
      lazy: async () => {
        const { ServiceLoginRoute, handoffAction } = await routeCode(() => import('./service-login/service-login-route'));
        // The hand-off's alpha is minted and spent in the route's action, never in a loader.
        return { element: <ServiceLoginRoute destinations={destinations} footer={footer} />, action: handoffAction(handoff) };
      },
    },
    ...PROVIDERS.map((provider) => ({
      path: `/${provider}redirect/*`,
      // The provider's one-time code arrives in the query: never sent on as a referrer.
      handle: { noReferrer: true } satisfies PageHandle,
      lazy: async () => {
        const { ProviderReturnScreen, providerReturnAction } = await routeCode(() => import('./providers/provider-return-screen'));
        // The return's one exchange, and the calls of its pending choice (R17): 'Es mi cuenta', 'No la reconozco', an e-mail.
        return {
          element: <ProviderReturnScreen provider={provider} destinations={destinations} />,
          action: providerReturnAction(provider),
        };
      },
    })),
  ];
}
