import { isHandoffService, webStorage } from '@portal/api-client';
import { serviceLoginPath } from '../paths';

/** sessionStorage key of the service a sign-in began on (per tab, like the sign-in itself). */
export const PENDING_HANDOFF_KEY = 'pendingHandoff';
/** sessionStorage key of the hand-off failure shown on the service page after the reload. */
export const HANDOFF_ERROR_KEY = 'handoffError';
/** A sign-in abandoned for this long no longer hands off. */
export const PENDING_HANDOFF_TTL_MS = 30 * 60_000;

const session = () => webStorage('session');

/** Remembers that a sign-in began on a service page; only configured services are kept. */
export function rememberPendingHandoff(service: string, now = Date.now()): void {
  if (!isHandoffService(service)) return;
  session()?.setItem(PENDING_HANDOFF_KEY, JSON.stringify({ service, at: now }));
}

/** The configured service a recent sign-in began on, or null. */
export function readPendingHandoff(now = Date.now()): string | null {
  const raw = session()?.getItem(PENDING_HANDOFF_KEY);
  if (!raw) return null;
  try {
    const { service, at } = JSON.parse(raw) as { service?: unknown; at?: unknown };
    if (typeof service === 'string' && typeof at === 'number' && now - at < PENDING_HANDOFF_TTL_MS && isHandoffService(service)) {
      return service;
    }
  } catch {
    // A value this code did not write: forget it.
  }
  clearPendingHandoff();
  return null;
}

export function clearPendingHandoff(): void {
  session()?.removeItem(PENDING_HANDOFF_KEY);
}

/** Where a finished sign-in goes: the hand-off when it began on a service page, else `signedInHome`. */
export function afterSignInPath(signedInHome: string, now = Date.now()): string {
  const service = readPendingHandoff(now);
  return service === null ? signedInHome : serviceLoginPath(service);
}

/** Keeps a hand-off failure across the reload after a refused hand-off (docs/product.md#login-by-service-and-hand-off). */
export function rememberHandoffError(message: string): void {
  session()?.setItem(HANDOFF_ERROR_KEY, message);
}

/** The kept hand-off failure, read once (a later reload no longer shows it). */
export function takeHandoffError(): string | null {
  const store = session();
  const message = store?.getItem(HANDOFF_ERROR_KEY) ?? null;
  if (message !== null) store?.removeItem(HANDOFF_ERROR_KEY);
  return message === '' ? null : message;
}
