import { Banner, Divider, PageLayout } from '@portal/ui-kit';
import * as styles from '@portal/ui-kit/status-page-styles';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { useHandoffStore } from '../handoff/handoff-store';
import { rememberPendingHandoff } from '../handoff/pending-handoff';
import { AUTH_PATHS } from '../paths';
import { ProviderLink } from '../providers/provider-link';
import { PROVIDER_BUTTONS } from '../providers/provider-names';
import { HABILITACIONES, serviceDisplayName } from './service-names';

export interface ServiceLoginScreenProps {
  /** The service token of `/login/:token`. */
  service: string;
  /** Below the buttons: the privacy-policy link goes here. */
  footer?: ReactNode;
}

const [TAX_AUTHORITY, ...OTHER_PROVIDERS] = PROVIDER_BUTTONS;

/**
 * Login by service (`/login/:token`) for an anonymous visitor: the providers that lead into the
 * service. A sign-in that begins here ends in the hand-off to the service.
 */
export function ServiceLoginScreen({ service, footer }: ServiceLoginScreenProps) {
  const error = useHandoffStore((s) => s.serviceLoginError);
  const name = serviceDisplayName(service);

  useEffect(() => {
    // Whichever way the resident signs in from here (provider or password), the hand-off follows.
    rememberPendingHandoff(service);
  }, [service]);

  return (
    <PageLayout title={`Ingresá a ${name}`} heading={`Ingresá a ${name}`}>
      <p className={styles.muted}>Identificate para continuar a {name}.</p>
      <ul className={styles.list} aria-label="Ingresar con">
        {TAX_AUTHORITY ? (
          <li>
            <ProviderLink provider={TAX_AUTHORITY.provider}>{TAX_AUTHORITY.label}</ProviderLink>
          </li>
        ) : null}
      </ul>
      {service !== HABILITACIONES ? (
        <>
          <Divider label="Otros proveedores" />
          <ul className={styles.list} aria-label="Otros proveedores">
            {OTHER_PROVIDERS.map(({ provider, label }) => (
              <li key={provider}>
                <ProviderLink provider={provider}>{label}</ProviderLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {error ? <Banner variant="error">{`error: ${error}`}</Banner> : null}
      <p className={styles.muted}>
        ¿Tenés usuario del Portal del Vecino?{' '}
        <Link className={styles.link} to={`${AUTH_PATHS.login}/`}>
          Ingresá con tu DNI o e-mail
        </Link>
      </p>
      {footer}
    </PageLayout>
  );
}
