import { PROVIDERS } from '@portal/api-client';
import { lazyScreen } from '@portal/ui-kit';
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

// Every screen is its own chunk, loaded on first render behind the splash. Made once, here:
// each `lazyScreen` call is a new lazy component, and a new one would load (and flash) again.
const LoginScreen = lazyScreen(async () => (await import('./login/login-screen')).LoginScreen);
const ServiceLoginRoute = lazyScreen(async () => (await import('./service-login/service-login-route')).ServiceLoginRoute);
const ForgotPasswordScreen = lazyScreen(async () => (await import('./recovery/forgot-password-screen')).ForgotPasswordScreen);
const ResendVerificationScreen = lazyScreen(
  async () => (await import('./recovery/resend-verification-screen')).ResendVerificationScreen,
);
const ActivationScreen = lazyScreen(async () => (await import('./recovery/activation-screen')).ActivationScreen);
const ResetPasswordScreen = lazyScreen(async () => (await import('./recovery/reset-password-screen')).ResetPasswordScreen);
const ProviderReturnScreen = lazyScreen(async () => (await import('./providers/provider-return-screen')).ProviderReturnScreen);

/**
 * `/` and `/login/` (the login screen), `/forgotpassword` and `/ResendVerification`: for anonymous
 * visitors only. `/login/:token` (login by service, or the hand-off when signed in), the provider
 * return pages and the e-mailed links' pages (`/activar`, `/restablecer`) sit outside that guard:
 * they decide for themselves what a signed-in visitor sees.
 */
export function createAuthRoutes({ footer, handoff }: AuthRoutesOptions = {}): RouteObject[] {
  return [
    {
      Component: RedirectIfSignedIn,
      children: [
        { path: AUTH_PATHS.home, element: <LoginScreen footer={footer} /> },
        { path: AUTH_PATHS.login, element: <LoginScreen footer={footer} /> },
        { path: AUTH_PATHS.forgotPassword, Component: ForgotPasswordScreen },
        { path: AUTH_PATHS.resendVerification, Component: ResendVerificationScreen },
      ],
    },
    { path: SERVICE_LOGIN_ROUTE, element: <ServiceLoginRoute footer={footer} handoff={handoff} /> },
    ...PROVIDERS.map((provider) => ({
      path: `/${provider}redirect/*`,
      element: <ProviderReturnScreen provider={provider} />,
    })),
    // The e-mailed links' pages: a signed-in resident may follow them too (see README).
    { path: AUTH_PATHS.activate, Component: ActivationScreen },
    { path: AUTH_PATHS.resetPassword, Component: ResetPasswordScreen },
  ];
}

/** The sign-in routes without a footer. */
export const authRoutes: RouteObject[] = createAuthRoutes();
