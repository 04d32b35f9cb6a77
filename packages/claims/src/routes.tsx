import { routeCode } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { claimsLoader, dashboardLoader, keepOnQueryChange, licenceLoader } from './loaders';
import { CLAIMS_PATHS } from './paths';

export { CLAIMS_PATHS, type ClaimsPath } from './paths';

// Each screen is its own chunk, which the router downloads before it draws the route (the
// signed-in layout shows a spinner in the content area meanwhile); its data starts at the same
// time, from the loader beside it here (loaders.ts), not from the chunk.

export interface ClaimsRoutesOptions {
  /**
   * The identity providers as a verification of the resident's DNI (`@portal/auth-flow`'s
   * `VerifyIdentityProviders`, handed in by the shell): what a level-1 resident is offered instead
   * of the licence and the claims.
   */
  verifyIdentity?: ReactNode;
}

/**
 * Escritorio, Mis reclamos and Licencia de conducir, each with its loader. They read the
 * resident's profile the signed-in layout holds (`useSignedInProfile()`, and `residentProfile()`
 * in the loaders), so they belong among its children.
 */
export function createClaimsRoutes({ verifyIdentity }: ClaimsRoutesOptions = {}): RouteObject[] {
  return [
    {
      path: CLAIMS_PATHS.dashboard,
      loader: dashboardLoader,
      lazy: async () => {
        const { DashboardScreen } = await routeCode(() => import('./dashboard/dashboard-screen'));
        return { element: <DashboardScreen verifyIdentity={verifyIdentity} /> };
      },
    },
    {
      path: CLAIMS_PATHS.claims,
      loader: claimsLoader,
      shouldRevalidate: keepOnQueryChange,
      lazy: async () => {
        const { ClaimsListScreen } = await routeCode(() => import('./claims-list/claims-list-screen'));
        return { element: <ClaimsListScreen verifyIdentity={verifyIdentity} /> };
      },
    },
    {
      path: CLAIMS_PATHS.licence,
      loader: licenceLoader,
      lazy: async () => {
        const { LicenceScreen } = await routeCode(() => import('./licence/licence-screen'));
        return { element: <LicenceScreen verifyIdentity={verifyIdentity} /> };
      },
    },
  ];
}
