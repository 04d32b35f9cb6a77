import type { RouteObject } from 'react-router';
import { CLAIMS_PATHS } from './paths';

export { CLAIMS_PATHS, type ClaimsPath } from './paths';

// Functions, not the object form of `lazy`: react-router deletes resolved keys from a `lazy`
// object, which would break every router created after the first from these shared objects.
async function lazyDashboard() {
  return { Component: (await import('./dashboard/dashboard-screen')).DashboardScreen };
}

async function lazyClaimsList() {
  return { Component: (await import('./claims-list/claims-list-screen')).ClaimsListScreen };
}

async function lazyLicence() {
  return { Component: (await import('./licence/licence-screen')).LicenceScreen };
}

/**
 * Escritorio, Mis reclamos and Licencia de Conducir. They read the resident's profile from the
 * signed-in shell's outlet context, so they belong among the children of the shell's layout.
 */
export const claimsRoutes: RouteObject[] = [
  { path: CLAIMS_PATHS.dashboard, lazy: lazyDashboard },
  { path: CLAIMS_PATHS.claims, lazy: lazyClaimsList },
  { path: CLAIMS_PATHS.licence, lazy: lazyLicence },
];
