import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore, useSession } from './session-store';

function otherTabWrites(key: string, value: string): void {
  const oldValue = localStorage.getItem(key);
  localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value, storageArea: localStorage }));
}

describe('the session store', () => {
  beforeEach(() => sessionStore.getState().sync());

  it('signs in and out through the storage contract', () => {
    expect(sessionStore.getState().signedIn).toBe(false);
    sessionStore.getState().signIn({ access: 'a1', refresh: 'r1' });
    expect(sessionStore.getState().signedIn).toBe(true);
    expect(localStorage.getItem('lgac')).toBe('a1');

    sessionStore.getState().signOut();
    expect(sessionStore.getState().signedIn).toBe(false);
    expect(localStorage.getItem('lgac')).toBe('null');
    expect(localStorage.getItem('lgrf')).toBe('null');
    expect(localStorage.getItem('isLoggedIn')).toBe('false');
  });

  it('says why a session ended without the resident asking, until read, a sign-in or a sign-out', () => {
    sessionStore.getState().signIn({ access: 'a1', refresh: 'r1' });
    expect(sessionStore.getState().endedBecause).toBeNull();
    otherTabWrites('portalSessionEnd', 'expired');
    otherTabWrites('isLoggedIn', 'false');
    expect(sessionStore.getState()).toMatchObject({ signedIn: false, endedBecause: 'expired' });

    sessionStore.getState().dismissEnd();
    expect(sessionStore.getState().endedBecause).toBeNull();
    expect(localStorage.getItem('portalSessionEnd')).toBeNull();

    otherTabWrites('portalSessionEnd', 'expired');
    sessionStore.getState().signOut();
    expect(sessionStore.getState().endedBecause).toBeNull();
  });

  it('ignores a reason it does not know', () => {
    otherTabWrites('portalSessionEnd', 'otra cosa');
    expect(sessionStore.getState().endedBecause).toBeNull();
  });

  it('signs this tab out when another tab signs out', () => {
    sessionStore.getState().signIn({ access: 'a1', refresh: 'r1' });
    otherTabWrites('isLoggedIn', 'false');
    expect(sessionStore.getState().signedIn).toBe(false);
  });

  it('follows a sign-in made in another tab', () => {
    otherTabWrites('isLoggedIn', 'true');
    expect(sessionStore.getState().signedIn).toBe(true);
  });

  it('reads the session again when the page comes back from the back-forward cache', () => {
    sessionStore.getState().signIn({ access: 'a1', refresh: 'r1' });
    // Signed out in another tab while this page was in the cache: no storage event reached it.
    localStorage.setItem('isLoggedIn', 'false');
    expect(sessionStore.getState().signedIn).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(sessionStore.getState().signedIn).toBe(false);
  });

  it('follows another tab clearing the whole storage', () => {
    sessionStore.getState().signIn({ access: 'a1', refresh: 'r1' });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(sessionStore.getState().signedIn).toBe(false);
  });

  it('ignores session storage and unrelated keys', () => {
    sessionStore.getState().signIn({ access: 'a1', refresh: 'r1' });
    localStorage.setItem('isLoggedIn', 'false');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'isLoggedIn', newValue: 'false', storageArea: sessionStorage }));
    expect(sessionStore.getState().signedIn).toBe(true);
  });

  it('re-renders a component through useSession when another tab signs out', () => {
    sessionStore.getState().signIn({ access: 'a1', refresh: 'r1' });
    const { result } = renderHook(() => useSession((state) => state.signedIn));
    expect(result.current).toBe(true);
    act(() => otherTabWrites('isLoggedIn', 'false'));
    expect(result.current).toBe(false);
  });
});
