import { ERROR_MESSAGES, isSignedIn, storeSession, type UserProfile } from '@portal/api-client';
import { signedInRoutes } from '@portal/api-client/testing';
import { DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import { createMemoryRouter, type LoaderFunction } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { claimsLoader, type DashboardData, dashboardLoader, LEVEL_REFUSED, licenceLoader } from './loaders';
import { fakeState } from './test/setup';
import { demoProfile, levelOneProfile, newProfile } from './test/signed-in-stage';

/** Signs `dni` in at Nivel 2: the municipal host answers only to a proven DNI (CONTRACT.md, R11). */
function signInAs(dni: number) {
  const account = fakeState().accountByDni(dni);
  if (account) account.level = 2;
  storeSession(fakeState().signIn(dni));
}

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
    const { licence, claims } = await loaded<{ licence: Promise<unknown>; claims: Promise<unknown> }>(dashboardLoader);
    expect(await licence).toMatchObject({ documento: String(DEMO_RESIDENT.dni), dias: 21 });
    expect(await claims).toHaveLength(9);
    expect(await (await loaded<{ claims: Promise<unknown> }>(claimsLoader)).claims).toHaveLength(9);
    expect(await (await loaded<{ licence: Promise<unknown> }>(licenceLoader)).licence).toMatchObject({ dias: 21 });
  });

  it('give null for a resident without a licence and an empty list without claims', async () => {
    signInAs(NEW_RESIDENT.dni);
    const { licence, claims } = await loaded<{ licence: Promise<unknown>; claims: Promise<unknown> }>(dashboardLoader, newProfile);
    expect(await licence).toBeNull();
    expect(await claims).toEqual([]);
  });

  it('reject with the service failure, and a new load (the retry) loads', async () => {
    fakeState().faults.municipal = { mode: 'fail' };
    const failed = (await loaded<{ claims: Promise<unknown> }>(claimsLoader)).claims;
    await expect(failed).rejects.toMatchObject({ status: 500 });

    delete fakeState().faults.municipal;
    expect(await (await loaded<{ claims: Promise<unknown> }>(claimsLoader)).claims).toHaveLength(9);
  });

  it('load only the desktop card a retry names', async () => {
    const licenceOnly = await loaded<Record<string, Promise<unknown>>>(dashboardLoader, demoProfile, '/pantalla?cargar=licencia');
    expect(Object.keys(licenceOnly)).toEqual(['licence']);
    const claimsOnly = await loaded<Record<string, Promise<unknown>>>(dashboardLoader, demoProfile, '/pantalla?cargar=reclamos');
    expect(Object.keys(claimsOnly)).toEqual(['claims']);
    expect(await claimsOnly.claims).toHaveLength(9);
  });

  it('say the desktop is shown when neither load is refused for the level, even when one failed (its card says so)', async () => {
    expect(await (await loaded<DashboardData>(dashboardLoader)).desktop).toBe(true);
    fakeState().faults.municipal = { mode: 'fail' };
    const failed = await loaded<DashboardData>(dashboardLoader);
    await expect(failed.claims).rejects.toMatchObject({ status: 500 });
    expect(await failed.desktop).toBe(true);
  });

  it("reject the municipal host's refusal of another resident's DNI (403) as an error", async () => {
    const { claims } = await loaded<{ claims: Promise<unknown> }>(claimsLoader, { ...demoProfile, dni: NEW_RESIDENT.dni });
    await expect(claims).rejects.toMatchObject({ status: 403, message: 'Solo podés consultar los datos de tu propio documento.' });
  });

  it('ask nothing at Nivel 1, and take a refusal for the level as the verification, not as an error', async () => {
    const { licence, claims, desktop } = await loaded<DashboardData>(dashboardLoader, levelOneProfile);
    expect(await licence).toBe(LEVEL_REFUSED);
    expect(await claims).toBe(LEVEL_REFUSED);
    expect(await desktop).toBe(LEVEL_REFUSED);

    const account = fakeState().accountByDni(DEMO_RESIDENT.dni);
    if (account) account.level = 1;
    storeSession(fakeState().signIn(DEMO_RESIDENT.dni));
    const { level: _level, ...unknownLevel } = demoProfile;
    expect(await (await loaded<{ licence: Promise<unknown> }>(licenceLoader, unknownLevel)).licence).toBe(LEVEL_REFUSED);
  });

  it('refresh an expired access token and load; without a session the load ends it as expired', async () => {
    fakeState().advanceClock(fakeState().accessTokenTtlSeconds * 1000);
    expect(await (await loaded<{ licence: Promise<unknown> }>(licenceLoader)).licence).toMatchObject({ dias: 21 });

    storeSession({ access: 'inventado', refresh: 'inventado' });
    const { claims } = await loaded<{ claims: Promise<unknown> }>(claimsLoader);
    await expect(claims).rejects.toMatchObject({ status: 401, message: ERROR_MESSAGES.sessionExpired });
    expect(isSignedIn()).toBe(false);
  });
});
