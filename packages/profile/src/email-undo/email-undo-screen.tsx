// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import { isLinkToken, newPasswordErrors, PASSWORD_HINT } from '@portal/rules';
import { Banner, Button, NewPasswordFields, PageLayout, RouterButtonLink, useArrival, useHydrated, useNewPassword } from '@portal/ui-kit';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import * as linkStyles from '../email-confirmation/email-confirmation-screen.css';
import { PROFILE_PATHS } from '../paths';
import { emailUndoArrival } from './arrival';
import * as styles from './email-undo-screen.css';
import type { UndoOutcome, UndoRequest } from './email-undo-action';

export { undoEmailAction } from './email-undo-action';

export interface EmailUndoScreenProps {
  /** Where the portal starts (`/`: the login once the undo ended every session). */
  home: string;
  /**
   * The identity providers as the start of a round trip that comes back here with its proof (see
   * arrival.ts), given the link's token to keep while the tab is away; without it the page names them.
   */
  confirmIdentity?: (token: string) => ReactNode;
}

const NEW_PASSWORD_LABELS = { password: 'Contraseña nueva', confirmation: 'Confirmar contraseña' };

/** A level-2 account: the DNI confirmed with a provider before the undo (CONTRACT.md, R13). */
function ConfirmIdentity({ message, children }: { message: string; children: ReactNode }) {
  return (
    <section className={styles.identity} aria-labelledby="confirmar-identidad">
      <h2 id="confirmar-identidad" className={styles.subheading}>
        Confirmá tu identidad
      </h2>
      <Banner variant="info">{message}</Banner>
      <p className={linkStyles.text}>
        Tu cuenta tiene la identidad verificada (Nivel 2): para deshacer el cambio tenés que confirmarla con un proveedor de identidad. Así
        nadie puede quedarse con tu cuenta teniendo solo tu correo anterior.
      </p>
      {children}
    </section>
  );
}

/**
 * `/deshacer-email?token=…`, the page of the link mailed to the replaced address when an e-mail
 * change is confirmed (docs/product.md#changing-the-e-mail): the token leaves the address bar at
 * once and stays in this page only; what undoing does, a new password twice, then the route's
 * action (`POST emailchange/undo/`). A level-2 account is asked for a provider's confirmation,
 * which comes back to this page in navigation state (arrival.ts) and goes with the password.
 */
