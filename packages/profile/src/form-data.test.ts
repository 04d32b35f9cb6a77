import { storeSession } from '@portal/api-client';
import { NEW_RESIDENT } from '@portal/fake-services';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initialValues, type ProfileFormValues } from './form-values';
import type { ProfileFormData } from './loaders';
import { PROFILE_PATHS } from './paths';
import type { SaveOutcome } from './profile-form/profile-form-action';
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

/** Submits `values` to the form's action as the form does (a fetcher), resolving with its answer. */
async function saveThrough(router: DataRouter, values: ProfileFormValues): Promise<SaveOutcome> {
  const match = router.state.matches.at(-1);
  if (!match) throw new Error('nothing matched');
  const answer = new Promise<SaveOutcome>((done) => {
    router.subscribe((state) => {
      const fetcher = state.fetchers.get('guardar');
      if (fetcher?.state === 'idle' && fetcher.data !== undefined) done(fetcher.data as SaveOutcome);
    });
  });
  await router.fetch('guardar', match.route.id, PROFILE_PATHS.form, {
    formMethod: 'post',
    formEncType: 'application/json',
    body: { values, coordinates: null } as unknown as Record<string, never>,
  });
  return answer;
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

  it('saves: geocoded, both services patched, the outcome as the fetcher’s data', async () => {
    const router = await formRouter();
    const { values, account } = signedInNewResident();
    const outcome = await saveThrough(router, values);
    expect(outcome).toEqual({ kind: 'saved', location: 'found', pendingEmail: null });
    expect(account.profile.street).toBe('Alsina');
  });

  it('reports a failed profile save as a failure, never as a 400 to route', async () => {
    const router = await formRouter();
    const { values, state } = signedInNewResident();
    state.faults.auth = { mode: 'malformed' };
    const outcome = await saveThrough(router, values);
    expect(outcome.kind).toBe('failed');
  });
});
