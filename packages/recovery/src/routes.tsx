import { routeCode } from '@portal/ui-kit';
import type { ReactElement } from 'react';
import { type RouteObject, redirect } from 'react-router';
import { RECOVERY_PATHS, type RecoveryDestinations } from './paths';
import { supportRequestAction } from './support/support-request-action';

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

// Every screen is its own chunk, which the router downloads before it draws the route, with the
// route's action (./actions, one chunk for the four screens): a screen submits to its own route.
const actions = () => routeCode(() => import('./actions'));

/**
 * `/forgotpassword` and `/ResendVerification` inside `anonymousOnly`; beside them, outside it,
 * the e-mailed links' pages (`/activar`, `/restablecer`), which a signed-in resident may follow too,
 * and the support request's action, which the form posts to from the login screen and the profile form.
 */
export function createRecoveryRoutes({ anonymousOnly, destinations }: RecoveryRoutesOptions): RouteObject[] {
  return [
    {
      element: anonymousOnly,
      children: [
        {
          path: RECOVERY_PATHS.forgotPassword,
          lazy: async () => {
            const [{ ForgotPasswordScreen }, { passwordResetAction }] = await Promise.all([
              routeCode(() => import('./screens/forgot-password-screen')),
              actions(),
            ]);
            return { element: <ForgotPasswordScreen destinations={destinations} />, action: passwordResetAction };
          },
        },
        {
          path: RECOVERY_PATHS.resendVerification,
          lazy: async () => {
            const [{ ResendVerificationScreen }, { verificationResendAction }] = await Promise.all([
              routeCode(() => import('./screens/resend-verification-screen')),
              actions(),
            ]);
            return { element: <ResendVerificationScreen destinations={destinations} />, action: verificationResendAction };
          },
        },
      ],
    },
    {
      path: RECOVERY_PATHS.activate,
      lazy: async () => {
        const [{ ActivationScreen }, { activationAction }] = await Promise.all([
          routeCode(() => import('./screens/activation-screen')),
          actions(),
        ]);
        return { element: <ActivationScreen destinations={destinations} />, action: activationAction };
      },
    },
    {
      path: RECOVERY_PATHS.resetPassword,
      lazy: async () => {
        const [{ ResetPasswordScreen }, { newPasswordAction }] = await Promise.all([
          routeCode(() => import('./screens/reset-password-screen')),
          actions(),
        ]);
        return { element: <ResetPasswordScreen destinations={destinations} />, action: newPasswordAction };
      },
    },
    // No screen: only what the support form posts to (a fetcher), wherever the shell shows it. The
    // address opened in the browser leads to the login screen rather than an empty page.
    { path: RECOVERY_PATHS.supportRequest, action: supportRequestAction, loader: () => redirect(destinations.login) },
  ];
}
