import { type Provider, webStorage } from '@portal/api-client';
import { isLinkToken } from '@portal/rules';
import { PROVIDER_START_KEY, PROVIDER_START_TTL_MS, type ProviderStart } from './provider-starts';

// What a return page reads of the start its tab recorded: apart from the links that record it, so
// the login screen's download (which has the links) does not carry it.

const session = () => webStorage('session');

/**
 * The start of a sign-in with `provider` this tab made within the last ten minutes, or null. The
 * record is spent either way: one start, one return.
 */
export function takeProviderStart(provider: Provider, now: number = Date.now()): ProviderStart | null {
  const start = readProviderStart(provider, now);
  session()?.removeItem(PROVIDER_START_KEY);
  return start;
}

/** The same start, left in place: what the return page shows while its action spends it. */
export function readProviderStart(provider: Provider, now: number = Date.now()): ProviderStart | null {
  const raw = session()?.getItem(PROVIDER_START_KEY) ?? null;
  if (raw === null) return null;
  try {
    const {
      provider: started,
      at,
      verifier,
      returnTo,
      emailUndo,
    } = JSON.parse(raw) as {
      provider?: unknown;
      at?: unknown;
      verifier?: unknown;
      returnTo?: unknown;
      emailUndo?: unknown;
    };
    const recent = started === provider && typeof at === 'number' && now >= at && now - at <= PROVIDER_START_TTL_MS;
    if (!recent) return null;
    const back = isPortalPath(returnTo) ? returnTo : null;
    // An undo's start goes back only to its page, with a token of the link's form.
    const undo = back !== null && typeof emailUndo === 'string' && isLinkToken(emailUndo) ? emailUndo : null;
    return { verifier: typeof verifier === 'string' ? verifier : null, returnTo: back, emailUndo: undo };
  } catch {
    return null;
  }
}

/** Only an address inside the portal (`/perfil`, never `//elsewhere` or a full URL) is gone back to. */
function isPortalPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}
