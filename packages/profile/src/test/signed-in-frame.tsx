import { residentProfileStore, type UserProfile } from '@portal/api-client';
import { createFakeState, DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import { ToastProvider } from '@portal/ui-kit';
import { useMemo } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { PROFILE_PATHS } from '../paths';
import { ProfileFormScreen } from '../profile-form/profile-form';
import { ProfilePage } from '../profile-page/profile-page';

/** A seeded resident's profile exactly as the fake services answer it, for stories and tests. */
export function seededProfile(dni: number = DEMO_RESIDENT.dni, change?: (profile: UserProfile) => UserProfile): UserProfile {
  const state = createFakeState();
  const account = state.accountByDni(dni);
  if (!account) throw new Error(`No seeded resident with DNI ${dni}`);
  const profile = state.userProfile(account);
  return change ? change(profile) : profile;
}

export const demoProfile = () => seededProfile(DEMO_RESIDENT.dni);
export const newResidentProfile = () => seededProfile(NEW_RESIDENT.dni);

/** Stands in for the portal's signed-in layout: the profile held as loaded, reloaded after a save. */
function ShellStandIn({ initialProfile }: { initialProfile: UserProfile }) {
  useMemo(() => residentProfileStore.setState({ load: { status: 'success', data: initialProfile } }), [initialProfile]);
  return <Outlet />;
}

function ElsewhereScreen({ title }: { title: string }) {
  const location = useLocation();
  return (
    <main>
      <h1>{title}</h1>
      <p>Ruta actual: {location.pathname}</p>
    </main>
  );
}

/** Where the form leads in the portal: the shell hands these pages of other packages in. */
export const DESTINATIONS = { afterSave: '/', afterRejection: '/dashboard' };

/** The two screens inside a memory router under a stand-in for the signed-in layout. */
export function SignedInFrame({ profile, initialEntry }: { profile: UserProfile; initialEntry: string }) {
  return (
    <ToastProvider>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Routes>
          <Route element={<ShellStandIn initialProfile={profile} />}>
            <Route path={PROFILE_PATHS.profile} element={<ProfilePage />} />
            <Route path={PROFILE_PATHS.form} element={<ProfileFormScreen destinations={DESTINATIONS} />} />
            <Route path={DESTINATIONS.afterSave} element={<ElsewhereScreen title="Inicio (fuera de este paquete)" />} />
            <Route path={DESTINATIONS.afterRejection} element={<ElsewhereScreen title="Escritorio (fuera de este paquete)" />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </ToastProvider>
  );
}
