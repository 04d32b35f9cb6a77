import { getServiceConfig, isSignedIn, sessionStore } from '@portal/api-client';
import { DEMO_RESIDENT } from '@portal/fake-services';
import { HttpResponse, http } from 'msw';
import type { ActionFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCK_SECONDS, LOCK_STORAGE_KEY, useAuthStore } from '../store';
import { countRequests, lastCodeFor, server } from '../test/setup';
import { signInAction } from './login-actions';

/** What the login screen's fetcher submits, as the router hands it to the action. */
function submit(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const request = new Request('http://portal/login/', { method: 'POST', body });
  return signInAction({ request, params: {}, context: undefined } as unknown as ActionFunctionArgs);
}

const credentials = (username: string, password: string) => submit({ intent: 'credentials', username, password });
const code = (value: string) => submit({ intent: 'code', code: value });

/** A code surely different from the e-mailed one. */
const wrong = (value: string) => String((Number(value) + 1) % 10_000).padStart(4, '0');

describe('the sign-in action', () => {
  it("sends the credentials, keeps the sign-in's ticket in memory and moves to the code; the code signs in", async () => {
    expect(await credentials(DEMO_RESIDENT.email, DEMO_RESIDENT.password)).toEqual({ intent: 'credentials' });
    expect(useAuthStore.getState()).toMatchObject({ step: 'code', username: DEMO_RESIDENT.email, ticket: expect.any(String) });
    // Nothing of the sign-in under way is written to storage.
    expect(JSON.stringify({ ...localStorage })).not.toContain(useAuthStore.getState().ticket);

    expect(await code(lastCodeFor(DEMO_RESIDENT.email))).toEqual({ intent: 'code' });
    expect(isSignedIn()).toBe(true);
  });

  it('answers a wrong password as data, leaving the step as it was', async () => {
    const result = await credentials(DEMO_RESIDENT.email, 'equivocada');
    expect(result).toMatchObject({ intent: 'credentials', error: { status: 400, isPinError: false, message: expect.any(String) } });
    // Plain data, as every route action's refusal (api-client's refusalData): no error object, no cause.
    expect(result?.error).not.toBeInstanceOf(Error);
    expect(useAuthStore.getState().step).toBe('credentials');
  });

  it('records a PIN error for its two seconds and clears the boxes', async () => {
    await credentials(DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    useAuthStore.getState().setCode('9999');
    const result = await code(wrong(lastCodeFor(DEMO_RESIDENT.email)));
    expect(result).toMatchObject({ intent: 'code', error: { isPinError: true } });
    expect(useAuthStore.getState()).toMatchObject({ step: 'code', code: '', pinError: expect.any(String) });
  });

  it('sends nothing while locked, nor a code without a sign-in under way', async () => {
    const logins = countRequests('login/');
    const codes = countRequests('doublefactor/');
    expect(await code('1234')).toBeNull();
    useAuthStore.setState({ lockedUntil: Date.now() + 60_000 });
    expect(await credentials(DEMO_RESIDENT.email, DEMO_RESIDENT.password)).toBeNull();
    expect([logins.count, codes.count]).toEqual([0, 0]);
    expect(useAuthStore.getState().step).toBe('credentials');
    logins.stop();
    codes.stop();
  });
});

describe('the lock from the services', () => {
  it('starts on the 403 of the code step and returns to the credentials', async () => {
    const before = Date.now();
    await credentials(DEMO_RESIDENT.email, DEMO_RESIDENT.password);
    const mailed = lastCodeFor(DEMO_RESIDENT.email);

    // The fake locks the account on the fifth wrong code in a row.
    let result = null;
    for (let attempt = 0; attempt < 5; attempt += 1) result = await code(wrong(mailed));

    expect(result).toMatchObject({ intent: 'code', error: { status: 403 } });
    const state = useAuthStore.getState();
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
    await credentials(DEMO_RESIDENT.email, 'lo-que-sea');

    const { lockedUntil } = useAuthStore.getState();
    expect(lockedUntil).toBeGreaterThanOrEqual(before + 42_000);
    expect(lockedUntil).toBeLessThan(before + 60_000);
  });
});

describe('a session that ends elsewhere', () => {
  it('takes the flow back to an empty credentials step, the code typed forgotten', async () => {
    await credentials(String(DEMO_RESIDENT.dni), DEMO_RESIDENT.password);
    const mailed = lastCodeFor(DEMO_RESIDENT.email);
    useAuthStore.getState().setCode(mailed);
    await code(mailed);
    expect(isSignedIn()).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ step: 'code', code: mailed });
    // Signed in, the login screen is left (its guard sends the browser on).
    useAuthStore.getState().leave();

    // Another tab signs out: this one hears it through the storage event.
    window.localStorage.setItem('isLoggedIn', 'false');
    window.dispatchEvent(new StorageEvent('storage', { key: 'isLoggedIn', newValue: 'false', storageArea: window.localStorage }));

    expect(sessionStore.getState().signedIn).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ step: 'credentials', code: '', username: '', ticket: undefined });
  });

  it('keeps a sign-in under way when the login screen is left before it ends (a link and back)', async () => {
    await credentials(String(DEMO_RESIDENT.dni), DEMO_RESIDENT.password);
    useAuthStore.getState().leave();
    expect(useAuthStore.getState()).toMatchObject({ step: 'code', username: String(DEMO_RESIDENT.dni) });
  });
});
