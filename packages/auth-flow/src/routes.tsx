import { PROVIDERS, type Provider } from '@portal/api-client';
import { Splash } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RedirectIfSignedIn, RequireSignedIn } from './guard/require-signed-in';
import type { HandoffOptions } from './handoff/handoff-slice';
import { AUTH_PATHS, SERVICE_LOGIN_ROUTE } from './paths';

export { AUTH_PATHS, type AuthPath } from './paths';
export { RequireSignedIn };

export interface AuthRoutesOptions {
  /** What the shell puts under the login form and the service page: the privacy-policy link, the support request. */
  footer?: ReactNode;
  /** How the hand-off leaves the page; the default is the real browser (tests and stories replace it). */
  handoff?: HandoffOptions;
}

/**
 * `/` and `/login/` (the login screen), `/forgotpassword` and `/ResendVerification`: for anonymous
 * visitors only. `/login/:token` (login by service, or the hand-off when signed in), the provider
 * return pages and the e-mailed links' pages (`/activar`, `/restablecer`) sit outside that guard:
 * they decide for themselves what a signed-in visitor sees. Every screen is its own chunk.
 * `lazy` is a function, not the object form: react-router deletes resolved keys from a `lazy`
 * object, which would break every router created after the first from the same route objects.
 */
export function createAuthRoutes({ footer, handoff }: AuthRoutesOptions = {}): RouteObject[] {
  async function lazyLoginScreen() {
    const { LoginScreen } = await import('./login/login-screen');
    return { element: <LoginScreen footer={footer} /> };
  }
  async function lazyServiceLogin() {
    const { ServiceLoginRoute } = await import('./service-login/service-login-route');
    return { element: <ServiceLoginRoute footer={footer} handoff={handoff} /> };
  }
  async function lazyForgotPassword() {
    const { ForgotPasswordScreen } = await import('./recovery/forgot-password-screen');
    return { Component: ForgotPasswordScreen };
  }
  async function lazyResendVerification() {
    const { ResendVerificationScreen } = await import('./recovery/resend-verification-screen');
    return { Component: ResendVerificationScreen };
  }
  async function lazyActivation() {
    const { ActivationScreen } = await import('./recovery/activation-screen');
    return { Component: ActivationScreen };
  }
  async function lazyResetPassword() {
    const { ResetPasswordScreen } = await import('./recovery/reset-password-screen');
    return { Component: ResetPasswordScreen };
  }
  function lazyProviderReturn(provider: Provider) {
    return async () => {
      const { ProviderReturnScreen } = await import('./providers/provider-return-screen');
      return { element: <ProviderReturnScreen provider={provider} /> };
    };
  }
  return [
    {
      Component: RedirectIfSignedIn,
      // The spec's loading screen while the screen's chunk arrives on a first visit.
      HydrateFallback: Splash,
      children: [
        { path: AUTH_PATHS.home, lazy: lazyLoginScreen },
        { path: AUTH_PATHS.login, lazy: lazyLoginScreen },
        { path: AUTH_PATHS.forgotPassword, lazy: lazyForgotPassword },
        { path: AUTH_PATHS.resendVerification, lazy: lazyResendVerification },
      ],
    },
    {
      HydrateFallback: Splash,
      children: [
        { path: SERVICE_LOGIN_ROUTE, lazy: lazyServiceLogin },
        ...PROVIDERS.map((provider) => ({ path: `/${provider}redirect/*`, lazy: lazyProviderReturn(provider) })),
        // The e-mailed links' pages: a signed-in resident may follow them too (see README).
        { path: AUTH_PATHS.activate, lazy: lazyActivation },
        { path: AUTH_PATHS.resetPassword, lazy: lazyResetPassword },
      ],
    },
  ];
}

/** The sign-in routes without a footer. */
export const authRoutes: RouteObject[] = createAuthRoutes();
