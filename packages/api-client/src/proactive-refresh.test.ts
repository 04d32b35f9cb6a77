import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordActivity } from './inactivity';
import { keepAccessTokenFresh } from './proactive-refresh';
import { clearSession, readTokens, storeSession } from './storage';
import { AUTH, server, setupTestServer } from './test/server';

setupTestServer();

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** The service's access tokens live five minutes. */
const LIFETIME = 5 * MINUTE;
const START = Date.UTC(2026, 2, 10, 12, 0, 0);

/** A JWT as the auth service signs it: `iat` and `exp` in seconds on the service's clock. */
function jwt(issuedAt: number, lifetime = LIFETIME): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const claims = { token_type: 'access', iat: Math.floor(issuedAt / 1000), exp: Math.floor((issuedAt + lifetime) / 1000) };
  return `${part({ alg: 'HS256' })}.${part(claims)}.firma`;
}

/**
 * The auth service's refresh: rotates the refresh token and signs a new access token at its own
 * clock (`clockBehind` ms behind the browser's), answering `status` when given. Counts its calls.
 */
function refreshService(options: { clockBehind?: number; status?: number } = {}) {
  const calls: number[] = [];
  server.use(
    http.post(`${AUTH}refreshtoken/`, () => {
      calls.push(Date.now());
      // A refresh loop ends here (the session with it) instead of running the test out of time.
      if (calls.length > 20) return HttpResponse.json({ detail: 'Demasiados intentos.' }, { status: 400 });
      if (options.status) return HttpResponse.json({ detail: 'No disponible.' }, { status: options.status });
      const n = calls.length;
      return HttpResponse.json({ access: jwt(Date.now() - (options.clockBehind ?? 0)), refresh: `refresh-${n}` });
    }),
  );
  return calls;
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let stop = () => {};

/** A resident signed in at START, who has just done something; the proactive refresh watching. */
function signedInAndWatched(access = jwt(START)) {
  storeSession({ access, refresh: 'refresh-0' });
  recordActivity();
  stop = keepAccessTokenFresh();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START });
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'onLine');
  vi.restoreAllMocks();
});

describe('the proactive refresh', () => {
  it('begins a minute before the access token expires while the tab is in use, and again on the new token', async () => {
    const calls = refreshService();
    signedInAndWatched();

    await advance(4 * MINUTE - 1);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls).toEqual([START + 4 * MINUTE]);
    expect(readTokens()).toEqual({ access: jwt(START + 4 * MINUTE), refresh: 'refresh-1' });

    // The new token is due four minutes on; the resident kept working.
    await advance(3 * MINUTE);
    recordActivity();
    await advance(MINUTE);
    expect(calls).toEqual([START + 4 * MINUTE, START + 8 * MINUTE]);
  });

  it("waits for the next activity when nobody used the portal during the token's life, and then begins at once", async () => {
    const calls = refreshService();
    signedInAndWatched();

    await advance(4 * MINUTE);
    expect(calls).toHaveLength(1);
    // No activity since START: the next token's due time passes without a refresh.
    await advance(5 * MINUTE);
    expect(calls).toHaveLength(1);
    recordActivity();
    await advance(0);
    expect(calls).toEqual([START + 4 * MINUTE, START + 9 * MINUTE]);
  });

  it('counts activity in another tab, told by the storage event', async () => {
    const calls = refreshService();
    signedInAndWatched();
    await advance(4 * MINUTE);
    await advance(5 * MINUTE);
    expect(calls).toHaveLength(1);

    const now = String(Date.now());
    localStorage.setItem('portalLastActivity', now);
    window.dispatchEvent(new StorageEvent('storage', { key: 'portalLastActivity', newValue: now, storageArea: localStorage }));
    await advance(0);
    expect(calls).toHaveLength(2);
  });

  it('does not run in a hidden tab, and looks again when the tab is back on screen', async () => {
    const calls = refreshService();
    signedInAndWatched();
    setVisibility('hidden');

    await advance(4 * MINUTE + 30 * SECOND);
    expect(calls).toHaveLength(0);
    recordActivity();
    setVisibility('visible');
    await advance(0);
    expect(calls).toEqual([START + 4 * MINUTE + 30 * SECOND]);
  });

  it('does not run offline, and looks again back online', async () => {
    const calls = refreshService();
    signedInAndWatched();
    setOnline(false);

    await advance(4 * MINUTE);
    expect(calls).toHaveLength(0);
    setOnline(true);
    await advance(0);
    expect(calls).toHaveLength(1);
  });

  it('follows tokens another tab stored: the old due time passes, the new one refreshes', async () => {
    const calls = refreshService();
    signedInAndWatched();

    await advance(2 * MINUTE);
    const rotated = jwt(START + 2 * MINUTE);
    localStorage.setItem('lgac', rotated);
    localStorage.setItem('lgrf', 'refresh-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: 'lgac', newValue: rotated, storageArea: localStorage }));
    recordActivity();

    await advance(2 * MINUTE);
    expect(calls).toHaveLength(0);
    await advance(2 * MINUTE);
    expect(calls).toEqual([START + 6 * MINUTE]);
  });

  it('stops at a sign-out, and when stopped', async () => {
    const calls = refreshService();
    signedInAndWatched();
    clearSession();
    await advance(10 * MINUTE);
    expect(calls).toHaveLength(0);

    // Signed in again in this tab: the new session is watched.
    storeSession({ access: jwt(Date.now()), refresh: 'refresh-again' });
    recordActivity();
    await advance(4 * MINUTE);
    expect(calls).toHaveLength(1);

    stop();
    await advance(10 * MINUTE);
    expect(calls).toHaveLength(1);
  });

  it('leaves short-lived tokens, and tokens without iat, to the 401', async () => {
    const calls = refreshService();
    signedInAndWatched(jwt(START, 4 * SECOND));
    await advance(MINUTE);
    expect(calls).toHaveLength(0);

    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    storeSession({ access: `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + 300 })}.firma`, refresh: 'r' });
    recordActivity();
    await advance(10 * MINUTE);
    expect(calls).toHaveLength(0);
  });

  it('with a browser clock far ahead of the service, refreshes once per half lifetime at most, not in a loop', async () => {
    // Every token the service signs looks expired to this browser.
    const calls = refreshService({ clockBehind: 20 * MINUTE });
    signedInAndWatched(jwt(START - 20 * MINUTE));

    for (let step = 0; step < 10; step += 1) {
      recordActivity();
      await advance(30 * SECOND);
    }
    expect(calls).toEqual([START, START + 2.5 * MINUTE, START + 5 * MINUTE]);
  });

  it('after a refresh that could not reach the service, tries again half a lifetime later, the session kept', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = refreshService({ status: 503 });
    signedInAndWatched();

    await advance(4 * MINUTE);
    expect(calls).toHaveLength(1);
    recordActivity();
    await advance(2.5 * MINUTE - 1);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
  });

  it('ends the session as expired when the service refuses the refresh token', async () => {
    refreshService({ status: 400 });
    signedInAndWatched();
    await advance(4 * MINUTE);
    expect(localStorage.getItem('isLoggedIn')).toBe('false');
    expect(localStorage.getItem('portalSessionEnd')).toBe('expired');
  });
});
