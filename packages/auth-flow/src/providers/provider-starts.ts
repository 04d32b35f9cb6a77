import { type Provider, webStorage } from '@portal/api-client';

/**
 * sessionStorage key of the provider sign-in this tab started: a return page accepts a `state`
 * and `code` only in the tab that left for that provider, a little while ago. Without it, a
 * crafted return address opened anywhere would sign that browser into the crafter's account
 * (login CSRF). It also keeps the PKCE verifier whose challenge went with the start: the service
 * completes the sign-in only with it, so a return made from anyone else's sign-in fails even in a
 * tab that did leave for the same provider.
 */
export const PROVIDER_START_KEY = 'providerSignInStarted';

/** How long a started provider sign-in waits for its return. */
export const PROVIDER_START_TTL_MS = 10 * 60_000;

const session = () => webStorage('session');

/**
 * What a return page takes of the start: the verifier to send with the exchange, if one was made,
 * and, for a verification of the signed-in account's DNI (not a sign-in), where it began.
 */
export interface ProviderStart {
  verifier: string | null;
  /** A verification: the portal address it started from, where the resident goes back to. */
  returnTo: string | null;
  /**
   * The e-mail change undo's link token when the start confirms a level-2 account's DNI for that
   * undo (`returnTo` is then the undo page): its return is handed back there, never exchanged.
   */
  emailUndo: string | null;
}

/**
 * Called as the resident leaves for a provider (the link's click), with the verifier of the
 * start's challenge; `returnTo` makes the start a verification of the signed-in account, begun there,
 * or, with `emailUndo` (the undo link's token, kept while the tab is away), the undo's confirmation.
 */
export function rememberProviderStart(
  provider: Provider,
  verifier: string | null = null,
  now: number = Date.now(),
  returnTo: string | null = null,
  emailUndo: string | null = null,
): void {
  try {
    session()?.setItem(PROVIDER_START_KEY, JSON.stringify({ provider, at: now, verifier, returnTo, emailUndo }));
  } catch {
    // Blocked storage: the return will be refused, with a way to start again.
  }
}
