import { routeCode } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { keepListsOnSave, profileFormLoader } from './loaders';
import { type EmailConfirmationDestinations, PROFILE_PATHS, type ProfileDestinations } from './paths';

export { PROFILE_PATHS } from './paths';

// Each screen is its own chunk, which the router downloads before it draws the route (inside the
// signed-in layout, which shows a spinner in the content area meanwhile); the form's lists start at
// the same time, from the loader beside it here (loaders.ts), not from the chunk. The form's save
// and /perfil's sign-out on every device (their routes' actions) come with their screens' chunks:
// nobody submits before the screen is there.

export interface ProfileRoutesOptions {
  /** The pages of other packages the form leads to. */
  destinations: ProfileDestinations;
  /** The support request's button (`@portal/recovery`), shown beside the DNI: where a wrong DNI gets corrected. */
  supportRequest?: ReactNode;
  /** The identity providers as a verification (`@portal/auth-flow`'s), offered on the 'Nivel de seguridad' card at Nivel 1. */
  verifyIdentity?: ReactNode;
}

/**
 * `/perfil` and `/profileform`, for the signed-in layout's children: both read the resident's
 * profile its route holds (`useSignedInProfile()`); the form's route loads the towns and the
 * streets, and saves.
 */
export function createProfileRoutes({ destinations, supportRequest, verifyIdentity }: ProfileRoutesOptions): RouteObject[] {
  return [
    {
      path: PROFILE_PATHS.profile,
      lazy: async () => {
        const { ProfilePage, signOutEverywhereAction } = await routeCode(() => import('./profile-page/profile-page'));
        return { element: <ProfilePage verifyIdentity={verifyIdentity} />, action: signOutEverywhereAction(destinations.afterSignOut) };
      },
    },
    {
      path: PROFILE_PATHS.form,
      loader: profileFormLoader,
      shouldRevalidate: keepListsOnSave,
      lazy: async () => {
        const { ProfileFormScreen, saveProfileAction } = await routeCode(() => import('./profile-form/profile-form'));
        return {
          element: <ProfileFormScreen destinations={destinations} supportRequest={supportRequest} />,
          action: saveProfileAction,
        };
      },
    },
  ];
}

export interface EmailConfirmationRoutesOptions {
  /** The page of another package its buttons lead to: where the portal starts (`/`). */
  destinations: EmailConfirmationDestinations;
  /**
   * `/deshacer-email`'s provider step for a level-2 account: the providers as a round trip that
   * comes back to the page with its proof (see email-undo/arrival.ts), given the link's token.
   */
  confirmIdentity?: (token: string) => ReactNode;
}

/**
 * `/confirmar-email`, the page of the link mailed to a new e-mail address, `/cancelar-email`, the
 * page of the link mailed to the old one, and `/deshacer-email`, the page of the link mailed to
 * the replaced one once a change is confirmed: outside the signed-in layout (a link may be opened
 * on any device, signed in or not), beside the other e-mailed links' pages. Each its own chunk,
 * like every anonymous page, with its route's action, which spends the link's token (a loader
 * would be run again by a revalidation; and these prerendered pages have no route data).
 */
export function createEmailConfirmationRoutes({ destinations, confirmIdentity }: EmailConfirmationRoutesOptions): RouteObject[] {
  return [
    {
      path: PROFILE_PATHS.confirmEmail,
      lazy: async () => {
        const { EmailConfirmationScreen, confirmEmailAction } = await routeCode(
          () => import('./email-confirmation/email-confirmation-screen'),
        );
        return { element: <EmailConfirmationScreen home={destinations.home} />, action: confirmEmailAction };
      },
    },
    {
      path: PROFILE_PATHS.cancelEmail,
      lazy: async () => {
        const { EmailCancellationScreen, cancelEmailAction } = await routeCode(
          () => import('./email-cancellation/email-cancellation-screen'),
        );
        return {
          element: <EmailCancellationScreen home={destinations.home} forgotPassword={destinations.forgotPassword} />,
          action: cancelEmailAction,
        };
      },
    },
    {
      path: PROFILE_PATHS.undoEmail,
      lazy: async () => {
        const { EmailUndoScreen, undoEmailAction } = await routeCode(() => import('./email-undo/email-undo-screen'));
        return { element: <EmailUndoScreen home={destinations.home} confirmIdentity={confirmIdentity} />, action: undoEmailAction };
      },
    },
  ];
}
