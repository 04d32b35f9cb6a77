import { residentProfileStore, type UserProfile } from '@portal/api-client';
import { createFakeState, DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import { useMemo } from 'react';
import { MemoryRouter, Outlet, type RouteObject, useRoutes } from 'react-router';
import { claimsRoutes } from '../routes';
import { localIsoDate } from '../shared/dates';
import { useClaimsStore } from '../store';
import { expect, within } from 'storybook/test';

/** A seeded resident's profile as userprofile/ answers it. */
export function residentProfile(dni: number): UserProfile {
  const state = createFakeState();
  const account = state.accounts.find((candidate) => candidate.dni === dni);
  if (!account) throw new Error(`No seeded resident with DNI ${dni}`);
  return state.userProfile(account);
}

export const demoProfile = residentProfile(DEMO_RESIDENT.dni);
export const newProfile = residentProfile(NEW_RESIDENT.dni);

/** Stands in for the signed-in shell: holds the profile as loaded for the screens. */
function ShellOutlet({ profile }: { profile: UserProfile }) {
  useMemo(() => residentProfileStore.setState({ load: { status: 'success', data: profile } }), [profile]);
  return <Outlet />;
}

export interface SignedInStageProps {
  /** Where the memory router starts, e.g. '/reclamos?estado=Resuelto'. */
  path: string;
  profile?: UserProfile;
}

/** This package's routes inside the stand-in shell. */
export function stageRoutes(profile: UserProfile): RouteObject[] {
  return [{ element: <ShellOutlet profile={profile} />, children: claimsRoutes }];
}

function StageRoutes({ profile }: { profile: UserProfile }) {
  return useRoutes(useMemo(() => stageRoutes(profile), [profile]));
}

/** This package's routes inside a stand-in shell, for stories. */
export function SignedInStage({ path, profile = demoProfile }: SignedInStageProps) {
  return (
    <MemoryRouter key={path} initialEntries={[path]}>
      <StageRoutes profile={profile} />
    </MemoryRouter>
  );
}

/** Story loader: every story starts with an empty store, as a fresh page does. */
export function resetClaimsStore(): Record<string, never> {
  useClaimsStore.getState().reset();
  return {};
}

/** The longest delay a fault may have: a load that never ends while a story is looked at. */
export const FOREVER_MS = 2_147_483_647;

/** Fake-services preparations the stories share. */
export const prepare = {
  slow: (state: FakeState) => {
    state.faults.municipal = { mode: 'slow', delayMs: FOREVER_MS };
  },
  failing: (state: FakeState) => {
    state.faults.municipal = { mode: 'fail' };
  },
  /** The demo resident's licence expiring `days` from today (negative: already expired). */
  licenceExpiringIn: (days: number) => (state: FakeState) => {
    const key = String(DEMO_RESIDENT.dni);
    const licence = state.licences.get(key);
    if (!licence) throw new Error('The demo resident has no licence in the seed');
    const expiry = new Date(Date.now() + days * 86_400_000);
    state.licences.set(key, { ...licence, fecha_vencimiento: localIsoDate(expiry) });
  },
};

export const phone = { viewport: { value: 'phone' } };
export const desktop = { viewport: { value: 'desktop' } };

/**
 * A story's play: waits until every text is on the page (dialogs included, they render outside
 * the canvas), so the story is checked in the state it is named after, not while its screen loads.
 */
export function expectTexts(...texts: Array<string | RegExp>) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    for (const text of texts) {
      await expect((await page.findAllByText(text, {}, { timeout: 5_000 }))[0]).toBeVisible();
    }
  };
}
