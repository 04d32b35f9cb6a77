import { storeSession, type UserProfile } from '@portal/api-client';
import { signedInRoutes } from '@portal/api-client/testing';
import { createFakeState, DEMO_RESIDENT, type FakeState, NEW_RESIDENT } from '@portal/fake-services';
import { createTestRouter, renderRouter, TestRouter } from '@portal/vitest-config/router';
import { useMemo } from 'react';
import { createClaimsRoutes } from '../routes';
import { localIsoDate } from '../shared/dates';

/** Stands in for auth-flow's providers, which the shell hands in (a feature package never imports another). */
const VERIFY_IDENTITY_STAND_IN = (
  <ul aria-label="Verificá tu identidad con">
    <li>
      <a href="/afiplogin/">Verificar con AFIP</a>
    </li>
  </ul>
);

const claimsRoutes = createClaimsRoutes({ verifyIdentity: VERIFY_IDENTITY_STAND_IN });

/** A seeded resident's profile as userprofile/ answers it. */
function residentProfile(dni: number): UserProfile {
  const state = createFakeState();
  const account = state.accounts.find((candidate) => candidate.dni === dni);
  if (!account) throw new Error(`No seeded resident with DNI ${dni}`);
  return state.userProfile(account);
}

export const demoProfile = residentProfile(DEMO_RESIDENT.dni);
/**
 * The second seeded resident, proven (Nivel 2) for the screens' empty states: no licence, no
 * claims. The seed holds the account at Nivel 1; `proven` below raises it on the fake.
 */
export const newProfile: UserProfile = { ...residentProfile(NEW_RESIDENT.dni), level: 2 };
/** A resident whose DNI was only typed at registration (Nivel 1): offered the verification. */
export const levelOneProfile: UserProfile = { ...residentProfile(NEW_RESIDENT.dni), level: 1 };

export interface SignedInStageProps {
  /** Where the memory router starts, e.g. '/reclamos?estado=Resuelto'. */
  path: string;
  profile?: UserProfile;
}

/** This package's routes under the signed-in harness, for stories. */
export function SignedInStage({ path, profile = demoProfile }: SignedInStageProps) {
  const router = useMemo(() => createTestRouter(signedInRoutes(claimsRoutes, { profile }), { initialEntries: [path] }), [path, profile]);
  return <TestRouter key={path} router={router} />;
}

/** Tests: this package's routes under the signed-in harness, starting at `path` (sign in first: `test/render.tsx`). */
export function renderStage(path: string, profile: UserProfile = demoProfile) {
  return renderRouter(signedInRoutes(claimsRoutes, { profile }), { path }).router;
}

/** The longest delay a fault may have: a load that never ends while a story is looked at. */
const FOREVER_MS = 2_147_483_647;

type Preparation = (state: FakeState) => void;

/** The account of `dni` at `level` on the fake, before its tokens are issued (they carry the level). */
export function holdAtLevel(state: FakeState, dni: number, level: 1 | 2): void {
  const account = state.accountByDni(dni);
  if (!account) throw new Error(`No seeded resident with DNI ${dni}`);
  account.level = level;
}

/**
 * Signs `dni` in on the fake, then applies `steps`: the municipal host answers a licence and
 * claims only to their owner's token (docs/product.md#desktop), as it does the portal.
 */
function asResident(dni: number, ...steps: Preparation[]): Preparation {
  return (state) => {
    storeSession(state.signIn(dni));
    for (const step of steps) step(state);
  };
}

/** Fake-services preparations the stories share; each signs a resident in (the demo one unless named). */
export const prepare = {
  demo: asResident(DEMO_RESIDENT.dni),
  newResident: asResident(NEW_RESIDENT.dni),
  /** The second resident proven with a provider (Nivel 2): the empty states. */
  newResidentProven: (state: FakeState) => {
    holdAtLevel(state, NEW_RESIDENT.dni, 2);
    asResident(NEW_RESIDENT.dni)(state);
  },
  slow: asResident(DEMO_RESIDENT.dni, (state) => {
    state.faults.municipal = { mode: 'slow', delayMs: FOREVER_MS };
  }),
  failing: asResident(DEMO_RESIDENT.dni, (state) => {
    state.faults.municipal = { mode: 'fail' };
  }),
  /** The demo resident's licence expiring `days` from today (negative: already expired). */
  licenceExpiringIn: (days: number) =>
    asResident(DEMO_RESIDENT.dni, (state) => {
      const key = String(DEMO_RESIDENT.dni);
      const licence = state.licences.get(key);
      if (!licence) throw new Error('The demo resident has no licence in the seed');
      const expiry = new Date(Date.now() + days * 86_400_000);
      state.licences.set(key, { ...licence, fecha_vencimiento: localIsoDate(expiry) });
    }),
};

export { desktop, expectTexts, phone } from '@portal/vitest-config/story-play';
