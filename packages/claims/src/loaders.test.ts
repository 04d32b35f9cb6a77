import {
  ERROR_MESSAGES,
  isSignedIn,
  type Reading,
  type Settled,
  signedInContext,
  storeSession,
  type UserProfile,
} from '@portal/api-client';
import { signedInRoutes } from '@portal/api-client/testing';
import { DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import { createMemoryRouter, type LoaderFunction } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claimsLoader, type DashboardData, dashboardLoader, ENTRY_WAIT_MS, type Entering, LEVEL_REFUSED, licenceLoader } from './loaders';
import { fakeState } from './test/setup';
import { demoProfile, levelOneProfile, newProfile } from './test/signed-in-stage';

/** Signs `dni` in at `level` (Nivel 2 by default: the municipal host answers only to a proven DNI, CONTRACT.md R11). */
function signInAs(dni: number, level: 1 | 2 = 2) {
  const account = fakeState().accountByDni(dni);
  if (account) account.level = level;
  storeSession(fakeState().signIn(dni));
}

/** What a loader's reading came to. */
async function settled(reading: Reading<unknown> | undefined): Promise<Settled<unknown>> {
  if (!reading) throw new Error('the loader gave no such reading');
  return reading;
}

/** A reading's answer; it fails the test when the load failed. */
async function answer(reading: Reading<unknown> | undefined): Promise<unknown> {
  const outcome = await settled(reading);
  if ('failure' in outcome) throw new Error(`the load failed: ${outcome.failure.message}`);
  return outcome.data;
}

/** A reading's failure; it fails the test when the load answered. */
async function failure(reading: Reading<unknown> | undefined) {
  const outcome = await settled(reading);
  if (!('failure' in outcome)) throw new Error('the load answered');
  return outcome.failure;
}

type Readings = Record<string, Reading<unknown>>;

/** The screen of the route under test: only its data is looked at. */
const Nothing = () => null;

/** What `loader` gives at `path` below the signed-in layout holding `profile`, as the router runs it. */
async function loaded<T>(loader: LoaderFunction, profile: UserProfile = demoProfile, path = '/pantalla'): Promise<T> {
  const router = createMemoryRouter(signedInRoutes([{ id: 'pantalla', path: '/pantalla', loader, Component: Nothing }], { profile }), {
    initialEntries: [path],
  });
  await new Promise<void>((done) => {
    if (router.state.initialized) done();
    else router.subscribe((state) => state.initialized && done());
  });
  const data = router.state.loaderData.pantalla as T;
  router.dispose();
  return data;
}

