import { forgetActivity } from './inactivity';
import type { TokenPair } from './types';
import { webStorage } from './web-storage';

/** The localStorage keys of docs/product.md#storage-keys; sibling applications of the city read them too. */
export const STORAGE_KEYS = {
  isLoggedIn: 'isLoggedIn',
  access: 'lgac',
  refresh: 'lgrf',
} as const;

/**
 * Why the last session ended, when the resident did not end it: the login screen says so, in
 * every tab (the portal's own key, beside the shared ones; docs/product.md#storage-keys). Gone at the next sign-in or sign-out.
 */
export const SESSION_END_KEY = 'portalSessionEnd';

/**
 * `expired`: the auth service refused the refresh token; `inactive`: nobody used the portal for too
 * long; `all-devices`: the resident ended every session of the account (the profile page);
 * `security`: the session reached its end at the service (its 12 hours, or its idle end: a refresh
 * refused with reason `session_ended`, CONTRACT.md R14), or the portal's own 12-hour limit.
 */
export type SessionEndReason = 'expired' | 'inactive' | 'all-devices' | 'security';

const SESSION_END_REASONS: readonly string[] = ['expired', 'inactive', 'all-devices', 'security'] satisfies SessionEndReason[];

/**
 * When this browser's session was signed in, in epoch milliseconds (the portal's own key, written
 * with the tokens of a sign-in, not of a refresh; sibling applications ignore it): the portal ends
 * a session itself once it is `SESSION_MAX_SECONDS` old, as the contract asks the service to (R14).
 */
export const SESSION_START_KEY = 'portalSessionStart';

/** The longest a sign-in lasts, however often it refreshes (CONTRACT.md, R14): 12 hours. */
export const SESSION_MAX_SECONDS = 12 * 60 * 60;

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

const storage = () => webStorage('local');

function readToken(key: string): string | null {
  const value = storage()?.getItem(key) ?? null;
  if (value === null || NO_TOKEN_TEXTS.has(value.trim())) return null;
  return value;
}

export function readTokens(): { access: string | null; refresh: string | null } {
  return { access: readToken(STORAGE_KEYS.access), refresh: readToken(STORAGE_KEYS.refresh) };
}

/**
 * Keeps the tokens of a sign-in (or a refresh) and marks the visitor signed in. A sign-in gives
 * `signedInAt`, the start of the session's 12 hours; a refresh keeps the start it has.
 */
export function storeSession(tokens: TokenPair, { signedInAt }: { signedInAt?: number } = {}): void {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.access, tokens.access);
  store.setItem(STORAGE_KEYS.refresh, tokens.refresh);
  store.setItem(STORAGE_KEYS.isLoggedIn, 'true');
  if (signedInAt !== undefined) store.setItem(SESSION_START_KEY, String(signedInAt));
  store.removeItem(SESSION_END_KEY);
  notifyWrite();
}

/** When the session was signed in (epoch ms), or null when no sign-in of this portal recorded it. */
export function readSessionStart(): number | null {
  const value = Number(storage()?.getItem(SESSION_START_KEY) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Whether the session is past its 12 hours at `now`. A session whose start is unknown (signed in
 * by a sibling application, or before the portal recorded it) is left to the service.
 */
export function sessionOutlived(now: number = Date.now()): boolean {
  const start = readSessionStart();
  return start !== null && now - start >= SESSION_MAX_SECONDS * 1000;
}

/**
 * The sign-out of docs/product.md#sign-out: the flag goes to 'false' and both tokens to the text 'null'. With a reason,
 * the session ended without the resident asking, and the login screen will say why.
 */
export function clearSession(reason?: SessionEndReason): void {
  const store = storage();
  if (!store) return;
  store.setItem(STORAGE_KEYS.isLoggedIn, 'false');
  store.setItem(STORAGE_KEYS.access, 'null');
  store.setItem(STORAGE_KEYS.refresh, 'null');
  if (reason) store.setItem(SESSION_END_KEY, reason);
  else store.removeItem(SESSION_END_KEY);
  store.removeItem(SESSION_START_KEY);
  forgetActivity();
  notifyWrite();
}

/** Why the last session ended, if the resident did not end it and has not signed in since. */
export function readSessionEnd(): SessionEndReason | null {
  const value = storage()?.getItem(SESSION_END_KEY) ?? null;
  return value !== null && SESSION_END_REASONS.includes(value) ? (value as SessionEndReason) : null;
}

/** The resident has read why the session ended: the notice goes, in every tab. */
export function forgetSessionEnd(): void {
  const store = storage();
  if (!store || store.getItem(SESSION_END_KEY) === null) return;
  store.removeItem(SESSION_END_KEY);
  notifyWrite();
}

/** The signed-in area is guarded by the flag alone (docs/product.md#routes): it must be the text 'true'. */
export function isSignedIn(): boolean {
  return storage()?.getItem(STORAGE_KEYS.isLoggedIn) === 'true';
}
