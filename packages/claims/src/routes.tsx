import { routeCode } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { CLAIMS_PATHS } from './paths';

export { CLAIMS_PATHS, type ClaimsPath } from './paths';

// Each screen is its own chunk, which the router downloads before it draws the route (the
// signed-in layout shows a spinner in the content area meanwhile).

export interface ClaimsRoutesOptions {
  /**
   * The identity providers as a verification of the resident's DNI (`@portal/auth-flow`'s
   * `VerifyIdentityProviders`, handed in by the shell): what a level-1 resident is offered instead
   * of the licence and the claims.
   */
  verifyIdentity?: ReactNode;
}

/**
 * Escritorio, Mis reclamos and Licencia de conducir. They read the resident's profile the
 * signed-in layout has loaded (`useSignedInProfile()`), so they belong among its children.
 */
export function createClaimsRoutes({ verifyIdentity }: ClaimsRoutesOptions = {}): RouteObject[] {
  return [
    {
      path: CLAIMS_PATHS.dashboard,
      lazy: async () => {
        const { DashboardScreen } = await routeCode(() => import('./dashboard/dashboard-screen'));
        return { element: <DashboardScreen verifyIdentity={verifyIdentity} /> };
      },
    },
    {
      path: CLAIMS_PATHS.claims,
      lazy: async () => {
        const { ClaimsListScreen } = await routeCode(() => import('./claims-list/claims-list-screen'));
        return { element: <ClaimsListScreen verifyIdentity={verifyIdentity} /> };
      },
    },
    {
      path: CLAIMS_PATHS.licence,
      lazy: async () => {
        const { LicenceScreen } = await routeCode(() => import('./licence/licence-screen'));
        return { element: <LicenceScreen verifyIdentity={verifyIdentity} /> };
      },
    },
  ];
}
