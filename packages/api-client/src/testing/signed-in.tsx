// The signed-in harness every package's tests and stories use: the portal's signed-in layout
// stood in for around a package's signed-in screens. Test-only: `@portal/api-client/testing`,
// never imported by the portal's code.
import { useEffect, useState } from 'react';
import { Outlet, type RouteObject, useLocation } from 'react-router';
import { residentProfileStore, useResidentProfile } from '../resident-profile';
import type { UserProfile } from '../types';

/** Holds `profile` as this session's loaded profile, as the signed-in layout leaves it. */
export function holdResidentProfile(profile: UserProfile): void {
  residentProfileStore.getState().clear();
  residentProfileStore.setState({ load: { status: 'success', data: profile } });
}

export interface SignedInStandInProps {
  /**
   * The resident's profile, held as loaded before the screens render (a story's or a test's own
   * profile). Without it the stand-in loads userprofile/ as the layout does, unless loaded already.
   */
  profile?: UserProfile;
}

/**
 * Stands in for the portal's signed-in layout (the shell's sidebar and top bar aside): it loads
 * the resident's profile once, shows the screens once it has loaded, says so while it loads,
 * and offers 'Reintentar' when it failed; a reload after a save takes the screen away the same way.
 */
export function SignedInStandIn({ profile }: SignedInStandInProps) {
  // Held before the first read below, so the screens render at once with this profile.
  useState(() => {
    if (profile) holdResidentProfile(profile);
    return null;
  });
  const { load, reload } = useResidentProfile();

  useEffect(() => {
    void residentProfileStore.getState().loadOnce();
  }, []);

  if (load.status === 'success') return <Outlet />;
  if (load.status === 'error') {
    return (
      <main>
        <h1>No pudimos cargar tus datos</h1>
        <p>{load.error.message}</p>
        <button type="button" onClick={() => void reload()}>
          Reintentar
        </button>
      </main>
    );
  }
  return (
    <main>
      <p role="status">Cargando tus datos...</p>
    </main>
  );
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

export interface SignedInRoutesOptions extends SignedInStandInProps {
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
      element: <SignedInStandIn profile={profile} />,
      children: [
        ...routes,
        ...Object.entries(elsewhere).map(([path, title]) => ({ path, element: <Elsewhere title={title} /> })),
      ],
    },
  ];
}
