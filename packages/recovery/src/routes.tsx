import { routeCode } from '@portal/ui-kit';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { RECOVERY_PATHS, type RecoveryDestinations } from './paths';

export interface RecoveryRoutesOptions {
  /**
   * The guard around `/forgotpassword` and `/ResendVerification`, the pages only an anonymous
   * visitor sees: an element that renders an `<Outlet />` for them (the shell hands in auth-flow's
   * `RedirectIfSignedIn`). Without one, both are open.
   */
  anonymousOnly?: ReactElement;
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
      element: anonymousOnly,
      children: [
        {
          path: RECOVERY_PATHS.forgotPassword,
          lazy: async () => {
            const { ForgotPasswordScreen } = await routeCode(() => import('./screens/forgot-password-screen'));
            return { element: <ForgotPasswordScreen destinations={destinations} /> };
          },
        },
        {
          path: RECOVERY_PATHS.resendVerification,
          lazy: async () => {
            const { ResendVerificationScreen } = await routeCode(() => import('./screens/resend-verification-screen'));
            return { element: <ResendVerificationScreen destinations={destinations} /> };
          },
        },
      ],
    },
    {
      path: RECOVERY_PATHS.activate,
      lazy: async () => {
        const { ActivationScreen } = await routeCode(() => import('./screens/activation-screen'));
        return { element: <ActivationScreen destinations={destinations} /> };
      },
    },
    {
      path: RECOVERY_PATHS.resetPassword,
      lazy: async () => {
        const { ResetPasswordScreen } = await routeCode(() => import('./screens/reset-password-screen'));
        return { element: <ResetPasswordScreen destinations={destinations} /> };
      },
    },
  ];
}
