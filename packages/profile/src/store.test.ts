import { storeSession } from '@portal/api-client';
import { NEW_RESIDENT } from '@portal/fake-services';
import { describe, expect, it } from 'vitest';
import { initialValues, type ProfileFormValues } from './form-values';
import { useProfileFormStore } from './store';
import { fakeState } from './test/setup';

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

describe('useProfileFormStore', () => {
  it('loads locations and streets once, with loading and success states', async () => {
    const loading = useProfileFormStore.getState().loadLocations();
    expect(useProfileFormStore.getState().locations).toEqual({ status: 'loading' });
    await loading;
    const locations = useProfileFormStore.getState().locations;
    expect(locations.status === 'success' && locations.data).toContain('Bahía Blanca');
    await useProfileFormStore.getState().loadStreets();
    const streets = useProfileFormStore.getState().streets;
    expect(streets.status === 'success' && streets.data.length).toBeGreaterThan(200);
  });

  it('keeps a load failure as a PortalError and loads again on retry', async () => {
    fakeState().faults.auth = { mode: 'fail' };
    await useProfileFormStore.getState().loadLocations();
    expect(useProfileFormStore.getState().locations).toMatchObject({ status: 'error', error: { status: 500 } });
    fakeState().faults = {};
    await useProfileFormStore.getState().loadLocations();
    expect(useProfileFormStore.getState().locations.status).toBe('success');
  });

  it('answers busy to a second save while the first runs', async () => {
    const { profile, values, account } = signedInNewResident();
    const save = useProfileFormStore.getState().saveProfile;
    const [first, second] = await Promise.all([save(values, profile, null), save(values, profile, null)]);
    expect(first).toEqual({ kind: 'saved', location: 'found', pendingEmail: null });
    expect(second).toEqual({ kind: 'busy' });
    expect(account.profile.street).toBe('Alsina');
    expect(useProfileFormStore.getState().save).toEqual({ status: 'saved', location: 'found' });
  });

  it('does not touch the services when a rule fails', async () => {
    const { profile, values, account } = signedInNewResident();
    const outcome = await useProfileFormStore.getState().saveProfile({ ...values, phone: '' }, profile, null);
    expect(outcome).toEqual({ kind: 'invalid', failure: { field: 'phone', message: 'Ingresá un número de teléfono' } });
    expect(account.profile.viewed).toBe(false);
  });

  it('reports a failed profile save as a failure, never as a 400 to route', async () => {
    const { profile, values, state } = signedInNewResident();
    state.faults.auth = { mode: 'malformed' };
    const outcome = await useProfileFormStore.getState().saveProfile(values, profile, null);
    expect(outcome.kind).toBe('failed');
    expect(useProfileFormStore.getState().save.status).toBe('error');
  });
});
