import { lazyScreen } from '@portal/ui-kit';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RECOVERY_PATHS } from './paths';

export interface RecoveryRoutesOptions {
  /**
   * The guard around `/forgotpassword` and `/ResendVerification`, the pages only an anonymous
   * visitor sees: the shell hands in auth-flow's `RedirectIfSignedIn`. Without one, both are open.
   */
  anonymousOnly?: ComponentType;
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
export function createRecoveryRoutes({ anonymousOnly }: RecoveryRoutesOptions = {}): RouteObject[] {
  return [
    {
      Component: anonymousOnly,
      children: [
        { path: RECOVERY_PATHS.forgotPassword, Component: ForgotPasswordScreen },
        { path: RECOVERY_PATHS.resendVerification, Component: ResendVerificationScreen },
      ],
    },
    { path: RECOVERY_PATHS.activate, Component: ActivationScreen },
    { path: RECOVERY_PATHS.resetPassword, Component: ResetPasswordScreen },
  ];
}
