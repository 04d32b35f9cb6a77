import { Banner, Button, PageLayout, Spinner } from '@portal/ui-kit';
import { Link } from 'react-router';
import { HomeButton, useSpentLink } from '../email-link/email-link';
import { PROFILE_PATHS } from '../paths';
import * as styles from './email-confirmation-screen.css';

export { confirmEmailAction } from './email-confirmation-action';

export interface EmailConfirmationScreenProps {
  /** Where the portal starts (`/`: the login, or the desktop for a signed-in resident). */
  home: string;
}

/**
 * `/confirmar-email?token=…`, the page of the link mailed to a new e-mail address
 * (docs/product.md#changing-the-e-mail): the token leaves the address bar at once and is sent
 * once, to the route's action (email-confirmation-action.ts); then the new address, or why the
 * link did not work and what to do.
 */
export function EmailConfirmationScreen({ home }: EmailConfirmationScreenProps) {
  const { outcome, retry } = useSpentLink<string>(PROFILE_PATHS.confirmEmail);

  if (outcome?.status === 'success') {
    return (
      <PageLayout title="E-mail confirmado" heading="Tu nuevo e-mail está confirmado" focusHeading>
        <p className={styles.text}>Desde ahora usá {outcome.answer} para ingresar al Portal del Vecino y recibir sus avisos.</p>
        <HomeButton to={home} />
      </PageLayout>
    );
  }
  if (outcome?.status === 'error' && outcome.reason === 'unreachable') {
    return (
      <PageLayout title="No pudimos confirmar tu e-mail" heading="No pudimos confirmar tu nuevo e-mail" focusHeading>
        <Banner variant="error">{outcome.message}</Banner>
        <p className={styles.text}>Probá de nuevo en un momento: el enlace sigue sirviendo.</p>
        <Button variant="primary" fullWidth onClick={retry}>
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
