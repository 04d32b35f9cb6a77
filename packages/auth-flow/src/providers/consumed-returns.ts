import { type Provider, webStorage } from '@portal/api-client';

/** sessionStorage key of the provider codes this tab has already sent (a reload or Back never resends). */
const CONSUMED_RETURNS_KEY = 'consumedProviderReturns';
/** Enough to cover any Back/reload within a tab; codes are single use and long, so old ones are harmless to forget. */
const KEEP = 20;

const session = () => webStorage('session');

function keyOf(provider: Provider, code: string): string {
  return `${provider}:${code}`;
}

function readList(): string[] {
  const raw = session()?.getItem(CONSUMED_RETURNS_KEY);
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function isReturnConsumed(provider: Provider, code: string): boolean {
  return readList().includes(keyOf(provider, code));
}

/**
 * Marked before the exchange is sent, so even a reload in the middle never sends it again. Where
 * storage is blocked no start was recorded either, and the return is refused before this.
 */
export function markReturnConsumed(provider: Provider, code: string): void {
  const key = keyOf(provider, code);
  const list = [...readList().filter((item) => item !== key), key].slice(-KEEP);
  try {
    session()?.setItem(CONSUMED_RETURNS_KEY, JSON.stringify(list));
  } catch {
    // Quota: the start this return spent still refuses a second one in this page.
  }
}
