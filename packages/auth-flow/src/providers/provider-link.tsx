import {
  type LinkClick,
  newPkceVerifier,
  type Provider,
  providerLoginUrl,
  s256Challenge,
  sameTabLink,
  whenRefreshSettled,
} from '@portal/api-client';
import { ButtonLink } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { rememberProviderStart } from './provider-starts';

/**
 * The start address bound to this tab: a fresh verifier kept in its sessionStorage, and its S256
 * challenge on the way to `{provider}login/` (docs/product.md#identity-providers). Without Web
 * Crypto (an insecure origin) the start goes plain, and a service that binds sign-ins refuses it.
 */
async function boundStart(provider: Provider, returnTo: string | null, emailUndo: string | null): Promise<string> {
  try {
    const verifier = newPkceVerifier();
    const challenge = await s256Challenge(verifier);
    rememberProviderStart(provider, verifier, Date.now(), returnTo, emailUndo);
    return providerLoginUrl(provider, { challenge });
  } catch {
    rememberProviderStart(provider, null, Date.now(), returnTo, emailUndo);
    return providerLoginUrl(provider);
  }
}

/**
 * A provider link's click: the tab records, as it leaves, that it started the sign-in, and leaves
 * with the challenge, once a refresh on the wire has settled. A click that opens another tab or
 * window is the browser's: that tab holds no start, so its return is refused there.
 */
export function startProviderSignIn(
  event: LinkClick,
  provider: Provider,
  leave: (href: string) => void = (href) => window.location.assign(href),
  returnTo: string | null = null,
  emailUndo: string | null = null,
): void {
  if (!sameTabLink(event)) {
    rememberProviderStart(provider);
    return;
  }
  event.preventDefault();
  void boundStart(provider, returnTo, emailUndo).then(async (href) => {
    await whenRefreshSettled();
    leave(href);
  });
}

/**
 * A provider's sign-in: a link to the auth service (its plain address, for what a link is to a
 * person and a browser), started on click with the challenge that binds it to this tab.
 */
export function ProviderLink({
  provider,
  children,
  returnTo = null,
  emailUndo = null,
}: {
  provider: Provider;
  children: ReactNode;
  /** Makes the start a verification of the signed-in account: the return comes back to this address. */
  returnTo?: string | null;
  /** With `returnTo`, makes the start the e-mail change undo's confirmation of the DNI, for this link token. */
  emailUndo?: string | null;
}) {
  return (
    <ButtonLink
      href={providerLoginUrl(provider)}
      variant="secondary"
      fullWidth
      onClick={(event) => startProviderSignIn(event, provider, undefined, returnTo, emailUndo)}
    >
      {children}
    </ButtonLink>
  );
}
