import { leaveAfterRefresh } from '@portal/api-client';
import { Banner, Button, PageLayout, RouterButtonLink, Spinner } from '@portal/ui-kit';
import * as styles from '@portal/ui-kit/status-page-styles';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { AuthDestinations } from '../paths';
import { VerifyIdentityProviders } from '../providers/provider-choices';
import { HABILITACIONES, serviceDisplayName } from '../service-login/service-names';
import type { HandoffResult } from './handoff-action';

export interface HandoffScreenProps {
  /** The service token of `/login/:token`. */
  service: string;
  /** Where 'Ir al Escritorio' leads: the desktop. */
  destinations: Pick<AuthDestinations, 'signedInHome'>;
}

/**
 * The hand-off screen for a signed-in resident (docs/product.md#login-by-service-and-hand-off): a
 * spinner while the route's action asks `newalpha/`, then the browser goes to the service. Errors
 * keep the resident in the portal.
 */
export function HandoffScreen({ service, destinations }: HandoffScreenProps) {
  const fetcher = useFetcher<HandoffResult>();
  const name = serviceDisplayName(service);
  // One hand-off per page: React's strict mode runs this effect twice on the same ref.
  const submitted = useRef(false);

  useEffect(() => {
    if (submitted.current) return;
    submitted.current = true;
    void fetcher.submit(null, { method: 'post' });
  }, [fetcher]);

  // A retry under way shows the spinner again, not the last refusal.
  const current = fetcher.state === 'idle' ? fetcher.data : undefined;

  if (current?.status === 'error' && current.reason === 'level') {
    return <VerifyToContinue service={service} destinations={destinations} />;
  }
  if (current?.status === 'error') {
    const signedOut = current.reason === 'failed';
    const retryable = current.reason === 'unreachable';
    return (
      <PageLayout title={`No pudimos ingresar a ${name}`} heading={`No pudimos ingresar a ${name}`}>
        <Banner variant="error">{current.message}</Banner>
        {signedOut ? (
          <p className={styles.text}>Cerramos tu sesión por seguridad. Vamos a recargar la página para que ingreses de nuevo.</p>
        ) : null}
        {retryable ? (
          <Button variant="primary" fullWidth onClick={() => void fetcher.submit(null, { method: 'post' })}>
            Reintentar
          </Button>
        ) : null}
        {signedOut ? null : (
          <RouterButtonLink to={destinations.signedInHome} variant={retryable ? 'secondary' : 'primary'} fullWidth>
            Ir al Escritorio
          </RouterButtonLink>
        )}
      </PageLayout>
    );
  }
  return (
    <PageLayout title={`Ingresando a ${name}`} heading={`Ingresando a ${name}`}>
      <div className={styles.busy}>
        <Spinner size="large" label={`Te estamos llevando a ${name}...`} />
      </div>
      {current?.status === 'leaving' ? (
        <p className={styles.muted}>
          Si no pasa nada en unos segundos,{' '}
          <a className={styles.link} href={current.url} onClick={leaveAfterRefresh}>
            continuá a {name}
          </a>
          .
        </p>
      ) : null}
    </PageLayout>
  );
}

/**
 * A hand-off refused for the account's level (Nivel 1, CONTRACT.md R11): the resident stays signed
 * in and is offered the verification, which comes back here and hands off at Nivel 2. The providers
 * are the ones the service's own page offers (AFIP alone for Habilitaciones).
 */
function VerifyToContinue({ service, destinations }: Pick<HandoffScreenProps, 'service' | 'destinations'>) {
  const name = serviceDisplayName(service);
  const afipAlone = service === HABILITACIONES;
  const heading = `Verificá tu identidad para ingresar a ${name}`;
  return (
    <PageLayout title={heading} heading={heading}>
      <p className={styles.text}>
        {`Para ingresar a ${name} necesitamos confirmar que el DNI de tu cuenta es tuyo: hasta ahora solo lo cargaste al registrarte (Nivel 1).`}
      </p>
      <p className={styles.muted}>
        {afipAlone
          ? `Verificá tu identidad con AFIP y tu cuenta pasa a Nivel 2; después te llevamos a ${name}.`
          : `Verificá tu identidad con uno de estos proveedores y tu cuenta pasa a Nivel 2; después te llevamos a ${name}.`}
      </p>
      <VerifyIdentityProviders providers={afipAlone ? ['afip'] : undefined} />
      <RouterButtonLink to={destinations.signedInHome} variant="secondary" fullWidth>
        Ir al Escritorio
      </RouterButtonLink>
    </PageLayout>
  );
}
