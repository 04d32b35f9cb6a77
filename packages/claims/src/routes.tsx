import { lazyScreen } from '@portal/ui-kit';
import type { RouteObject } from 'react-router';
import { CLAIMS_PATHS } from './paths';
import { LoadingState } from './shared/load-states';

export { CLAIMS_PATHS, type ClaimsPath } from './paths';

// Each screen is its own chunk. Inside the signed-in shell, so what shows while it arrives is
// a spinner in the content area, not the full-page splash.
const options = { fallback: <LoadingState label="Cargando..." /> };
const DashboardScreen = lazyScreen(async () => (await import('./dashboard/dashboard-screen')).DashboardScreen, options);
const ClaimsListScreen = lazyScreen(async () => (await import('./claims-list/claims-list-screen')).ClaimsListScreen, options);
const LicenceScreen = lazyScreen(async () => (await import('./licence/licence-screen')).LicenceScreen, options);

/**
 * Escritorio, Mis reclamos and Licencia de conducir. They read the resident's profile the
 * signed-in layout has loaded (`useSignedInProfile()`), so they belong among its children.
 */
export const claimsRoutes: RouteObject[] = [
  { path: CLAIMS_PATHS.dashboard, Component: DashboardScreen },
  { path: CLAIMS_PATHS.claims, Component: ClaimsListScreen },
  { path: CLAIMS_PATHS.licence, Component: LicenceScreen },
];