describe('the loaders of the licence and the claims', () => {
  beforeEach(() => signInAs(DEMO_RESIDENT.dni));

  it('load the licence and the claims of the signed-in resident', async () => {
    const { licence, claims } = await loaded<Readings>(dashboardLoader);
    expect(await answer(licence)).toMatchObject({ documento: String(DEMO_RESIDENT.dni), dias: 21 });
    expect(await answer(claims)).toHaveLength(9);
    expect(await answer((await loaded<Readings>(claimsLoader)).claims)).toHaveLength(9);
    expect(await answer((await loaded<Readings>(licenceLoader)).licence)).toMatchObject({ dias: 21 });
  });

  it('give null for a resident without a licence and an empty list without claims', async () => {
    signInAs(NEW_RESIDENT.dni);
    const { licence, claims } = await loaded<Readings>(dashboardLoader, newProfile);
    expect(await answer(licence)).toBeNull();
    expect(await answer(claims)).toEqual([]);
  });

  it('give the service failure as data, and a new load (the retry) loads', async () => {
    fakeState().faults.municipal = { mode: 'fail' };
    expect(await failure((await loaded<Readings>(claimsLoader)).claims)).toMatchObject({ status: 500 });

    delete fakeState().faults.municipal;
    expect(await answer((await loaded<Readings>(claimsLoader)).claims)).toHaveLength(9);
  });

  it('load only the desktop card a retry names', async () => {
    const licenceOnly = await loaded<Readings>(dashboardLoader, demoProfile, '/pantalla?cargar=licencia');
    expect(Object.keys(licenceOnly)).toEqual(['licence']);
    const claimsOnly = await loaded<Readings>(dashboardLoader, demoProfile, '/pantalla?cargar=reclamos');
    expect(Object.keys(claimsOnly)).toEqual(['claims']);
    expect(await answer(claimsOnly.claims)).toHaveLength(9);
  });

  it('say the desktop is shown when neither load is refused for the level, even when one failed (its card says so)', async () => {
    expect(await answer((await loaded<DashboardData>(dashboardLoader)).desktop)).toBe(true);
    fakeState().faults.municipal = { mode: 'fail' };
    const failed = await loaded<DashboardData>(dashboardLoader);
    expect(await failure(failed.claims)).toMatchObject({ status: 500 });
    expect(await answer(failed.desktop)).toBe(true);
  });

  it("give the municipal host's refusal of another resident's DNI (403) as a failure", async () => {
    // The account's DNI corrected since the sign-in (the support team's fix): the token still says the old one.
    const account = fakeState().accountByDni(DEMO_RESIDENT.dni);
    if (account) account.dni = 20111222;
    const { claims } = await loaded<Readings>(claimsLoader);
    expect(await failure(claims)).toMatchObject({ status: 403, message: 'Solo podés consultar los datos de tu propio documento.' });
  });

  it('ask nothing at Nivel 1, and take a refusal for the level as the verification, not as an error', async () => {
    signInAs(DEMO_RESIDENT.dni, 1);
    const { licence, claims, desktop } = await loaded<DashboardData>(dashboardLoader, levelOneProfile);
    expect(await answer(licence)).toBe(LEVEL_REFUSED);
    expect(await answer(claims)).toBe(LEVEL_REFUSED);
    expect(await answer(desktop)).toBe(LEVEL_REFUSED);

    const { level: _level, ...unknownLevel } = demoProfile;
    expect(await answer((await loaded<Readings>(licenceLoader, unknownLevel)).licence)).toBe(LEVEL_REFUSED);
  });

  it('refresh an expired access token and load; without a session the load ends it as expired', async () => {
    fakeState().advanceClock(fakeState().accessTokenTtlSeconds * 1000);
    expect(await answer((await loaded<Readings>(licenceLoader)).licence)).toMatchObject({ dias: 21 });

    storeSession({ access: 'inventado', refresh: 'inventado' });
    const { claims } = await loaded<Readings>(claimsLoader);
    expect(await failure(claims)).toMatchObject({ status: 401, message: ERROR_MESSAGES.sessionExpired });
    expect(isSignedIn()).toBe(false);
  });
});

describe('entering the signed-in area', () => {
  beforeEach(() => signInAs(DEMO_RESIDENT.dni));

  /** Whether `promise` has settled, once what is already due has run. */
  async function isSettled(promise: Promise<unknown>): Promise<boolean> {
    let settled = false;
    void promise.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    return settled;
  }

  it('gives each screen its data’s arrival to wait for: the data itself, when it comes soon', async () => {
    for (const loader of [dashboardLoader, claimsLoader, licenceLoader]) {
      const { arrival, ...readings } = await loaded<Entering & Readings>(loader);
      if (!arrival) throw new Error('entering, the loader gave no arrival');
      await arrival;
      // Every reading has arrived by then: the screen shows whole, without its loading states.
      for (const reading of Object.values(readings)) await answer(reading);
    }
  });

  it('waits for slow data at most ENTRY_WAIT_MS after the profile, then lets the screen show its loading states', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fakeState().faults.municipal = { mode: 'slow', delayMs: 60_000 };
      const { arrival, claims } = await loaded<Entering & DashboardData>(dashboardLoader);
      if (!arrival || !claims) throw new Error('entering, the loader gave no arrival');
      await vi.advanceTimersByTimeAsync(ENTRY_WAIT_MS - 1);
      expect(await isSettled(arrival)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await isSettled(arrival)).toBe(true);
      expect(await isSettled(claims as Promise<unknown>)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives nothing to wait for to a click inside the area or a card’s retry: their data comes whole or on its own', async () => {
    const router = createMemoryRouter(
      signedInRoutes([
        { id: 'pantalla', path: '/pantalla', loader: dashboardLoader, Component: Nothing },
        { id: 'otra', path: '/otra', loader: claimsLoader, Component: Nothing },
      ]),
      // The router keeps its reads across navigations, as the portal's does (main.tsx).
      { initialEntries: ['/pantalla'], getContext: signedInContext() },
    );
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    // The profile in hand, as once the desktop has shown.
    await (router.state.loaderData['signed-in'] as { profile: Reading<UserProfile> }).profile;
    await router.navigate('/otra');
    expect((router.state.loaderData.otra as Entering).arrival).toBeUndefined();
    router.dispose();
    expect((await loaded<Entering>(dashboardLoader, demoProfile, '/pantalla?cargar=licencia')).arrival).toBeUndefined();
  });
});
