import { lazyScreen } from '@portal/ui-kit';
import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { type RecoveryDestinations, RecoveryDestinationsProvider } from './destinations';
import { RECOVERY_PATHS } from './paths';

export interface RecoveryRoutesOptions {
  /**
   * The guard around `/forgotpassword` and `/ResendVerification`, the pages only an anonymous
   * visitor sees: the shell hands in auth-flow's `RedirectIfSignedIn`. Without one, both are open.
   */
  anonymousOnly?: ComponentType;
  /** Where the pages lead into other packages' pages: the login screen. */
  destinations: RecoveryDestinations;
}

// Every screen is its own chunk, loaded on first render behind the splash. Made once, here:
// each `lazyScreen` call is a new lazy component, and a new one would load (and flash) again.
const ForgotPasswordScreen = lazyScreen(async () => (await import('./screens/forgot-password-screen')).ForgotPasswordScreen);
const ResendVerificationScreen = lazyScreen(
  async () => (await import('./screens/resend-verification-screen')).ResendVerificationScreen,
);
const ActivationScreen = lazyScreen(async () => (await import('./screens/activation-screen')).ActivationScreen);
const ResetPasswordScreen = lazyScreen(async () => (await import('./screens/reset-password-screen')).ResetPasswordScreen);

/**
 * `/forgotpassword` and `/ResendVerification` inside `anonymousOnly`; beside them, outside it,
 * the e-mailed links' pages (`/activar`, `/restablecer`), which a signed-in resident may follow too.
 */
export function createRecoveryRoutes({ anonymousOnly, destinations }: RecoveryRoutesOptions): RouteObject[] {
  return [
    {
      element: (
        <RecoveryDestinationsProvider value={destinations}>
          <Outlet />
        </RecoveryDestinationsProvider>
      ),
      children: [
        {
          Component: anonymousOnly,
          children: [
            { path: RECOVERY_PATHS.forgotPassword, Component: ForgotPasswordScreen },
            { path: RECOVERY_PATHS.resendVerification, Component: ResendVerificationScreen },
          ],
        },
        { path: RECOVERY_PATHS.activate, Component: ActivationScreen },
        { path: RECOVERY_PATHS.resetPassword, Component: ResetPasswordScreen },
      ],
    },
  ];
}
