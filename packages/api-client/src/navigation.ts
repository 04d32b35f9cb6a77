import { isProvider } from './providers';
import { getServiceConfig } from './configuration';
import type { Provider } from './types';

/** Browser navigation that starts a provider login on the auth service (not a call). */
export function providerLoginUrl(provider: Provider, options: { next?: string } = {}): string {
  if (!isProvider(provider)) throw new RangeError(`Unknown identity provider: ${String(provider)}`);
  const url = new URL(`${provider}login/`, new URL(getServiceConfig().auth));
  if (options.next) url.searchParams.set('next', options.next);
  return url.href;
}

const ALPHA = /^[A-Za-z0-9]+$/;

/**
 * Where to send a signed-in resident for a city service: the configured address + '/login/' +
 * alpha. Only the configured allow-list decides the destination; null for anything else.
 */
export function handoffUrl(service: string, alpha: string): string | null {
  const { handoff } = getServiceConfig();
  if (!Object.hasOwn(handoff, service) || !ALPHA.test(alpha)) return null;
  const address = handoff[service];
  if (!address) return null;
  return `${address.replace(/\/+$/, '')}/login/${alpha}`;
}

/** Whether a service token (from `/login/:token`) names a configured hand-off service. */
export function isHandoffService(service: string): boolean {
  return Object.hasOwn(getServiceConfig().handoff, service);
}
