import type { UserProfile } from '@portal/api-client';
import { signedInRoutes } from '@portal/api-client/testing';
import { createFakeState, DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import { ToastProvider } from '@portal/ui-kit';
import { createTestRouter, TestRouter } from '@portal/vitest-config/router';
import { useMemo } from 'react';
import { createProfileRoutes } from '../routes';

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

/** Stands in for auth-flow's providers, which the shell hands in (a feature package never imports another). */
const VERIFY_IDENTITY_STAND_IN = (
  <ul aria-label="Verificá tu identidad con">
    <li>
      <a href="/afiplogin/">Verificar con AFIP</a>
    </li>
  </ul>
);

/** Where the form leads in the portal: the shell hands these pages of other packages in. */
export const DESTINATIONS = { afterSave: '/', afterRejection: '/dashboard', afterSignOut: '/' };

/**
 * The package's routes as the shell composes them, under the signed-in harness holding `profile`,
 * beside stand-ins for the pages the form leads to.
 */
export function profileStage(profile: UserProfile) {
  return signedInRoutes(createProfileRoutes({ destinations: DESTINATIONS, verifyIdentity: VERIFY_IDENTITY_STAND_IN }), {
    profile,
    elsewhere: {
      [DESTINATIONS.afterSave]: 'Inicio (fuera de este paquete)',
      [DESTINATIONS.afterRejection]: 'Escritorio (fuera de este paquete)',
    },
  });
}

/** Stories: the package's screens under the signed-in harness, in the router harness, with toasts. */
export function SignedInFrame({ profile, initialEntry }: { profile: UserProfile; initialEntry: string }) {
  const router = useMemo(() => createTestRouter(profileStage(profile), { initialEntries: [initialEntry] }), [profile, initialEntry]);
  return (
    <ToastProvider>
      <TestRouter router={router} />
    </ToastProvider>
  );
}
