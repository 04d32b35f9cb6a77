import { leaveAfterRefresh, type Provider, providerLoginUrl } from '@portal/api-client';
import { ButtonLink } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { rememberProviderStart } from './provider-starts';

/**
 * A provider's sign-in, as a plain navigation to the auth service; the tab records, as it
 * leaves, that it started it (the return page accepts the return only then). A click while a
 * refresh is on the wire leaves once it has settled.
 */
export function ProviderLink({ provider, children }: { provider: Provider; children: ReactNode }) {
  return (
    <ButtonLink
      href={providerLoginUrl(provider)}
      variant="secondary"
      fullWidth
      onClick={(event) => {
        rememberProviderStart(provider);
        leaveAfterRefresh(event);
      }}
    >
      {children}
    </ButtonLink>
  );
}
