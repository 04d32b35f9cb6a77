import type { TokenPair } from './types';

/** The spec's localStorage keys; sibling applications of the city read them too. */
export const STORAGE_KEYS = {
  isLoggedIn: 'isLoggedIn',
  access: 'lgac',
  refresh: 'lgrf',
} as const;

/** The old applications write these texts instead of removing a token. */
const NO_TOKEN_TEXTS = new Set(['null', 'undefined', '']);

type WriteListener = () => void;
const writeListeners = new Set<WriteListener>();

/** Same-tab writes fire no `storage` event, so the session store listens here as well. */
export function onSessionWrite(listener: WriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

function notifyWrite(): void {
  for (const listener of writeListeners) listener();
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); behave as a visitor who is not signed in.
    return null;
  }
}

function readToken(key: string): string | null {
  const value = storage()?.getItem(key) ?? null;
  if (value === null || NO_TOKEN_TEXTS.has(value.trim())) return null;
  return value;
}

export function readTokens(): { access: string | null; refresh: string | null } {
  return { access: readToken(STORAGE_KEYS.access), refresh: readToken(STORAGE_KEYS.refresh) };
}

/** Keeps the tokens of a sign-in (or a refresh) and marks the visitor signed in. */
export function storeSession(tokens: TokenPair): void {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.access, tokens.access);
  store.setItem(STORAGE_KEYS.refresh, tokens.refresh);
  store.setItem(STORAGE_KEYS.isLoggedIn, 'true');
  notifyWrite();
}

/** The spec's logout: the flag goes to 'false' and both tokens to the text 'null'. */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.isLoggedIn, 'false');
  store.setItem(STORAGE_KEYS.access, 'null');
  store.setItem(STORAGE_KEYS.refresh, 'null');
  notifyWrite();
}

/** The spec guards the signed-in area by the flag alone: it must be the text 'true'. */
export function isSignedIn(): boolean {
  return storage()?.getItem(STORAGE_KEYS.isLoggedIn) === 'true';
}
