import { routeCode } from '@portal/ui-kit';
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

// Every screen is its own chunk, which the router downloads before it draws the route.

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
            {
              path: RECOVERY_PATHS.forgotPassword,
              lazy: async () => ({
                Component: (await routeCode(() => import('./screens/forgot-password-screen'))).ForgotPasswordScreen,
              }),
            },
            {
              path: RECOVERY_PATHS.resendVerification,
              lazy: async () => ({
                Component: (await routeCode(() => import('./screens/resend-verification-screen'))).ResendVerificationScreen,
              }),
            },
          ],
        },
        {
          path: RECOVERY_PATHS.activate,
          lazy: async () => ({ Component: (await routeCode(() => import('./screens/activation-screen'))).ActivationScreen }),
        },
        {
          path: RECOVERY_PATHS.resetPassword,
          lazy: async () => ({ Component: (await routeCode(() => import('./screens/reset-password-screen'))).ResetPasswordScreen }),
        },
      ],
    },
  ];
}
