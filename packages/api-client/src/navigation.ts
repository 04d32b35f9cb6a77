import { getServiceConfig } from './configuration';
import { isRefreshing, whenRefreshSettled } from './http';
import { isProvider } from './providers';
import type { Provider } from './types';

/**
 * Browser navigation that starts a provider login on the auth service (not a call). With a
 * `challenge` (the S256 digest of the verifier this tab keeps), the service binds the sign-in's
 * `state` to it, and only this tab can complete it (CONTRACT.md).
 */
export function providerLoginUrl(provider: Provider, options: { next?: string; challenge?: string } = {}): string {
  if (!isProvider(provider)) throw new RangeError(`Unknown identity provider: ${String(provider)}`);
  const url = new URL(`${provider}login/`, new URL(getServiceConfig().auth));
  if (options.next) url.searchParams.set('next', options.next);
  if (options.challenge) {
    url.searchParams.set('code_challenge', options.challenge);
    url.searchParams.set('code_challenge_method', 'S256');
  }
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

/** The part of a link's click event `leaveAfterRefresh` reads (a DOM or React mouse event). */
export interface LinkClick {
  readonly currentTarget: EventTarget;
  readonly defaultPrevented: boolean;
  readonly button: number;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  preventDefault(): void;
}

/**
 * The link a click follows in this tab, or null when the browser opens another tab or window
 * (a modified or middle click, a `target`) or the click was already handled.
 */
export function sameTabLink(event: LinkClick): HTMLAnchorElement | null {
  const link = event.currentTarget;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (event.defaultPrevented || event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  return link.target === '' || link.target === '_self' ? link : null;
}

/**
 * The click handler of a plain link that leaves the portal in this tab. While a refresh is in
 * flight, the page leaves once it has settled (leaving now would drop its answer); otherwise, and
 * for a click that opens another tab or window, the browser follows the link itself.
 */
export function leaveAfterRefresh(event: LinkClick, leave: (href: string) => void = (href) => window.location.assign(href)): void {
  const link = sameTabLink(event);
  if (!isRefreshing() || !link) return;
  event.preventDefault();
  const { href } = link;
  void whenRefreshSettled().then(() => leave(href));
}
