import { PASSWORD_HINT } from '@portal/rules';
import { Button, PageLayout, PasswordField, TextField, useSubmitOnce, useToast } from '@portal/ui-kit';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Link, useFetcher, useNavigate } from 'react-router';
import type { DniCheckAnswer, RegistrationOutcome } from '../actions';
import type { RegistrationDestinations } from '../paths';
import { dniCheckMessage, dniCheckOf, refusedPasswordMessage, useRegistrationStore } from '../store';
import { type RegistrationField, validateRegistration } from '../validation';
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

/** Nothing the route's action does changes what a loader of the page reads. */
const SUBMISSION = { method: 'post', defaultShouldRevalidate: false } as const;

/**
 * The registration screen (`/registrarse`): the DNI check first, then the rest of the form. Both
 * calls go to the route's action (`../actions`) through fetchers: the DNI check's keeps only the
 * latest DNI's answer (a newer submission cancels the older), the registration's answers with
 * its refusals as data. The form as typed is the store's (`../store`).
 */
export function RegistrationScreen({ footer, destinations, providerSignIn }: RegistrationScreenProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const values = useRegistrationStore((s) => s.values);
  const asked = useRegistrationStore((s) => s.asked);
  const setDni = useRegistrationStore((s) => s.setDni);
  const setField = useRegistrationStore((s) => s.setField);
  const reset = useRegistrationStore((s) => s.reset);
  const dniFetcher = useFetcher<DniCheckAnswer>();
  const registration = useFetcher<RegistrationOutcome>();
  // One at a time: a second click sends nothing while the first is under way.
  const sendRegistration = useSubmitOnce(registration);
  const checkAgain = useSubmitOnce(dniFetcher);
  const headingId = useId();
  const statusId = useId();
  const fields = useRef<Partial<Record<RegistrationField, HTMLInputElement | null>>>({});

  const dniCheck = dniCheckOf(values.dni, asked, dniFetcher.data, dniFetcher.state !== 'idle');
  const sending = registration.state !== 'idle';
  const outcome = registration.data;
  const confirmed = outcome?.status === 'sent';
  const passwordRefused = refusedPasswordMessage(values.password, outcome?.status === 'refused' ? outcome : null);

  // A later visit starts from an empty form; nothing typed (passwords least of all) lingers.
  useEffect(() => () => reset(), [reset]);

  // What the service answered, said once per answer (StrictMode runs this effect twice).
  const shown = useRef<RegistrationOutcome | undefined>(undefined);
  useEffect(() => {
    if (outcome === undefined || sending || shown.current === outcome) return;
    shown.current = outcome;
    if (outcome.status === 'sent') return;
    // One at a time: the previous error gives way to the new one instead of hiding it.
    toast.dismiss(TOAST_ID);
    // A refused password is said beside the field, drawn in this commit: the focus goes there.
    if (outcome.status === 'refused') fields.current.password?.focus();
    else toast.show({ id: TOAST_ID, title: 'Error', description: outcome.message, variant: 'error' });
  }, [outcome, sending, toast]);

  const enabled = dniCheck.status === 'free';
  const dniRefused = dniCheck.status === 'taken' || dniCheck.status === 'invalid';
  // A DNI found free and then shortened keeps the form open, but is no longer 'disponible'.
  const statusText = dniCheck.status === 'free' && dniCheck.dni !== values.dni ? null : dniCheckMessage(dniCheck);

  function checkDni(dni: string) {
    void dniFetcher.submit({ intent: 'check', dni }, SUBMISSION);
  }

  function changeDni(dni: string) {
    const toCheck = setDni(dni, dniCheck);
    if (toCheck !== null) checkDni(toCheck);
  }

  function register(field: RegistrationField) {
    return (element: HTMLInputElement | null) => {
      fields.current[field] = element;
    };
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateRegistration(values);
    if (problem !== null) {
      toast.dismiss(TOAST_ID);
      toast.show({ id: TOAST_ID, title: 'Error', description: problem.message, variant: 'error' });
      fields.current[problem.field]?.focus();
      return;
    }
    // The confirmation stays in the browser (docs/product.md#registration).
    void sendRegistration(
      {
        intent: 'register',
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        dni: values.dni.trim(),
        email: values.email.trim(),
        password: values.password,
      },
      SUBMISSION,
    );
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
            onChange={(event) => changeDni(event.target.value)}
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
            // Once: a second click does not ask again while the first is under way.
            <Button variant="secondary" onClick={() => void checkAgain({ intent: 'check', dni: dniCheck.dni }, SUBMISSION)}>
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
