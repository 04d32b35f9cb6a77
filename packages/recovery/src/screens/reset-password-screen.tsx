// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import type { PortalError } from '@portal/api-client';
import { isLinkToken, linkTokenFrom, newPasswordErrors, PASSWORD_HINT } from '@portal/rules';
import {
  Banner,
  Button,
  NewPasswordFields,
  PageLayout,
  RouterButtonLink,
  useArrival,
  useHydrated,
  useNewPassword,
  useSubmitOnce,
} from '@portal/ui-kit';
import * as pageStyles from '@portal/ui-kit/status-page-styles';
import { type FormEvent, useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import type { NewPasswordOutcome } from '../actions';
import { RECOVERY_PATHS, type RecoveryDestinations } from '../paths';
import * as styles from './recovery.css';

const NEW_PASSWORD_LABELS = { password: 'Contraseña nueva', confirmation: 'Confirmar contraseña' };

/** The service's refusal of the password itself (`400 {password: [msg]}`), if that is what it answered. */
function passwordRefusal(error: PortalError): string | undefined {
  return error.status === 400 ? error.fieldErrors?.password?.[0] : undefined;
}

/**
 * `/restablecer?token=…`, the page of the e-mailed reset link: the token leaves the address bar at
 * once and stays in this page only; a new password and its confirmation (each can be shown), then
 * `POST passwordreset/confirm/` through the route's action and a way to sign in with it.
 */
export function ResetPasswordScreen({ destinations }: { destinations: RecoveryDestinations }) {
  const { login } = destinations;
  const arrival = useArrival();
  const linkToken = linkTokenFrom(arrival.search);
  // The prerendered page cannot see the address's token: it shows the form an e-mailed link leads
  // to, and hydration draws the same before a link without a valid token shows its error.
  const hydrated = useHydrated();
  const fetcher = useFetcher<NewPasswordOutcome>();
  const submit = useSubmitOnce(fetcher);
  const newPassword = useNewPassword();
  const { password, refusePassword } = newPassword;
  const sending = fetcher.state !== 'idle';
  const own = sending ? undefined : fetcher.data;

  // A refused password is said beside the field, once per answer (StrictMode runs this twice).
  const refused = useRef<NewPasswordOutcome | undefined>(undefined);
  useEffect(() => {
    if (own?.status !== 'error' || refused.current === own) return;
    refused.current = own;
    const reason = passwordRefusal(own.error);
    if (reason) refusePassword(reason);
  }, [own, refusePassword]);

  if (hydrated && !isLinkToken(linkToken)) {
    return (
      <PageLayout title="Enlace no válido" heading="El enlace no es válido">
        <Banner variant="error">
          {linkToken === null
            ? 'El enlace para restablecer la contraseña está incompleto.'
            : 'El enlace para restablecer la contraseña no es válido.'}
        </Banner>
        <p className={pageStyles.text}>Abrí de nuevo el enlace del correo que te enviamos, o pedí uno nuevo.</p>
        <RouterButtonLink to={RECOVERY_PATHS.forgotPassword} variant="primary" fullWidth>
          Pedir un nuevo enlace
        </RouterButtonLink>
        <Link className={pageStyles.link} to={login}>
          Volver a inicio
        </Link>
      </PageLayout>
    );
  }
  // Only reached with a valid token once hydrated; the form cannot be sent before (its button waits for hydration).
  const token = linkToken ?? '';

  if (own?.status === 'success') {
    return (
      <PageLayout title="Contraseña actualizada" heading="Tu contraseña fue actualizada" focusHeading>
        <p className={pageStyles.text}>Ya podés ingresar con tu DNI o e-mail y tu nueva contraseña.</p>
        <RouterButtonLink to={login} variant="primary" fullWidth>
          INGRESAR
        </RouterButtonLink>
      </PageLayout>
    );
  }

  // A password the service refused (too common, CONTRACT.md R8) is said beside the field, and the
  // link still works: no banner, no 'Pedir un nuevo enlace'.
  const refusal = own?.status === 'error' ? passwordRefusal(own.error) : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (newPassword.showErrors(newPasswordErrors(password, newPassword.confirmation))) return;
    // One at a time: a second click sends nothing while the first is under way.
    void submit({ token, password }, { method: 'post', defaultShouldRevalidate: false });
  }

  return (
    <PageLayout title="Restablecer contraseña" heading="Elegí una contraseña nueva">
      <p className={pageStyles.text}>Ingresá tu nueva contraseña dos veces para confirmarla.</p>
      {own?.status === 'error' && refusal === undefined ? (
        <>
          <Banner variant="error">{`error: ${own.error.message}`}</Banner>
          {own.error.status === 400 ? (
            <Link className={pageStyles.link} to={RECOVERY_PATHS.forgotPassword}>
              Pedir un nuevo enlace
            </Link>
          ) : null}
        </>
      ) : null}
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Elegir una contraseña nueva">
        <NewPasswordFields labels={NEW_PASSWORD_LABELS} hint={PASSWORD_HINT} {...newPassword.fields} readOnly={sending} />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" fullWidth busy={sending}>
            GUARDAR CONTRASEÑA
          </Button>
          <Link className={styles.backLink} to={login}>
            Volver a inicio
          </Link>
        </div>
      </form>
    </PageLayout>
  );
}
