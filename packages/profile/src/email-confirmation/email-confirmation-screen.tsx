import { linkTokenFrom } from '@portal/rules';
import { Banner, Button, PageLayout, Spinner, useArrival } from '@portal/ui-kit';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { HomeButton } from '../email-link/email-link';
import { PROFILE_PATHS } from '../paths';
import { useProfileFormStore } from '../store';
import * as styles from './email-confirmation-screen.css';

export interface EmailConfirmationScreenProps {
  /** Where the portal starts (`/`: the login, or the desktop for a signed-in resident). */
  home: string;
}

/**
 * `/confirmar-email?token=…`, the page of the link mailed to a new e-mail address
 * (docs/product.md#changing-the-e-mail): the token leaves the address bar at once and is sent
 * once; then the new address, or why the link did not work and what to do.
 */
export function EmailConfirmationScreen({ home }: EmailConfirmationScreenProps) {
  const token = linkTokenFrom(useArrival().search);
  const [started, setStarted] = useState(false);
  const request = useProfileFormStore((s) => s.emailConfirmation);
  const confirmEmail = useProfileFormStore((s) => s.confirmEmail);
  const retry = useProfileFormStore((s) => s.retryEmailConfirmation);

  useEffect(() => {
    // After useArrival's effect: the token is out of the address bar before it is sent.
    void confirmEmail(token);
    setStarted(true);
  }, [token, confirmEmail]);

  const id = token ?? '';
  const outcome = started && request.status !== 'idle' && request.id === id ? request : null;

  if (outcome?.status === 'success') {
    return (
      <PageLayout title="E-mail confirmado" heading="Tu nuevo e-mail está confirmado" focusHeading>
        <p className={styles.text}>Desde ahora usá {outcome.email} para ingresar al Portal del Vecino y recibir sus avisos.</p>
        <HomeButton to={home} />
      </PageLayout>
    );
  }
  if (outcome?.status === 'error' && outcome.reason === 'unreachable') {
    return (
      <PageLayout title="No pudimos confirmar tu e-mail" heading="No pudimos confirmar tu nuevo e-mail" focusHeading>
        <Banner variant="error">{outcome.message}</Banner>
        <p className={styles.text}>Probá de nuevo en un momento: el enlace sigue sirviendo.</p>
        <Button variant="primary" fullWidth onClick={() => void retry(id)}>
          Reintentar
        </Button>
        <Link className={styles.link} to={home}>
          Volver al inicio
        </Link>
      </PageLayout>
    );
  }
  if (outcome?.status === 'error') {
    return (
      <PageLayout title="No pudimos confirmar tu e-mail" heading="No pudimos confirmar tu nuevo e-mail" focusHeading>
        <Banner variant="error">{outcome.message}</Banner>
        <p className={styles.text}>
          Tu e-mail sigue siendo el anterior. Si el enlace venció o ya lo usaste, pedí el cambio de nuevo desde tu perfil.
        </p>
        <Link className={styles.link} to={PROFILE_PATHS.profile}>
          Ir a mi perfil
        </Link>
        <Link className={styles.link} to={home}>
          Volver al inicio
        </Link>
      </PageLayout>
    );
  }
  return (
    <PageLayout title="Confirmando tu e-mail" heading="Confirmando tu nuevo e-mail">
      <div className={styles.busy}>
        <Spinner size="large" label="Estamos confirmando tu nuevo e-mail..." />
      </div>
    </PageLayout>
  );
}
