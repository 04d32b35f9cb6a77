import { clearSession, sessionStore, storeSession } from '@portal/api-client';
import { describe, expect, it } from 'vitest';
import { rememberHandoffError, takeHandoffError } from './handoff/pending-handoff';
import { LOCK_STORAGE_KEY, useAuthStore } from './store';

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

  it('is written as the epoch milliseconds of its end, the format other city apps read', () => {
    const before = Date.now();
    useAuthStore.getState().startLock(42);
    const stored = window.localStorage.getItem(LOCK_STORAGE_KEY);
    expect(stored).toMatch(/^\d+$/);
    expect(Number(stored)).toBe(useAuthStore.getState().lockedUntil);
    expect(Number(stored)).toBeGreaterThanOrEqual(before + 42_000);
  });

  it('keeps no sign-in of its own: nothing but the lock is written to storage', () => {
    const before = { ...window.localStorage };
    useAuthStore.getState().startSignIn('vecina@example.com');
    useAuthStore.getState().codeSent('ticket-secreto');
    useAuthStore.getState().setCode('1234');
    expect({ ...window.localStorage }).toEqual(before);
  });
});

describe('a session that ends elsewhere', () => {
  it("leaves a failed hand-off's message for the page after its reload", () => {
    storeSession({ access: 'access-token', refresh: 'refresh-token' });
    rememberHandoffError('El servicio no respondió.');
    clearSession();
    expect(sessionStore.getState().signedIn).toBe(false);
    expect(takeHandoffError()).toBe('El servicio no respondió.');
  });
});
