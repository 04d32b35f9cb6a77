import { ERROR_MESSAGES, isSignedIn, storeSession } from '@portal/api-client';
import { DEMO_RESIDENT, NEW_RESIDENT } from '@portal/fake-services';
import { beforeEach, describe, expect, it } from 'vitest';
import { useClaimsStore } from './store';
import { fakeState } from './test/setup';

const demo = String(DEMO_RESIDENT.dni);

/** The licence and claims are answered only to their owner's token: `dni` signs in on the fake. */
/** Signs `dni` in at Nivel 2: the municipal host answers only to a proven DNI (CONTRACT.md, R11). */
function signInAs(dni: number) {
  const account = fakeState().accountByDni(dni);
  if (account) account.level = 2;
  storeSession(fakeState().signIn(dni));
}

describe('useClaimsStore', () => {
  beforeEach(() => signInAs(DEMO_RESIDENT.dni));

  it('loads the licence and the claims of the given DNI', async () => {
    const { loadLicence, loadClaims } = useClaimsStore.getState();
    const pending = Promise.all([loadLicence(demo), loadClaims(demo)]);
    expect(useClaimsStore.getState().licence.status).toBe('loading');
    expect(useClaimsStore.getState().claims.status).toBe('loading');
    await pending;
    const { licence, claims, dni } = useClaimsStore.getState();
    expect(dni).toBe(demo);
    expect(licence.status === 'success' && licence.data?.documento).toBe(demo);
    expect(licence.status === 'success' && licence.data?.dias).toBe(21);
    expect(claims.status === 'success' && claims.data).toHaveLength(9);
  });

  it('holds null for a resident without a licence and an empty list without claims', async () => {
    signInAs(NEW_RESIDENT.dni);
    const { loadLicence, loadClaims } = useClaimsStore.getState();
    await Promise.all([loadLicence(NEW_RESIDENT.dni), loadClaims(NEW_RESIDENT.dni)]);
    expect(useClaimsStore.getState().licence).toEqual({ status: 'success', data: null });
    expect(useClaimsStore.getState().claims).toEqual({ status: 'success', data: [] });
  });

  it('keeps the service failure and loads again on retry', async () => {
    fakeState().faults.municipal = { mode: 'fail' };
    await useClaimsStore.getState().loadClaims(demo);
    const failed = useClaimsStore.getState().claims;
    expect(failed.status).toBe('error');
    expect(failed.status === 'error' && failed.error.status).toBe(500);

    delete fakeState().faults.municipal;
    await useClaimsStore.getState().loadClaims(demo);
    expect(useClaimsStore.getState().claims.status).toBe('success');
  });

  it('calls the service once while loaded, and starts over for another resident', async () => {
    await useClaimsStore.getState().loadClaims(demo);
    fakeState().claims.set(demo, []);
    await useClaimsStore.getState().loadClaims(demo);
    const kept = useClaimsStore.getState().claims;
    expect(kept.status === 'success' && kept.data).toHaveLength(9);

    signInAs(NEW_RESIDENT.dni);
    await useClaimsStore.getState().loadClaims(NEW_RESIDENT.dni);
    expect(useClaimsStore.getState().dni).toBe(String(NEW_RESIDENT.dni));
    expect(useClaimsStore.getState().claims).toEqual({ status: 'success', data: [] });
  });

  it("holds the municipal host's refusal of another resident's DNI (403) as an error", async () => {
    await useClaimsStore.getState().loadClaims(NEW_RESIDENT.dni);
    const { claims } = useClaimsStore.getState();
    expect(claims.status === 'error' && claims.error).toMatchObject({
      status: 403,
      message: 'Solo podés consultar los datos de tu propio documento.',
    });
  });

  it('refreshes an expired access token and loads; without a session the load ends it as expired', async () => {
    fakeState().advanceClock(fakeState().accessTokenTtlSeconds * 1000);
    await useClaimsStore.getState().loadLicence(demo);
    expect(useClaimsStore.getState().licence.status).toBe('success');

    storeSession({ access: 'inventado', refresh: 'inventado' });
    useClaimsStore.getState().reset();
    await useClaimsStore.getState().loadClaims(demo);
    const { claims } = useClaimsStore.getState();
    expect(claims.status === 'error' && claims.error).toMatchObject({ status: 401, message: ERROR_MESSAGES.sessionExpired });
    expect(isSignedIn()).toBe(false);
  });

  it('drops an answer that arrives after a reset', async () => {
    const pending = useClaimsStore.getState().loadLicence(demo);
    useClaimsStore.getState().reset();
    await pending;
    expect(useClaimsStore.getState()).toMatchObject({ dni: null, licence: { status: 'idle' } });
  });
});
