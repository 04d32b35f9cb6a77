import { act, renderHook } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { residentProfileStore, useResidentProfile, useSignedInProfile } from './resident-profile';
import { sessionStore } from './session-store';
import { clearSession } from './storage';
import { userProfileAnswer } from './test/fixtures';
import { AUTH, server, setupTestServer } from './test/server';
import type { UserProfile } from './types';

setupTestServer();

const USER_PROFILE = `${AUTH}userprofile/`;
const tokens = { access: 'a1', refresh: 'r1' };
const other: UserProfile = { ...userProfileAnswer, id: 8, dni: 27999888, first_name: 'Julián' };

/** userprofile/ answers `profile` once `release()` is called; `asked` counts the requests. */
function heldAnswer(profile: UserProfile) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const seen = { asked: 0 };
  server.use(
    http.get(
      USER_PROFILE,
      async () => {
        seen.asked += 1;
        await released;
        return HttpResponse.json(profile);
      },
      { once: true },
    ),
  );
  return { release, seen };
}

function otherTabSignsOut(): void {
  const oldValue = localStorage.getItem('isLoggedIn');
  localStorage.setItem('isLoggedIn', 'false');
  window.dispatchEvent(new StorageEvent('storage', { key: 'isLoggedIn', oldValue, newValue: 'false', storageArea: localStorage }));
}

const state = () => residentProfileStore.getState();

beforeEach(() => {
  state().clear();
  sessionStore.getState().signIn(tokens);
});

describe("the resident's profile", () => {
  it('loads userprofile/ once, however many times the layout asks', async () => {
    let asked = 0;
    server.use(
      http.get(USER_PROFILE, () => {
        asked += 1;
        return HttpResponse.json(userProfileAnswer);
      }),
    );
    expect(state().load).toEqual({ status: 'idle' });
    const first = state().loadOnce();
    expect(state().load).toEqual({ status: 'loading' });
    await Promise.all([first, state().loadOnce()]);
    await state().loadOnce();
    expect(state().load).toEqual({ status: 'success', data: userProfileAnswer });
    expect(asked).toBe(1);
  });

  it('keeps a failure with its message, and a reload is the retry', async () => {
    server.use(http.get(USER_PROFILE, () => HttpResponse.json({ detail: 'Error interno' }, { status: 500 }), { once: true }));
    await state().loadOnce();
    expect(state().load).toMatchObject({ status: 'error', error: { status: 500 } });
    // A failed load is not loaded again by the layout's next visit: the retry is the resident's.
    await state().loadOnce();
    expect(state().load.status).toBe('error');

    server.use(http.get(USER_PROFILE, () => HttpResponse.json(userProfileAnswer)));
    await state().reload();
    expect(state().load).toEqual({ status: 'success', data: userProfileAnswer });
  });

  it('reloads after a save: the new data replaces the old', async () => {
    server.use(http.get(USER_PROFILE, () => HttpResponse.json(userProfileAnswer), { once: true }));
    await state().loadOnce();
    const saved = { ...userProfileAnswer, email: 'nueva@example.com' };
    server.use(http.get(USER_PROFILE, () => HttpResponse.json(saved), { once: true }));
    const reloading = state().reload();
    expect(state().load).toEqual({ status: 'loading' });
    await reloading;
    expect(state().load).toEqual({ status: 'success', data: saved });
  });

  it('does not begin a second request while one is under way', async () => {
    const held = heldAnswer(userProfileAnswer);
    const first = state().reload();
    const second = state().reload();
    held.release();
    await Promise.all([first, second]);
    expect(held.seen.asked).toBe(1);
    expect(state().load).toEqual({ status: 'success', data: userProfileAnswer });
  });

  it('is cleared when the resident signs out', async () => {
    server.use(http.get(USER_PROFILE, () => HttpResponse.json(userProfileAnswer), { once: true }));
    await state().loadOnce();
    sessionStore.getState().signOut();
    expect(state().load).toEqual({ status: 'idle' });
  });

  it('is cleared when the session ends without the resident asking (expiry, inactivity)', async () => {
    server.use(http.get(USER_PROFILE, () => HttpResponse.json(userProfileAnswer), { once: true }));
    await state().loadOnce();
    clearSession('expired');
    expect(state().load).toEqual({ status: 'idle' });
  });

  it('is cleared when another tab signs out', async () => {
    server.use(http.get(USER_PROFILE, () => HttpResponse.json(userProfileAnswer), { once: true }));
    await state().loadOnce();
    otherTabSignsOut();
    expect(sessionStore.getState().signedIn).toBe(false);
    expect(state().load).toEqual({ status: 'idle' });
  });

  it('drops the answer of a session that ended, even once another resident has signed in', async () => {
    const stale = heldAnswer(userProfileAnswer);
    const staleLoad = state().loadOnce();
    await vi.waitFor(() => expect(stale.seen.asked).toBe(1));
    sessionStore.getState().signOut();
    sessionStore.getState().signIn(tokens);
    expect(state().load).toEqual({ status: 'idle' });

    server.use(http.get(USER_PROFILE, () => HttpResponse.json(other), { once: true }));
    await state().loadOnce();
    expect(state().load).toEqual({ status: 'success', data: other });

    stale.release();
    await staleLoad;
    expect(state().load).toEqual({ status: 'success', data: other });
  });

  it('drops an answer that arrives after the sign-out', async () => {
    const stale = heldAnswer(userProfileAnswer);
    const staleLoad = state().loadOnce();
    await vi.waitFor(() => expect(stale.seen.asked).toBe(1));
    sessionStore.getState().signOut();
    stale.release();
    await staleLoad;
    expect(state().load).toEqual({ status: 'idle' });
  });
});

describe('useResidentProfile and useSignedInProfile', () => {
  it('follow the load; reload loads again', async () => {
    server.use(http.get(USER_PROFILE, () => HttpResponse.json(userProfileAnswer), { once: true }));
    const { result } = renderHook(() => useResidentProfile());
    expect(result.current.load).toEqual({ status: 'idle' });
    await act(() => state().loadOnce());
    expect(result.current.load).toEqual({ status: 'success', data: userProfileAnswer });

    const signedIn = renderHook(() => useSignedInProfile());
    expect(signedIn.result.current.profile).toEqual(userProfileAnswer);

    server.use(http.get(USER_PROFILE, () => HttpResponse.json(other), { once: true }));
    let reloading: Promise<void> = Promise.resolve();
    act(() => {
      reloading = signedIn.result.current.reload();
    });
    // While it loads again, a screen still mounted keeps the profile it has.
    expect(result.current.load).toEqual({ status: 'loading' });
    expect(signedIn.result.current.profile).toEqual(userProfileAnswer);
    await act(() => reloading);
    expect(result.current.load).toEqual({ status: 'success', data: other });
    expect(signedIn.result.current.profile).toEqual(other);
  });

  it('useSignedInProfile refuses to render before the profile has loaded', () => {
    expect(() => renderHook(() => useSignedInProfile())).toThrow(/signed-in layout/);
  });
});
