import { PASSWORD_HINT } from '@portal/rules';
import { Button, PageLayout, PasswordField, TextField, useToast } from '@portal/ui-kit';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { RegistrationDestinations } from '../paths';
import { dniCheckMessage, refusedPasswordMessage, useRegistrationStore } from '../store';
import type { RegistrationField } from '../validation';
import * as styles from './registration-screen.css';
import { SuccessDialog } from './success-dialog';

export interface RegistrationScreenProps {
  /** Under the form: the shell puts the privacy-policy link here. */
  footer?: ReactNode;
  /** Where its links and SIGUIENTE lead (pages of other packages, handed in by the shell). */
  destinations: Pick<RegistrationDestinations, 'login' | 'afterSuccess'>;
  /** The identity providers as a sign-in, offered when the DNI is already registered (handed in by the shell). */
  providerSignIn?: ReactNode;
}

/** One toast id: one registration error shows at a time (docs/product.md#registration). */
const TOAST_ID = 'registration-error';

/** The registration screen (`/registrarse`): the DNI check first, then the rest of the form. */
export function RegistrationScreen({ footer, destinations, providerSignIn }: RegistrationScreenProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const values = useRegistrationStore((s) => s.values);
  const dniCheck = useRegistrationStore((s) => s.dniCheck);
  const submission = useRegistrationStore((s) => s.submission);
  const confirmed = useRegistrationStore((s) => s.confirmed);
  const passwordRefused = useRegistrationStore(refusedPasswordMessage);
  const setDni = useRegistrationStore((s) => s.setDni);
  const setField = useRegistrationStore((s) => s.setField);
  const retryDniCheck = useRegistrationStore((s) => s.retryDniCheck);
  const submit = useRegistrationStore((s) => s.submit);
  const reset = useRegistrationStore((s) => s.reset);
  const headingId = useId();
  const statusId = useId();
  const fields = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});
  // Focus goes to a refused password once its reason is drawn, so that it is read with the field.
  const [passwordFocusRequest, setPasswordFocusRequest] = useState(0);
  useEffect(() => {
    if (passwordFocusRequest > 0) fields.current.password?.focus();
  }, [passwordFocusRequest]);

  // A later visit starts from an empty form; nothing typed (passwords least of all) lingers.
  useEffect(() => () => reset(), [reset]);

  const enabled = dniCheck.status === 'free';
  const sending = submission.status === 'loading';
  const dniRefused = dniCheck.status === 'taken' || dniCheck.status === 'invalid';
  // A DNI found free and then shortened keeps the form open, but is no longer 'disponible'.
  const statusText = dniCheck.status === 'free' && dniCheck.dni !== values.dni ? null : dniCheckMessage(dniCheck);

  function register(field: RegistrationField) {
    return (element: HTMLInputElement | null) => {
      fields.current[field] = element;
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = await submit();
    if (outcome.status === 'sent' || outcome.status === 'busy') return;
    // One at a time: the previous error gives way to the new one instead of hiding it.
    toast.dismiss(TOAST_ID);
    if (outcome.status === 'refused') {
      // Said beside the password (its description), where the resident chooses another.
      setPasswordFocusRequest((count) => count + 1);
      return;
    }
    toast.show({ id: TOAST_ID, title: 'Error', description: outcome.message, variant: 'error' });
    if (outcome.status === 'invalid') fields.current[outcome.field]?.focus();
  }

  return (
    <PageLayout
      variant="card"
      title="Registrarse"
      heading="Completá tus datos"
      headingId={headingId}
      intro="Primero ingresá tu DNI: verificamos que no esté registrado y después podés completar el resto de tus datos."
      before={
        <Link className={styles.back} to={destinations.login}>
          <span aria-hidden="true">←</span> Volver al inicio de sesión
        </Link>
      }
      after={<SuccessDialog open={confirmed} email={values.email.trim()} onNext={() => navigate(destinations.afterSuccess)} />}
    >
      <form className={styles.form} noValidate aria-labelledby={headingId} onSubmit={onSubmit}>
        <div className={styles.dniGroup}>
          <TextField
            ref={register('dni')}
            label="DNI"
            name="dni"
            inputMode="numeric"
            autoComplete="off"
            value={values.dni}
            onChange={(event) => setDni(event.target.value)}
            aria-invalid={dniRefused || undefined}
            aria-describedby={statusText ? statusId : undefined}
          />
          <p
            id={statusId}
            role="status"
            className={
              dniRefused || dniCheck.status === 'error'
                ? `${styles.status} ${styles.statusError}`
                : dniCheck.status === 'free'
                  ? `${styles.status} ${styles.statusOk}`
                  : styles.status
            }
          >
            {statusText}
          </p>
          {dniCheck.status === 'error' ? (
            <Button variant="secondary" onClick={retryDniCheck}>
              Volver a verificar
            </Button>
          ) : null}
          {dniCheck.status === 'taken' && providerSignIn ? (
            // A DNI someone else claimed goes back to whoever proves it (CONTRACT.md, R12).
            <div className={styles.claimBack}>
              <p className={styles.claimBackTitle}>¿Es tu DNI? Verificalo con…</p>
              <p className={styles.claimBackText}>
                Si lo registró otra persona, ingresá con un proveedor de identidad: al confirmar que el DNI es tuyo, queda a tu nombre.
              </p>
              {providerSignIn}
            </div>
          ) : null}
        </div>
        <TextField
          ref={register('firstName')}
          label="Nombre"
          name="first_name"
          autoComplete="given-name"
          disabled={!enabled}
          value={values.firstName}
          onChange={(event) => setField('firstName', event.target.value)}
        />
        <TextField
          ref={register('lastName')}
          label="Apellido"
          name="last_name"
          autoComplete="family-name"
          disabled={!enabled}
          value={values.lastName}
          onChange={(event) => setField('lastName', event.target.value)}
        />
        <TextField
          ref={register('email')}
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          disabled={!enabled}
          value={values.email}
          onChange={(event) => setField('email', event.target.value)}
        />
        <PasswordField
          ref={register('password')}
          label="Contraseña"
          name="password"
          autoComplete="new-password"
          hint={PASSWORD_HINT}
          error={passwordRefused ?? undefined}
          disabled={!enabled}
          value={values.password}
          onChange={(event) => setField('password', event.target.value)}
        />
        <PasswordField
          ref={register('confirmation')}
          label="Confirmar contraseña"
          name="confirmation"
          autoComplete="new-password"
          disabled={!enabled}
          value={values.confirmation}
          onChange={(event) => setField('confirmation', event.target.value)}
        />
        <Button type="submit" fullWidth busy={sending} disabled={!enabled}>
          REGISTRARME
        </Button>
      </form>
      <p className={styles.signIn}>
        ¿Ya tenés cuenta?{' '}
        <Link className={styles.link} to={destinations.login}>
          Iniciá sesión
        </Link>
      </p>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </PageLayout>
  );
}
