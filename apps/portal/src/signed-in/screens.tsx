// The signed-in area's screens, each a chunk of its own that the router downloads when a route
// first shows (React Router's `lazy`), and that the portal also fetches ahead, while the browser is
// idle, where a resident is about to need them: the navigation's screens once a signed-in screen
// has shown, and (with the layout's code, app-routes.tsx) from the password's submission while the
// mailed code is awaited. Fetching ahead adds requests after a page works, never bytes before it;
// a fetch that fails is made again by the navigation.
import { VerifyIdentityProviders } from '@portal/auth-flow';
import { CLAIMS_PATHS, createClaimsRoutes } from '@portal/claims';
import { createProfileRoutes, PROFILE_PATHS } from '@portal/profile';
import { SupportRequestButton } from '@portal/recovery';
import type { RouteObject } from 'react-router';
import { PROFILE_DESTINATIONS } from '../routing/destinations';

/** The screens below the signed-in layout, composed from the packages' routes. */
export const signedInScreens: RouteObject[] = [
  // A level-1 resident's screens offer auth-flow's providers as a verification of the DNI.
  ...createClaimsRoutes({ verifyIdentity: <VerifyIdentityProviders /> }),
  // The support request beside the DNI: where a wrong DNI gets corrected.
  ...createProfileRoutes({
    destinations: PROFILE_DESTINATIONS,
    supportRequest: <SupportRequestButton />,
    verifyIdentity: <VerifyIdentityProviders />,
  }),
];

/** Where the side navigation and the account menu lead: the screens fetched ahead once one has shown. */
const NAVIGATION_PATHS: readonly string[] = [CLAIMS_PATHS.dashboard, CLAIMS_PATHS.claims, CLAIMS_PATHS.licence, PROFILE_PATHS.profile];

/** How long an idle moment is waited for before fetching anyway (a page that never goes idle). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `work` when the browser is idle: `requestIdleCallback` where it exists (Chrome, Edge,
 * Firefox), a moment later where it does not (Safari). Returns what cancels it.
 */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}

/** Downloads the code of `lazies` now. Offline nothing starts (routeCode); a failure is left to the navigation, which fetches again. */
async function fetchCode(lazies: Array<RouteObject['lazy']>): Promise<void> {
  await Promise.all(lazies.map((lazy) => (typeof lazy === 'function' ? lazy().catch(() => {}) : undefined)));
}

const screensAt = (paths: readonly string[]) => paths.map((path) => signedInScreens.find((route) => route.path === path)?.lazy);

/**
 * Signed-in code fetched when the browser is idle: the navigation's screens (the desktop first),
 * once a signed-in screen has shown; while a sign-in awaits its code, also the layout's code it is handed
 * (`layout`), first of all. Returns what cancels it.
 */
export function prefetchSignedIn({ layout }: { layout?: RouteObject['lazy'] } = {}): () => void {
  return whenIdle(() => void fetchCode([layout, ...screensAt(NAVIGATION_PATHS)]));
}
