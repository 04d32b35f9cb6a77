import { signedInRoute } from '@portal/api-client';
import {
  createAuthRoutes,
  type EmailUndoHandBack,
  EmailUndoProviders,
  ProviderSignInChoices,
  RedirectIfSignedIn,
  RequireSignedIn,
  requireSignedIn,
  SIGN_OUT_PATH,
} from '@portal/auth-flow';
import { PrivacyPolicyLink } from '@portal/privacy-policy';
import { createEmailConfirmationRoutes, type EmailUndoNavigationState } from '@portal/profile';
import { createRecoveryRoutes, SupportRequestButton } from '@portal/recovery';
import { createRegistrationRoutes } from '@portal/registration';
import { type PageHandle, routeCode } from '@portal/ui-kit';
import type { RouteObject } from 'react-router';
import { prefetchSignedIn, signedInScreens } from '../signed-in/screens';
import type { SignedInHandle } from '../signed-in/signed-in-layout';
import { AUTH_DESTINATIONS, EMAIL_CONFIRMATION_DESTINATIONS, RECOVERY_DESTINATIONS, REGISTRATION_DESTINATIONS } from './destinations';

// auth-flow's provider return hands the undo page exactly what profile's page reads (the two
// packages cannot import each other): checked here, where both are composed.
type Agrees<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const handBackAgrees: Agrees<EmailUndoHandBack, EmailUndoNavigationState> = true;
void handBackAgrees;

/** Paths the shell itself owns (the signed-in screens' paths belong to their packages). */
const SHELL_PATHS = {
  notFound: '/notfound',
} as const;

// Nothing of the signed-in area is in an anonymous visitor's first load: the layout (and the
// shell, the account menu) arrive when a signed-in route is first shown. Its data (the resident's
// profile) is not in the chunk: it starts when the route matches, beside the code.
const signedInCode = () => routeCode(() => import('../signed-in/signed-in-layout'));
const signedInLayout = async () => ({ Component: (await signedInCode()).SignedInLayout });
// 'Cerrar sesión' (auth-flow's sign-out route, no screen): its code is the layout's chunk, already
// there when the menu shows, so a sign-out downloads nothing (and works without a line).
const signOut = async () => (await signedInCode()).signOut;
const notFoundScreen = async () => ({
  Component: (await routeCode(() => import('../not-found/not-found-screen'))).NotFoundScreen,
});

/**
 * The route table of docs/product.md#routes, composed from the packages' routes. Every screen is its own
 * chunk (React Router's `lazy`); `portalRoutes` (app.tsx) puts the error screen around all of them.
 */
export const appRoutes: RouteObject[] = [
  ...createAuthRoutes({
    destinations: AUTH_DESTINATIONS,
    footer: <PrivacyPolicyLink />,
    supportRequest: <SupportRequestButton />,
    // From the password's submission to the code step: the layout's code first, then the screens.
    prefetchSignedIn: () => prefetchSignedIn({ layout: signedInLayout }),
  }),
  ...createRecoveryRoutes({
    anonymousOnly: <RedirectIfSignedIn to={AUTH_DESTINATIONS.signedInHome} />,
    destinations: RECOVERY_DESTINATIONS,
  }),
  ...createRegistrationRoutes({
    footer: <PrivacyPolicyLink />,
    destinations: REGISTRATION_DESTINATIONS,
    // A registered DNI: its owner takes it back by signing in with a provider.
    providerSignIn: <ProviderSignInChoices label="Verificá tu DNI con" />,
  }),
  ...createEmailConfirmationRoutes({
    destinations: EMAIL_CONFIRMATION_DESTINATIONS,
    // A level-2 account's undo confirms the DNI with a provider whose return comes back to the undo.
    confirmIdentity: (token) => <EmailUndoProviders token={token} />,
  }),
  {
    Component: RequireSignedIn,
    // An anonymous visitor leaves before any loader below asks for a resident's data.
    middleware: [requireSignedIn],
    handle: { signedIn: true } satisfies PageHandle,
    children: [
      {
        ...signedInRoute,
        handle: { prefetch: () => prefetchSignedIn() } satisfies SignedInHandle,
        lazy: signedInLayout,
        // The signed-in screens, and the sign-out route, whose code comes with the layout's.
        children: [...signedInScreens, { path: SIGN_OUT_PATH, lazy: signOut, handle: { page: false } }],
      },
    ],
  },
  { path: SHELL_PATHS.notFound, lazy: notFoundScreen },
  { path: '*', lazy: notFoundScreen },
];
