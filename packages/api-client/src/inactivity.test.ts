import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServiceConfig } from './config';
import { configureServices, resetServiceConfig } from './configuration';
import { refreshIfDue } from './http';
import {
  DEFAULT_SESSION_TIMEOUTS,
  inactivityPhase,
  LAST_ACTIVITY_KEY,
  readLastActivity,
  recordActivity,
  sessionTimeoutProblems,
  sessionTimeouts,
} from './inactivity';
import { sessionStore } from './session-store';
import { clearSession, readTokens, storeSession } from './storage';
import { AUTH, server, setupTestServer } from './test/server';
import { accessTokenExpiry } from './token-claims';

setupTestServer();
afterEach(() => resetServiceConfig());

const MINUTE = 60_000;
const timeouts = { inactivitySeconds: 15 * 60, warningSeconds: 2 * 60 };

/** A JWT whose payload carries `exp` (seconds), as the auth service signs them. */
function jwt(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ token_type: 'access', exp })}.firma`;
}

describe('the inactivity clock', () => {
  it('is active until the warning, warns for its last two minutes, then ends', () => {
    const last = 1_000_000;
    expect(inactivityPhase(last, last, timeouts)).toEqual({ phase: 'active', warnsAt: last + 13 * MINUTE, endsAt: last + 15 * MINUTE });
    expect(inactivityPhase(last, last + 13 * MINUTE - 1, timeouts).phase).toBe('active');
    expect(inactivityPhase(last, last + 13 * MINUTE, timeouts)).toEqual({ phase: 'warning', endsAt: last + 15 * MINUTE });
    expect(inactivityPhase(last, last + 15 * MINUTE - 1, timeouts).phase).toBe('warning');
    expect(inactivityPhase(last, last + 15 * MINUTE, timeouts)).toEqual({ phase: 'ended' });
    // A laptop that slept for an hour: over, whatever ran or did not run meanwhile.
    expect(inactivityPhase(last, last + 60 * MINUTE, timeouts)).toEqual({ phase: 'ended' });
  });

  it('records activity for every tab, at most once a second', () => {
    recordActivity(5_000);
    expect(readLastActivity()).toBe(5_000);
    recordActivity(5_400);
    expect(readLastActivity()).toBe(5_000);
    recordActivity(6_000);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBe('6000');
  });

  it('reads nothing from a value that is not a time', () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, 'ayer');
    expect(readLastActivity()).toBeNull();
    recordActivity(7_000);
    expect(readLastActivity()).toBe(7_000);
  });

  it('starts at sign-in and is forgotten at any sign-out', () => {
    sessionStore.getState().signIn({ access: 'a', refresh: 'r' });
    expect(readLastActivity()).not.toBeNull();
    clearSession('inactive');
    expect(readLastActivity()).toBeNull();
    expect(sessionStore.getState().endedBecause).toBe('inactive');
  });

  it('is not moved by a token refresh, which is no activity of the resident', () => {
    recordActivity(8_000);
    storeSession({ access: 'a2', refresh: 'r2' });
    expect(readLastActivity()).toBe(8_000);
  });
});

describe('the configured timeouts', () => {
  it('default to 15 minutes, warned 2 minutes before, and take what the configuration sets', () => {
    expect(sessionTimeouts()).toEqual(DEFAULT_SESSION_TIMEOUTS);
    configureServices({ ...fakeServiceConfig, session: { inactivitySeconds: 600 } });
    expect(sessionTimeouts()).toEqual({ inactivitySeconds: 600, warningSeconds: 120 });
  });

  it('refuses a lifetime that is not whole seconds above zero, or a warning as long as the session', () => {
    expect(sessionTimeoutProblems(undefined)).toEqual([]);
    expect(sessionTimeoutProblems({ inactivitySeconds: 30, warningSeconds: 10 })).toEqual([]);
    expect(sessionTimeoutProblems({ inactivitySeconds: 0 })).toEqual([
      'session.inactivitySeconds must be a whole number of seconds above 0',
    ]);
    expect(sessionTimeoutProblems({ warningSeconds: 1.5 })).toEqual(['session.warningSeconds must be a whole number of seconds above 0']);
    expect(sessionTimeoutProblems({ inactivitySeconds: 60, warningSeconds: 60 })).toEqual([
      'session.warningSeconds must be shorter than session.inactivitySeconds',
    ]);
  });
});

describe('refreshing when the resident stays', () => {
  it('reads the expiry of a JWT access token, and none from anything else', () => {
    expect(accessTokenExpiry(jwt(1_700_000_000))).toBe(1_700_000_000_000);
    expect(accessTokenExpiry('opaco')).toBeNull();
  });

  it('refreshes an access token that expires within a minute, and leaves a fresh one alone', async () => {
    const now = 1_700_000_000_000;
    let refreshes = 0;
    server.use(
      http.post(`${AUTH}refreshtoken/`, () => {
        refreshes += 1;
        return HttpResponse.json({ access: jwt(now / 1000 + 300), refresh: 'r2' });
      }),
    );
    storeSession({ access: jwt(now / 1000 + 600), refresh: 'r1' });
    await refreshIfDue(now);
    expect(refreshes).toBe(0);

    storeSession({ access: jwt(now / 1000 + 30), refresh: 'r1' });
    await refreshIfDue(now);
    expect(refreshes).toBe(1);
    expect(readTokens()).toEqual({ access: jwt(now / 1000 + 300), refresh: 'r2' });
  });
});
