import { storeSession } from '@portal/api-client';
import { NEW_RESIDENT } from '@portal/fake-services';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Coordinates, initialValues, type ProfileFormValues } from './form-values';
import { type Located, locateQuery, type ProfileFormData } from './loaders';
import { PROFILE_PATHS } from './paths';
import type { Location, SaveOutcome } from './profile-form/profile-form-action';
import { fakeState } from './test/setup';
import { profileStage } from './test/signed-in-frame';

// The profile form's data and save as the router runs them: its route's loader (the towns and
// the streets) and its action (ACTUALIZAR's save), below the signed-in layout's route.

function signedInNewResident() {
  const state = fakeState();
  storeSession(state.signIn(NEW_RESIDENT.dni));
  const account = state.accountByDni(NEW_RESIDENT.dni);
  if (!account) throw new Error('seed changed');
  const profile = state.userProfile(account);
  const values: ProfileFormValues = {
    ...initialValues(profile),
    gender: 'F',
    birth_date: '1991-07-09',
    town: 'Bahía Blanca',
    postal_code: '8000',
    street: 'Alsina',
    street_locality: 'BB',
    height: '65',
    phone_prefix: '291',
    phone: '4000000',
  };
  return { state, account, profile, values };
}

/** The form's route in a memory router, once its first load is done. */
async function formRouter(path: string = PROFILE_PATHS.form): Promise<DataRouter> {
  const { profile } = signedInNewResident();
  const router = createMemoryRouter(profileStage(profile), { initialEntries: [path] });
  await new Promise<void>((done) => {
    if (router.state.initialized) done();
    else router.subscribe((state) => state.initialized && done());
  });
  return router;
}

function formData(router: DataRouter): ProfileFormData {
  const match = router.state.matches.at(-1);
  if (!match) throw new Error('nothing matched');
  return router.state.loaderData[match.route.id] as ProfileFormData;
}

/** Submits to the form's route as the form's fetcher does, resolving with the fetcher's answer. */
async function submitThrough<T>(router: DataRouter, submission: Parameters<DataRouter['fetch']>[3]): Promise<T> {
  const match = router.state.matches.at(-1);
  if (!match) throw new Error('nothing matched');
  const key = `guardar-${Math.random()}`;
  const answer = new Promise<T>((done) => {
    router.subscribe((state) => {
      const fetcher = state.fetchers.get(key);
      if (fetcher?.state === 'idle' && fetcher.data !== undefined) done(fetcher.data as T);
    });
  });
  await router.fetch(key, match.route.id, PROFILE_PATHS.form, submission);
  return answer;
}

/** The save's first step: the address, to the route's loader (a GET). */
function locateThrough(router: DataRouter, values: ProfileFormValues): Promise<Located> {
  return submitThrough(router, { formMethod: 'get', body: locateQuery(values) as unknown as FormData });
}

/** The save: `values` with the coordinates, to the route's action (JSON). */
function saveThrough(
  router: DataRouter,
  values: ProfileFormValues,
  coordinates: Coordinates | null = null,
  location: Location = 'not-found',
): Promise<SaveOutcome> {
  return submitThrough(router, {
    formMethod: 'post',
    formEncType: 'application/json',
    body: { values, coordinates, location } as unknown as Record<string, never>,
  });
}

describe('the profile form’s route', () => {
  it('loads the towns and the streets when it matches, each on its own', async () => {
    const { locations, streets } = formData(await formRouter());
    expect(await locations).toMatchObject({ data: expect.arrayContaining(['Bahía Blanca']) });
    const answered = await streets;
    expect(answered && 'data' in answered ? answered.data.length : 0).toBeGreaterThan(200);
  });

  it('keeps a list’s failure as a PortalError (data, not thrown), and a retry of that list alone loads it', async () => {
    fakeState().faults.auth = { mode: 'fail' };
    const { locations } = formData(await formRouter());
    expect(await locations).toMatchObject({ failure: { status: 500 } });
    fakeState().faults = {};
    const retried = formData(await formRouter(`${PROFILE_PATHS.form}?cargar=localidades`));
    expect(Object.keys(retried)).toEqual(['locations']);
    expect(await retried.locations).toMatchObject({ data: expect.arrayContaining(['Bahía Blanca']) });
  });

  it('finds an address on the map through its loader, saving nothing and loading nothing else', async () => {
    const router = await formRouter();
    const { values, account } = signedInNewResident();
    const lists = formData(router);
    const located = await locateThrough(router, values);
    expect(located).toEqual({ kind: 'located', coordinates: { lat: expect.any(Number), lon: expect.any(Number) } });
    expect(account.profile.viewed).toBe(false);
    // The route's own data is the lists it loaded, untouched by its fetcher's step.
    expect(formData(router)).toBe(lists);
  });

  it('answers an address the map cannot find, or a map that fails, with no coordinates (data, not thrown)', async () => {
    const router = await formRouter();
    const { values, state } = signedInNewResident();
    state.faults.geocoder = { mode: 'fail' };
    expect(await locateThrough(router, values)).toEqual({ kind: 'located', coordinates: null });
  });

  it('saves: both services patched with the coordinates it is given, the outcome as the fetcher’s data', async () => {
    const router = await formRouter();
    const { values, account } = signedInNewResident();
    const outcome = await saveThrough(router, values, { lat: -38.7, lon: -62.3 }, 'found');
    expect(outcome).toEqual({ kind: 'saved', location: 'found', pendingEmail: null });
    expect(account.profile).toMatchObject({ street: 'Alsina', lat: -38.7, long: -62.3, viewed: true });
  });

  it('reports a failed profile save as a failure, never as a 400 to route', async () => {
    const router = await formRouter();
    const { values, state } = signedInNewResident();
    state.faults.auth = { mode: 'malformed' };
    const outcome = await saveThrough(router, values);
    expect(outcome.kind).toBe('failed');
  });
});
