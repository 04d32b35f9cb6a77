import { describe, expect, it } from 'vitest';
import { clearSession, isSignedIn, readTokens, storeSession } from './storage';

describe('the storage contract', () => {
  it('stores a session and marks the visitor signed in', () => {
    storeSession({ access: 'a1', refresh: 'r1' });
    expect(localStorage.getItem('lgac')).toBe('a1');
    expect(localStorage.getItem('lgrf')).toBe('r1');
    expect(localStorage.getItem('isLoggedIn')).toBe('true');
    expect(readTokens()).toEqual({ access: 'a1', refresh: 'r1' });
    expect(isSignedIn()).toBe(true);
  });

  it('clears a session the way the documented sign-out does', () => {
    storeSession({ access: 'a1', refresh: 'r1' });
    clearSession();
    expect(localStorage.getItem('isLoggedIn')).toBe('false');
    expect(localStorage.getItem('lgac')).toBe('null');
    expect(localStorage.getItem('lgrf')).toBe('null');
    expect(readTokens()).toEqual({ access: null, refresh: null });
    expect(isSignedIn()).toBe(false);
  });

  it.each(['null', 'undefined', ''])('reads the text %j as no token', (text) => {
    localStorage.setItem('lgac', text);
    localStorage.setItem('lgrf', text);
    expect(readTokens()).toEqual({ access: null, refresh: null });
  });

  it('treats a missing or other flag as signed out', () => {
    expect(isSignedIn()).toBe(false);
    localStorage.setItem('isLoggedIn', 'TRUE');
    expect(isSignedIn()).toBe(false);
    localStorage.setItem('isLoggedIn', 'true');
    expect(isSignedIn()).toBe(true);
  });
});
