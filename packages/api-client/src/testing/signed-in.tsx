// The signed-in harness every package's tests and stories use: the portal's signed-in layout
// stood in for around a package's signed-in screens. Test-only: `@portal/api-client/testing`,
// never imported by the portal's code.
import { Suspense } from 'react';
import { Outlet, type RouteObject, useLocation, useRevalidator } from 'react-router';
import { getUserProfile } from '../calls';
import { type Reading, useReading } from '../load';
import { signedInRouteWith, useSignedInData } from '../signed-in-data';
import type { PortalError, UserProfile } from '../types';

/** The profile did not arrive: its 'Reintentar' loads it again (the router revalidates). */
function ProfileFailed({ error }: { error: PortalError }) {
  const { revalidate } = useRevalidator();
  return (
    <main>
      <h1>No pudimos cargar tus datos</h1>
      <p>{error.message}</p>
      <button type="button" onClick={() => void revalidate()}>
        Reintentar
      </button>
    </main>
  );
}

/**
 * Stands in for the portal's signed-in layout (the shell's sidebar and top bar aside): the
 * layout's route data loads the resident's profile, the screens show once it has arrived,
 * meanwhile it says so, and a failure offers 'Reintentar'.
 */
function SignedInStandIn() {
  const data = useSignedInData();
  if (!data) throw new Error('The stand-in is the signed-in route’s own component');
  return (
    <Suspense
      fallback={
        <main>
          <p role="status">Cargando tus datos...</p>
        </main>
      }
    >
      <Arrived profile={data.profile} />
    </Suspense>
  );
}

/** The screens once the profile has arrived (they read it with `useSignedInProfile`), or its failure. */
function Arrived({ profile }: { profile: Reading<UserProfile> }) {
  const outcome = useReading(profile);
  return 'failure' in outcome ? <ProfileFailed error={outcome.failure} /> : <Outlet />;
}

function Elsewhere({ title }: { title: string }) {
  const { pathname } = useLocation();
  return (
    <main>
      <h1>{title}</h1>
      <p>Ruta actual: {pathname}</p>
    </main>
  );
}

export interface SignedInRoutesOptions {
  /**
   * The resident's profile the layout's route answers at once (a story's or a test's own profile).
   * Without it the route loads userprofile/ as the layout does.
   */
  profile?: UserProfile;
  /**
   * Pages of other packages the screens lead to, each a stand-in showing its title as the page's
   * heading: `{ '/dashboard': 'Escritorio (fuera de este paquete)' }`.
   */
  elsewhere?: Record<string, string>;
}

/**
 * A package's signed-in routes as the shell composes them: children of the (stood-in) signed-in
 * layout, beside stand-ins for the other packages' pages they lead to. Render them with the
 * router harness (`renderRouter` or `TestRouter` of `@portal/vitest-config/router`).
 */
export function signedInRoutes(routes: RouteObject[], { profile, elsewhere = {} }: SignedInRoutesOptions = {}): RouteObject[] {
  return [
    {
      ...signedInRouteWith(profile ? () => Promise.resolve(profile) : getUserProfile),
      Component: SignedInStandIn,
      children: [...routes, ...Object.entries(elsewhere).map(([path, title]) => ({ path, element: <Elsewhere title={title} /> }))],
    },
  ];
}
