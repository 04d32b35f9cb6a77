// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import { linkTokenFrom } from '@portal/rules';
import { Banner, Button, PageLayout, RouterButtonLink, Spinner, useArrival } from '@portal/ui-kit';
import * as styles from '@portal/ui-kit/status-page-styles';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RECOVERY_PATHS, type RecoveryDestinations } from '../paths';
import { useRecoveryStore } from '../store';

/**
 * `/activar?token=…`, the page of the e-mailed activation link: the token leaves the address bar
 * at once, `POST activate/` goes out once (strict mode and reloads never send it twice), then the
 * outcome with a way to sign in, or a clear error with a way to ask for a new link.
 */
export function ActivationScreen({ destinations }: { destinations: RecoveryDestinations }) {
  const { login } = destinations;
  const token = linkTokenFrom(useArrival().search);
  const [started, setStarted] = useState(false);
  const request = useRecoveryStore((s) => s.activation);
  const activateAccount = useRecoveryStore((s) => s.activateAccount);
  const retryActivation = useRecoveryStore((s) => s.retryActivation);

  useEffect(() => {
    // After useArrival's effect: the token is out of the address bar before it is sent.
    void activateAccount(token);
    setStarted(true);
  }, [token, activateAccount]);

  const id = token ?? '';
  const outcome = started && request.status !== 'idle' && request.id === id ? request : null;

  if (outcome?.status === 'success') {
    return (
      <PageLayout title="Cuenta activada" heading="Tu cuenta está activada" focusHeading>
        <p className={styles.text}>Ya podés ingresar al Portal del Vecino con tu DNI o e-mail y tu contraseña.</p>
        <RouterButtonLink to={login} variant="primary" fullWidth>
          INGRESAR
        </RouterButtonLink>
      </PageLayout>
    );
  }
  if (outcome?.status === 'error' && outcome.reason === 'unreachable') {
    // The link was not refused, only not answered: the same link is tried again, from this page
    // (the token left the address bar, so a reload could not).
    return (
      <PageLayout title="No pudimos activar tu cuenta" heading="No pudimos activar tu cuenta" focusHeading>
        <Banner variant="error">{outcome.message}</Banner>
        <p className={styles.text}>Probá de nuevo en un momento. Si tu cuenta ya quedó activada, podés ingresar.</p>
        <Button variant="primary" fullWidth onClick={() => void retryActivation(id)}>
          Reintentar
        </Button>
        <Link className={styles.link} to={login}>
          Volver a inicio
        </Link>
      </PageLayout>
    );
  }
  if (outcome?.status === 'error') {
    return (
      <PageLayout title="No pudimos activar tu cuenta" heading="No pudimos activar tu cuenta" focusHeading>
        <Banner variant="error">{outcome.message}</Banner>
        <p className={styles.text}>Si el enlace venció o ya lo usaste, pedí uno nuevo. Si tu cuenta ya está activa, podés ingresar.</p>
        <RouterButtonLink to={RECOVERY_PATHS.resendVerification} variant="primary" fullWidth>
          Pedir un nuevo correo de validación
        </RouterButtonLink>
        <Link className={styles.link} to={login}>
          Volver a inicio
        </Link>
      </PageLayout>
    );
  }
  return (
    <PageLayout title="Activando tu cuenta" heading="Activando tu cuenta">
      <div className={styles.busy}>
        <Spinner size="large" label="Estamos activando tu cuenta..." />
      </div>
    </PageLayout>
  );
}
