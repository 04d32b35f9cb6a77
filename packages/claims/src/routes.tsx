import { routeCode } from '@portal/ui-kit';
import type { RouteObject } from 'react-router';
import { CLAIMS_PATHS } from './paths';

export { CLAIMS_PATHS, type ClaimsPath } from './paths';

// Each screen is its own chunk, which the router downloads before it draws the route (the
// signed-in layout shows a spinner in the content area meanwhile).

/**
 * Escritorio, Mis reclamos and Licencia de conducir. They read the resident's profile the
 * signed-in layout has loaded (`useSignedInProfile()`), so they belong among its children.
 */
export const claimsRoutes: RouteObject[] = [
  {
    path: CLAIMS_PATHS.dashboard,
    lazy: async () => ({ Component: (await routeCode(() => import('./dashboard/dashboard-screen'))).DashboardScreen }),
  },
  {
    path: CLAIMS_PATHS.claims,
    lazy: async () => ({ Component: (await routeCode(() => import('./claims-list/claims-list-screen'))).ClaimsListScreen }),
  },
  {
    path: CLAIMS_PATHS.licence,
    lazy: async () => ({ Component: (await routeCode(() => import('./licence/licence-screen'))).LicenceScreen }),
  },
];
