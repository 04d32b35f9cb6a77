import { clearSession, getServiceConfig, isSignedIn, readTokens, sessionStore, storeSession } from '@portal/api-client';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { rememberHandoffError, takeHandoffError } from './handoff/pending-handoff';
import { LOCK_SECONDS, LOCK_STORAGE_KEY, signOut, useAuthStore } from './store';
import { countRequests, fakeState, lastCodeFor, server } from './test/setup';

describe('signOut', () => {
  it('sets isLoggedIn to false, both tokens to the text null, and reloads at /', () => {
    storeSession({ access: 'access-token', refresh: 'refresh-token' });
    expect(sessionStore.getState().signedIn).toBe(true);
    const reload = vi.fn();

    signOut({ reload });

    expect(window.localStorage.getItem('isLoggedIn')).toBe('false');
    expect(window.localStorage.getItem('lgac')).toBe('null');
    expect(window.localStorage.getItem('lgrf')).toBe('null');
    expect(isSignedIn()).toBe(false);
    expect(sessionStore.getState().signedIn).toBe(false);
    expect(reload).toHaveBeenCalledWith('/');
  });
});

describe('signOut ends the session at the service', () => {
  it('revokes the refresh token at logout/ without the resident waiting: the tokens go at once', async () => {
    const tokens = fakeState().signIn(DEMO_RESIDENT.dni);
    storeSession(tokens);
    const logouts = countRequests('logout/');
    // The service answers late: nothing waits for it.
    fakeState().faults.auth = { mode: 'slow', delayMs: 100 };
    const reload = vi.fn();
    signOut({ reload });
    expect(readTokens()).toEqual({ access: null, refresh: null });
    expect(reload).toHaveBeenCalledWith('/');
    await vi.waitFor(() => expect(logouts.count).toBe(1));
    delete fakeState().faults.auth;
    await vi.waitFor(() => expect(fakeState().refresh(tokens.refresh).status).toBe(400));
    logouts.stop();
  });

  it.each([
    ['offline', () => HttpResponse.error()],
    ['against a service without logout/ (404)', () => HttpResponse.json({ detail: 'No encontrado.' }, { status: 404 })],
  ])('%s: signed out here all the same, and nothing alarming said', async (_case, answer) => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    let reached = 0;
    server.use(
      http.post(`${getServiceConfig().auth}logout/`, () => {
        reached += 1;
        return answer();
      }),
    );
    storeSession({ access: 'access-token', refresh: 'refresh-token' });
    signOut({ reload: vi.fn() });
    await vi.waitFor(() => expect(reached).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isSignedIn()).toBe(false);
    expect(sessionStore.getState().endedBecause).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
  });

  it('sends nothing when there is no refresh token to revoke', () => {
    const logouts = countRequests('logout/');
    signOut({ reload: vi.fn() });
    expect(logouts.count).toBe(0);
    logouts.stop();
  });
});

describe('a session that ends elsewhere', () => {
  it('takes the flow back to an empty credentials step, the code typed forgotten', async () => {
    const flow = useAuthStore.getState();
    await flow.submitCredentials(String(DEMO_RESIDENT.dni), DEMO_RESIDENT.password);
    expect(useAuthStore.getState().step).toBe('code');
    const code = lastCodeFor(DEMO_RESIDENT.email);
    await useAuthStore.getState().submitCode(code);
    expect(isSignedIn()).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ step: 'code', code });
    // Signed in, the login screen is left (its guard sends the browser on).
    useAuthStore.getState().leave();

    // Another tab signs out: this one hears it through the storage event.
    window.localStorage.setItem('isLoggedIn', 'false');
    window.dispatchEvent(new StorageEvent('storage', { key: 'isLoggedIn', newValue: 'false', storageArea: window.localStorage }));

    expect(sessionStore.getState().signedIn).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ step: 'credentials', code: '', username: '', request: { status: 'idle' } });
  });

  it('keeps a sign-in under way when the login screen is left before it ends (a link and back)', async () => {
    await useAuthStore.getState().submitCredentials(String(DEMO_RESIDENT.dni), DEMO_RESIDENT.password);
    useAuthStore.getState().leave();
    expect(useAuthStore.getState()).toMatchObject({ step: 'code', username: String(DEMO_RESIDENT.dni) });
  });

  it("leaves a failed hand-off's message for the page after its reload", () => {
    storeSession({ access: 'access-token', refresh: 'refresh-token' });
    rememberHandoffError('El servicio no respondió.');
    clearSession();
    expect(sessionStore.getState().signedIn).toBe(false);
    expect(takeHandoffError()).toBe('El servicio no respondió.');
  });
});

describe('the stored lock', () => {
  it('is read back on a fresh start while in force, and dropped once past', () => {
    window.localStorage.setItem(LOCK_STORAGE_KEY, String(Date.now() + 120_000));
    useAuthStore.getState().reset();
    expect(useAuthStore.getState().lockedUntil).toBeGreaterThan(Date.now());

    window.localStorage.setItem(LOCK_STORAGE_KEY, String(Date.now() - 1));
    useAuthStore.getState().reset();
    expect(useAuthStore.getState().lockedUntil).toBeNull();
    expect(window.localStorage.getItem(LOCK_STORAGE_KEY)).toBeNull();
  });

  it('ignores a value that is not a time', () => {
    window.localStorage.setItem(LOCK_STORAGE_KEY, 'mañana');
    useAuthStore.getState().reset();
    expect(useAuthStore.getState().lockedUntil).toBeNull();
  });

  it('refuses to send credentials while locked', async () => {
    useAuthStore.setState({ lockedUntil: Date.now() + 60_000 });
    await useAuthStore.getState().submitCredentials('vecina@example.com', 'Vecina2024');
    expect(useAuthStore.getState().step).toBe('credentials');
    expect(useAuthStore.getState().request.status).toBe('idle');
  });
});

describe('the lock from the services', () => {
  it('starts on the 403 of the code step and returns to the credentials', async () => {
    const before = Date.now();
    await useAuthStore.getState().submitCredentials(DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const code = lastCodeFor(DEMO_RESIDENT.email);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');

    // The fake locks the account on the fifth wrong code in a row.
    for (let attempt = 0; attempt < 5; attempt += 1) await useAuthStore.getState().submitCode(wrong);

    const state = useAuthStore.getState();
    expect(state.request.status === 'error' && state.request.error.status).toBe(403);
    expect(state.step).toBe('credentials');
    expect(state.lockDialogOpen).toBe(true);
    expect(state.lockedUntil).toBeGreaterThanOrEqual(before + LOCK_SECONDS * 1000);
    expect(window.localStorage.getItem(LOCK_STORAGE_KEY)).toBe(String(state.lockedUntil));
    expect(isSignedIn()).toBe(false);
  });

  it("uses the server's retry_after when it sends one", async () => {
    server.use(
      http.post(`${getServiceConfig().auth}login/`, () =>
        HttpResponse.json({ detail: 'Cuenta bloqueada.', retry_after: 42 }, { status: 403 }),
      ),
    );
    const before = Date.now();
    await useAuthStore.getState().submitCredentials(DEMO_RESIDENT.email, 'lo-que-sea');

    const { lockedUntil } = useAuthStore.getState();
    expect(lockedUntil).toBeGreaterThanOrEqual(before + 42_000);
    expect(lockedUntil).toBeLessThan(before + 60_000);
  });
});
