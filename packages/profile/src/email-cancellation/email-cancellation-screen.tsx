import { useSession } from '@portal/api-client';
import { Banner, Button, PageLayout, Spinner, useHydrated } from '@portal/ui-kit';
import { Link } from 'react-router';
import * as styles from '../email-confirmation/email-confirmation-screen.css';
import { HomeButton, useSpentLink } from '../email-link/email-link';
import { PROFILE_PATHS } from '../paths';

export { cancelEmailAction } from './email-cancellation-action';

export interface EmailCancellationScreenProps {
  /** Where the portal starts (`/`: the login, or the desktop for a signed-in resident). */
  home: string;
  /** The password recovery screen (`@portal/recovery`'s, handed in by the shell). */
  forgotPassword: string;
}

/**
 * What to do after an e-mail change nobody asked for: whoever asked knows the password. A reset
 * also ends every session and cancels whatever else is pending (CONTRACT.md, R13). A signed-in
 * resident cannot open the recovery screen: the profile's 'Cerrar sesión en todos los
 * dispositivos' comes first. Shown once the page is hydrated, as the session is unknown to the
 * prerendered HTML.
 */
function Advice({ forgotPassword }: { forgotPassword: string }) {
  const hydrated = useHydrated();
  const signedIn = useSession((s) => s.signedIn);
  return (
    <>
      <p className={styles.text}>
        Si no pediste ese cambio, alguien más puede conocer tu contraseña: restablecela y cerrá la sesión en todos los dispositivos.
      </p>
      {hydrated && signedIn ? (
        <>
          <p className={styles.text}>
            En tu perfil, elegí «Cerrar sesión en todos los dispositivos»; después restablecé tu contraseña desde «¿Olvidaste tu
            contraseña?» en el inicio de sesión.
          </p>
          <Link className={styles.link} to={PROFILE_PATHS.profile}>
            Ir a mi perfil
          </Link>
        </>
      ) : (
        <>
          <p className={styles.text}>Restablecer la contraseña también cierra la sesión en todos los dispositivos.</p>
          <Link className={styles.link} to={forgotPassword}>
            Restablecer mi contraseña
          </Link>
        </>
      )}
    </>
  );
}

/**
 * `/cancelar-email?token=…`, the page of the link mailed to the old address when a new e-mail is
 * asked for (CONTRACT.md, R13): the token leaves the address bar at once and is sent once, to the
 * route's action (email-cancellation-action.ts); then the service's answer, and the advice to
 * reset the password and end every session.
 */
export function EmailCancellationScreen({ home, forgotPassword }: EmailCancellationScreenProps) {
  const { outcome, retry } = useSpentLink<string>(PROFILE_PATHS.cancelEmail);

  if (outcome?.status === 'success') {
    return (
      <PageLayout title="Cambio de e-mail cancelado" heading="Cancelamos el cambio de e-mail" focusHeading>
        <Banner variant="success">{outcome.answer}</Banner>
        <Advice forgotPassword={forgotPassword} />
        <HomeButton to={home} />
      </PageLayout>
    );
  }
  if (outcome?.status === 'error' && outcome.reason === 'unreachable') {
    return (
      <PageLayout title="No pudimos cancelar el cambio de e-mail" heading="No pudimos cancelar el cambio de e-mail" focusHeading>
        <Banner variant="error">{outcome.message}</Banner>
        <p className={styles.text}>Probá de nuevo en un momento: el enlace sigue sirviendo.</p>
        <Button variant="primary" fullWidth onClick={retry}>
          Reintentar
        </Button>
        <Advice forgotPassword={forgotPassword} />
      </PageLayout>
    );
  }
  if (outcome?.status === 'error') {
    return (
      <PageLayout title="No pudimos cancelar el cambio de e-mail" heading="No pudimos cancelar el cambio de e-mail" focusHeading>
        <Banner variant="error">{outcome.message}</Banner>
        <Advice forgotPassword={forgotPassword} />
        <Link className={styles.link} to={home}>
          Volver al inicio
        </Link>
      </PageLayout>
    );
  }
  return (
    <PageLayout title="Cancelando el cambio de e-mail" heading="Cancelando el cambio de e-mail">
      <div className={styles.busy}>
        <Spinner size="large" label="Estamos cancelando el cambio de e-mail..." />
      </div>
    </PageLayout>
  );
}
