import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserProfile } from './calls';
import { ERROR_MESSAGES, ERROR_REASONS } from './errors';
import { sessionStore } from './session-store';
import { readSessionEnd, readSessionStart, readTokens, SESSION_MAX_SECONDS, sessionOutlived, storeSession } from './storage';
import { userProfileAnswer } from './test/fixtures';
import { AUTH, server, setupTestServer } from './test/server';

// A session ends for security (CONTRACT.md, R14): the service refuses the refresh with reason
// `session_ended`, or, against a service that never ends one, the portal ends it at 12 hours.

setupTestServer();

afterEach(() => {
  vi.useRealTimers();
});

/** userprofile/ answering 401 to the first token and the profile to the refreshed one. */
function profileNeedingRefresh() {
  server.use(
    http.get(`${AUTH}userprofile/`, ({ request }) =>
      request.headers.get('authorization') === 'Bearer new-access'
        ? HttpResponse.json(userProfileAnswer)
        : HttpResponse.json({ detail: 'El token de acceso no es válido o expiró.' }, { status: 401 }),
    ),
  );
}

describe('the end of a session (R14)', () => {
  it("a refresh refused with reason session_ended signs out with the reason 'security', not 'expired'", async () => {
    sessionStore.getState().signIn({ access: 'old-access', refresh: 'old-refresh' });
    server.use(
      http.post(`${AUTH}refreshtoken/`, () =>
        HttpResponse.json({ detail: 'Por seguridad, volvé a ingresar.', reason: 'session_ended' }, { status: 400 }),
      ),
    );
    profileNeedingRefresh();

    await expect(getUserProfile()).rejects.toMatchObject({
      status: 401,
      message: ERROR_MESSAGES.sessionEnded,
      reason: ERROR_REASONS.sessionEnded,
    });
    expect(readTokens()).toEqual({ access: null, refresh: null });
    expect(sessionStore.getState()).toMatchObject({ signedIn: false, endedBecause: 'security' });
    expect(readSessionStart()).toBeNull();
  });

  it("a refresh refused without a reason still ends the session as 'expired'", async () => {
    sessionStore.getState().signIn({ access: 'old-access', refresh: 'old-refresh' });
    server.use(
      http.post(`${AUTH}refreshtoken/`, () =>
        HttpResponse.json({ detail: 'El token de actualización no es válido o expiró.' }, { status: 400 }),
      ),
    );
    profileNeedingRefresh();
    await expect(getUserProfile()).rejects.toMatchObject({ message: ERROR_MESSAGES.sessionExpired });
    expect(readSessionEnd()).toBe('expired');
  });

  it('records when the session was signed in, keeps it across a refresh, and forgets it at the sign-out', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T08:00:00Z') });
    sessionStore.getState().signIn({ access: 'old-access', refresh: 'old-refresh' });
    const start = Date.parse('2026-11-28T08:00:00Z');
    expect(readSessionStart()).toBe(start);
    vi.setSystemTime(start + 60_000);
    server.use(http.post(`${AUTH}refreshtoken/`, () => HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' })));
    profileNeedingRefresh();
    await expect(getUserProfile()).resolves.toMatchObject({ id: userProfileAnswer.id });
    expect(readSessionStart()).toBe(start);
    sessionStore.getState().signOut();
    expect(readSessionStart()).toBeNull();
  });

  it("ends a session 12 hours after its sign-in at its next refresh, with the reason 'security', without asking the service", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T08:00:00Z') });
    sessionStore.getState().signIn({ access: 'old-access', refresh: 'old-refresh' });
    let refreshes = 0;
    server.use(
      http.post(`${AUTH}refreshtoken/`, () => {
        refreshes += 1;
        return HttpResponse.json({ access: 'new-access', refresh: 'new-refresh' });
      }),
    );
    profileNeedingRefresh();
    vi.setSystemTime(Date.now() + SESSION_MAX_SECONDS * 1000 - 1000);
    expect(sessionOutlived()).toBe(false);
    await expect(getUserProfile()).resolves.toMatchObject({ id: userProfileAnswer.id });
    expect(refreshes).toBe(1);

    vi.setSystemTime(Date.now() + 1000);
    expect(sessionOutlived()).toBe(true);
    storeSession({ access: 'stale-access', refresh: 'new-refresh' });
    await expect(getUserProfile()).rejects.toMatchObject({ status: 401, reason: ERROR_REASONS.sessionEnded });
    expect(refreshes).toBe(1);
    expect(sessionStore.getState()).toMatchObject({ signedIn: false, endedBecause: 'security' });
  });

  it('leaves a session whose start it never recorded (a sibling application signed in) to the service', () => {
    storeSession({ access: 'a', refresh: 'r' });
    expect(readSessionStart()).toBeNull();
    expect(sessionOutlived(Date.now() + 48 * 3600_000)).toBe(false);
  });
});
