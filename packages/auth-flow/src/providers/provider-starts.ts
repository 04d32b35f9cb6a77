import { type Provider, webStorage } from '@portal/api-client';

/**
 * sessionStorage key of the provider sign-in this tab started: a return page accepts a `state`
 * and `code` only in the tab that left for that provider, a little while ago. Without it, a
 * crafted return address opened anywhere would sign that browser into the crafter's account
 * (login CSRF).
 */
export const PROVIDER_START_KEY = 'providerSignInStarted';

/** How long a started provider sign-in waits for its return. */
export const PROVIDER_START_TTL_MS = 10 * 60_000;

const session = () => webStorage('session');

/** Called as the resident leaves for a provider (the link's click). */
export function rememberProviderStart(provider: Provider, now: number = Date.now()): void {
  try {
    session()?.setItem(PROVIDER_START_KEY, JSON.stringify({ provider, at: now }));
  } catch {
    // Blocked storage: the return will be refused, with a way to start again.
  }
}

/**
 * Whether this tab started a sign-in with `provider` within the last ten minutes. The record is
 * spent either way: one start, one return.
 */
export function takeProviderStart(provider: Provider, now: number = Date.now()): boolean {
  const store = session();
  const raw = store?.getItem(PROVIDER_START_KEY) ?? null;
  store?.removeItem(PROVIDER_START_KEY);
  if (raw === null) return false;
  try {
    const { provider: started, at } = JSON.parse(raw) as { provider?: unknown; at?: unknown };
    return started === provider && typeof at === 'number' && now >= at && now - at <= PROVIDER_START_TTL_MS;
  } catch {
    return false;
  }
}
