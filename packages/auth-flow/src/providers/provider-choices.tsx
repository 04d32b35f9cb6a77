import type { Provider } from '@portal/api-client';
import { useLocation } from 'react-router';
import * as styles from './provider-choices.css';
import { ProviderLink } from './provider-link';
import { PROVIDER_BUTTONS, PROVIDER_NAMES } from './provider-names';

const ORDER: readonly Provider[] = PROVIDER_BUTTONS.map(({ provider }) => provider);

export interface ProviderChoicesProps {
  /** The list's accessible name, e.g. 'Verificá tu identidad con'. */
  label?: string;
}

interface VerifyIdentityProvidersProps extends ProviderChoicesProps {
  /** The providers offered, in the usual order; all four unless a page offers fewer (a service's own choice). */
  providers?: readonly Provider[];
}

/**
 * The identity providers (the four, or those a page offers) as a verification of the signed-in
 * account's DNI (CONTRACT.md, R11): the same provider sign-in, remembered as a verification that
 * comes back to this page. For the signed-in screens that offer Nivel 2 (the shell hands it to
 * their packages) and the hand-off at Nivel 1.
 */
export function VerifyIdentityProviders({ label = 'Verificá tu identidad con', providers = ORDER }: VerifyIdentityProvidersProps) {
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return (
    <ul className={styles.list} aria-label={label}>
      {ORDER.filter((provider) => providers.includes(provider)).map((provider) => (
        <li key={provider}>
          <ProviderLink provider={provider} returnTo={here}>
            Verificar con {PROVIDER_NAMES[provider]}
          </ProviderLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The four identity providers as an ordinary sign-in, for a page outside the sign-in flow
 * (registration's 'El documento ya está registrado': a proven DNI goes back to its owner).
 */
export function ProviderSignInChoices({ label = 'Ingresá con un proveedor de identidad' }: ProviderChoicesProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {ORDER.map((provider) => (
        <li key={provider}>
          <ProviderLink provider={provider}>{PROVIDER_NAMES[provider]}</ProviderLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The identity providers as the e-mail change undo's confirmation of a level-2 account's DNI
 * (CONTRACT.md, R13): the provider sign-in remembers the undo link's token and this page, and its
 * return hands the proof back here instead of signing anyone in. The shell fills profile's
 * `confirmIdentity` slot with it.
 */
export function EmailUndoProviders({ token, label = 'Confirmá tu identidad con' }: ProviderChoicesProps & { token: string }) {
  const { pathname } = useLocation();
  return (
    <ul className={styles.list} aria-label={label}>
      {ORDER.map((provider) => (
        <li key={provider}>
          <ProviderLink provider={provider} returnTo={pathname} emailUndo={token}>
            Confirmar con {PROVIDER_NAMES[provider]}
          </ProviderLink>
        </li>
      ))}
    </ul>
  );
}