export function EmailUndoScreen({ home, confirmIdentity }: EmailUndoScreenProps) {
  // Out of the address bar and the history entry (a provider's proof too) before anything is sent.
  const opened = useArrival();
  const [arrival] = useState(() => emailUndoArrival(opened.search, opened.state));
  // The prerendered page cannot see the address's token: it shows the form, and hydration draws
  // the same before a link without a valid token shows its refusal.
  const hydrated = useHydrated();
  const fetcher = useFetcher<UndoOutcome>();
  const newPassword = useNewPassword();
  const { password, refusePassword } = newPassword;

  const sending = fetcher.state !== 'idle';
  const outcome = sending ? undefined : fetcher.data;

  // A refused password is said beside its field, which takes the focus; once per answer.
  const handled = useRef<UndoOutcome | undefined>(undefined);
  useEffect(() => {
    if (!outcome || outcome === handled.current) return;
    handled.current = outcome;
    if (outcome.kind === 'password') refusePassword(outcome.message);
  }, [outcome, refusePassword]);

  if (hydrated && !isLinkToken(arrival.token)) {
    return (
      <PageLayout title="No pudimos deshacer el cambio de e-mail" heading="No pudimos deshacer el cambio de e-mail">
        <Banner variant="error">
          {arrival.token === null
            ? 'El enlace para deshacer el cambio de e-mail está incompleto.'
            : 'El enlace para deshacer el cambio de e-mail no es válido.'}
        </Banner>
        <p className={linkStyles.text}>Abrí de nuevo el enlace del correo «Cambiaste el e-mail de tu cuenta» que te enviamos.</p>
        <Link className={linkStyles.link} to={home}>
          Volver al inicio
        </Link>
      </PageLayout>
    );
  }
  const token = arrival.token ?? '';

  if (outcome?.kind === 'undone') {
    return (
      <PageLayout title="Cambio de e-mail deshecho" heading="Deshicimos el cambio de e-mail" focusHeading>
        <Banner variant="success">{outcome.message}</Banner>
        <p className={linkStyles.text}>Ingresá con tu e-mail anterior, o tu DNI, y tu nueva contraseña.</p>
        <RouterButtonLink to={home} variant="primary" fullWidth>
          INGRESAR
        </RouterButtonLink>
      </PageLayout>
    );
  }
  if (outcome?.kind === 'refused') {
    return (
      <PageLayout title="No pudimos deshacer el cambio de e-mail" heading="No pudimos deshacer el cambio de e-mail" focusHeading>
        <Banner variant="error">{outcome.message}</Banner>
        <p className={linkStyles.text}>
          El enlace sirve una sola vez y durante 7 días. Si ya no sirve y tu cuenta sigue con un e-mail que no es tuyo, pedí ayuda con
          «Problemas para registrarte» en el inicio de sesión.
        </p>
        <Link className={linkStyles.link} to={home}>
          Volver al inicio
        </Link>
      </PageLayout>
    );
  }

  // The provider's proof goes with the submit until the service has spent it (an answer about it).
  const proof = outcome?.kind === 'provider' || outcome?.kind === 'dni' ? null : arrival.proof;
  const identityNeeded = outcome?.kind === 'provider' || outcome?.kind === 'dni';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    if (newPassword.showErrors(newPasswordErrors(password, newPassword.confirmation))) return;
    const request: UndoRequest = { token, password, proof };
    void fetcher.submit(request as unknown as Parameters<typeof fetcher.submit>[0], {
      method: 'post',
      encType: 'application/json',
      action: PROFILE_PATHS.undoEmail,
    });
  }

  return (
    <PageLayout title="Deshacer el cambio de e-mail" heading="Deshacé el cambio de e-mail">
      <p className={linkStyles.text}>
        Si no fuiste vos quien cambió el e-mail de tu cuenta, deshacé el cambio: tu cuenta vuelve a tu e-mail anterior, cerramos su sesión
        en todos los dispositivos, anulamos lo que quedó pendiente y los enlaces para restablecer la contraseña enviados al otro e-mail.
        Quien hizo el cambio puede conocer tu contraseña: elegí una nueva.
      </p>
      {proof ? (
        <Banner variant="info">Ya confirmaste tu identidad con el proveedor. Elegí tu contraseña nueva para terminar.</Banner>
      ) : null}
      {outcome?.kind === 'dni' ? <Banner variant="error">{outcome.message}</Banner> : null}
      {identityNeeded ? (
        <ConfirmIdentity
          message={
            outcome?.kind === 'provider'
              ? outcome.message
              : 'Confirmá tu identidad con un proveedor que te conozca con el DNI de tu cuenta.'
          }
        >
          {confirmIdentity ? (
            confirmIdentity(token)
          ) : (
            <p className={linkStyles.text}>Podés confirmarla con AFIP, ANSES, Mi Argentina o RENAPER.</p>
          )}
        </ConfirmIdentity>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <>
          <Banner variant="error">{outcome.message}</Banner>
          <p className={linkStyles.text}>Probá de nuevo en un momento: el enlace sigue sirviendo.</p>
        </>
      ) : null}
      <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Deshacer el cambio de e-mail">
        <NewPasswordFields labels={NEW_PASSWORD_LABELS} hint={PASSWORD_HINT} {...newPassword.fields} readOnly={sending} />
        <Button type="submit" variant="primary" fullWidth busy={sending}>
          DESHACER EL CAMBIO
        </Button>
        <Link className={linkStyles.link} to={home}>
          Volver al inicio
        </Link>
      </form>
    </PageLayout>
  );
}
