import { leaveAfterRefresh } from '@portal/api-client';
import { Banner, Button, PageLayout, RouterButtonLink, Spinner } from '@portal/ui-kit';
import * as styles from '@portal/ui-kit/status-page-styles';
import { useEffect } from 'react';
import type { AuthDestinations } from '../paths';
import { serviceDisplayName } from '../service-login/service-names';
import { type HandoffOptions, useHandoffStore } from './handoff-store';

export interface HandoffScreenProps extends HandoffOptions {
  /** The service token of `/login/:token`. */
  service: string;
  /** Where 'Ir al Escritorio' leads: the desktop. */
  destinations: Pick<AuthDestinations, 'signedInHome'>;
}

/**
 * The hand-off screen for a signed-in resident (docs/product.md#login-by-service-and-hand-off): a spinner while `newalpha/` answers,
 * then the browser goes to the service. Errors keep the resident in the portal.
 */
export function HandoffScreen({ service, destinations, leave, reload }: HandoffScreenProps) {
  const request = useHandoffStore((s) => s.handoff);
  const startHandoff = useHandoffStore((s) => s.startHandoff);
  const retryHandoff = useHandoffStore((s) => s.retryHandoff);
  const name = serviceDisplayName(service);

  useEffect(() => {
    void startHandoff(service, { leave, reload });
  }, [service, startHandoff, leave, reload]);

  const current = request.status !== 'idle' && request.service === service ? request : null;

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
          <Button variant="primary" fullWidth onClick={() => void retryHandoff(service, { leave, reload })}>
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
