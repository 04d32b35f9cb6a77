import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { recordActivity } from './inactivity';
import {
  clearSession,
  forgetSessionEnd,
  isSignedIn,
  onSessionWrite,
  readSessionEnd,
  readSessionStart,
  SESSION_END_KEY,
  SESSION_START_KEY,
  type SessionEndReason,
  STORAGE_KEYS,
  storeSession,
} from './storage';
import type { TokenPair } from './types';

export interface SessionState {
  signedIn: boolean;
  /**
   * When this session began (its sign-in), null when unknown: what the router loaded for a
   * session is shown only while it is the same one.
   */
  startedAt: number | null;
  /** Why the last session ended without the resident asking (null: it did not, or they read it). */
  endedBecause: SessionEndReason | null;
  /** The resident has read why: the notice goes, in every tab. */
  dismissEnd: () => void;
  /** Stores the tokens of a sign-in and marks the visitor signed in. */
  signIn: (tokens: TokenPair) => void;
  /** The sign-out of docs/product.md#sign-out (isLoggedIn 'false', tokens 'null'); every open tab follows. */
  signOut: () => void;
  /** Reads the flag again from storage (after storage was changed behind the store's back). */
  sync: () => void;
}

export const sessionStore = createStore<SessionState>()((set) => ({
  signedIn: isSignedIn(),
  startedAt: readSessionStart(),
  endedBecause: readSessionEnd(),
  dismissEnd: () => forgetSessionEnd(),
  signIn: (tokens) => {
    // Signing in is activity: the inactivity clock starts now, and so do the session's 12 hours.
    const now = Date.now();
    recordActivity(now);
    storeSession(tokens, { signedInAt: now });
  },
  signOut: () => clearSession(),
  sync: () => set({ signedIn: isSignedIn(), startedAt: readSessionStart(), endedBecause: readSessionEnd() }),
}));

onSessionWrite(() => sessionStore.getState().sync());

const watchedKeys = new Set<string>([...Object.values(STORAGE_KEYS), SESSION_START_KEY, SESSION_END_KEY]);

// Another tab's sign-in or sign-out reaches this one only through the `storage` event.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea && event.storageArea !== window.localStorage) return;
    if (event.key === null || watchedKeys.has(event.key)) sessionStore.getState().sync();
  });
  // A page kept in the back-forward cache missed the storage events of its time away (a sign-out
  // in another tab): back on screen, it reads the session again, and a signed-in page leaves.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) sessionStore.getState().sync();
  });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
