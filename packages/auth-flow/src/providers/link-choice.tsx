import type { Provider } from '@portal/api-client';
import { isEmail } from '@portal/rules';
import { Banner, Button, CodeInput, Dialog, PageLayout, PasswordField, RouterButtonLink, TextField } from '@portal/ui-kit';
import * as statusStyles from '@portal/ui-kit/status-page-styles';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, Navigate, useFetcher } from 'react-router';
import { afterSignInPath } from '../handoff/pending-handoff';
import { LockNotice } from '../login/lock-notice';
import * as styles from '../login/login-screen.css';
import { useLockCountdown } from '../login/use-lock-countdown';
import { AUTH_PATHS, type AuthDestinations } from '../paths';
import { useAuthStore } from '../store';
import type { LinkIntent, LinkResult } from './link-action';
import { PROVIDER_NAMES } from './provider-names';
import type { PendingChoice } from './provider-return-action';

const CODE_LENGTH = 4;

/** How long a wrong code stays on screen before the boxes clear (as at the login's code step). */
const PIN_ERROR_MS = 2000;

const LINK_CHOICE_TEXTS = {
  question: '¿Esta cuenta es tuya?',
  mine: 'Es mi cuenta',
  notMine: 'No la reconozco',
  passwordHint: 'Ingresá la contraseña de esa cuenta. Te vamos a enviar un código a su e-mail para confirmar que es tuya.',
  afterReset: (name: string) => `Después de restablecerla, volvé a ingresar con ${name} para vincular tu cuenta.`,
  linkCode: 'Te enviamos por e-mail un código de 4 dígitos. Ingresalo para vincular tu cuenta.',
  declineTitle: '¿Cerramos esa cuenta?',
  declineBody: (email: string) =>
    `Vamos a cerrar la cuenta registrada con ${email}: se cierran sus sesiones, se cancelan sus cambios pendientes y le avisamos por e-mail. Sus datos se guardan 30 días y después se borran. Vos vas a ingresar con una cuenta nueva, de Nivel 2.`,
  declineConfirm: 'Cerrar esa cuenta y continuar',
  emailHeading: 'Necesitamos tu e-mail',
  emailText: (name: string) =>
    `El e-mail que nos dio ${name} ya es de otra cuenta del portal. Escribí otro: te vamos a enviar un código para confirmarlo.`,
  emailCode: (email: string) => `Te enviamos un código de 4 dígitos a ${email}. Ingresalo para confirmarlo.`,
  over: 'Volvé a ingresar con el proveedor desde el inicio de sesión.',
} as const;

type Step = 'question' | 'password' | 'code' | 'email' | 'email-code' | 'signed-in';

export interface LinkChoiceProps {
  provider: Provider;
  pending: PendingChoice;
  destinations: Pick<AuthDestinations, 'signedInHome' | 'forgotPassword'>;
}

/**
 * A provider return that waits for the resident (R17): whether the level-1 account of the DNI is
 * theirs (its password and mailed code link it; 'No la reconozco' closes it after a
 * confirmation), or the e-mail a new account needs. The ticket and verifier stay in this page's
 * memory; each call goes through the return route's action.
 */
export function LinkChoice({ provider, pending, destinations }: LinkChoiceProps) {
  const name = PROVIDER_NAMES[provider];
  const fetcher = useFetcher<LinkResult>();
  const [step, setStep] = useState<Step>(pending.kind === 'link' ? 'question' : 'email');
  const [ticket, setTicket] = useState(pending.ticket);
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const lockSeconds = useLockCountdown();
  const startLock = useAuthStore((s) => s.startLock);
  const locked = lockSeconds > 0;
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;

  // Each answer moves the choice on once (the fetcher keeps its last data).
  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      if (result.ticket) setTicket(result.ticket);
      setStep(result.next === 'code' ? (result.intent === 'email' ? 'email-code' : 'code') : result.next);
      setConfirming(false);
      return;
    }
    setConfirming(false);
    if (result.lockedFor !== null) {
      startLock(result.lockedFor);
      setPassword('');
      setCode('');
      if (result.intent === 'code') setStep('password');
      return;
    }
    if (result.intent === 'password') setPassword('');
    if (result.pinError) {
      setPinError(result.message);
      const timer = setTimeout(() => {
        setPinError(null);
        setCode('');
      }, PIN_ERROR_MS);
      return () => clearTimeout(timer);
    }
  }, [result, startLock]);

  function send(intent: LinkIntent) {
    setFieldError(null);
    void fetcher.submit({ ...intent, ticket, verifier: pending.verifier }, { method: 'post', encType: 'application/json' });
  }

  if (step === 'signed-in') return <Navigate to={afterSignInPath(destinations.signedInHome)} replace />;

  const failure = result && !result.ok && !result.pinError && result.lockedFor === null ? result : null;
  if (failure?.over) {
    return (
      <PageLayout title="No pudimos completar tu ingreso" heading="No pudimos completar tu ingreso">
        <Banner variant="error">{failure.message}</Banner>
        <p className={statusStyles.text}>{LINK_CHOICE_TEXTS.over}</p>
        <RouterButtonLink to={`${AUTH_PATHS.login}/`} variant="primary" fullWidth>
          Volver al inicio de sesión
        </RouterButtonLink>
      </PageLayout>
    );
  }
  const message = failure && failure.field === null ? <Banner variant="error">{failure.message}</Banner> : null;
  const emailError = fieldError ?? (failure?.field === 'email' ? failure.message : undefined);

  function submitPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password === '') return setFieldError('Ingresá tu contraseña.');
    send({ intent: 'password', password });
  }

  function submitCode(value: string) {
    if (value.length < CODE_LENGTH) return setPinError('Ingresá los 4 dígitos del código.');
    send({ intent: 'code', code: value });
  }

  function submitEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = email.trim();
    if (!isEmail(typed)) return setFieldError('Ingresá un e-mail válido.');
    send({ intent: 'email', email: typed });
  }

  const codeForm = (text: string, action: string) => (
    <form
      className={styles.form}
      noValidate
      aria-label="Código de verificación"
      onSubmit={(event) => {
        event.preventDefault();
        submitCode(code);
      }}
    >
      <p className={styles.stepText}>{text}</p>
      {message}
      <CodeInput
        label="Código de verificación"
        length={CODE_LENGTH}
        value={code}
        onChange={(value) => {
          setCode(value);
          setPinError(null);
        }}
        onComplete={submitCode}
        disabled={locked}
        error={pinError ?? undefined}
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" fullWidth busy={busy} disabled={locked}>
          {action}
        </Button>
      </div>
    </form>
  );

  if (step === 'email' || step === 'email-code') {
    return (
      <PageLayout title={LINK_CHOICE_TEXTS.emailHeading} heading={LINK_CHOICE_TEXTS.emailHeading}>
        {step === 'email-code' ? (
          codeForm(LINK_CHOICE_TEXTS.emailCode(email.trim()), 'CONFIRMAR')
        ) : (
          <form className={styles.form} noValidate aria-label={LINK_CHOICE_TEXTS.emailHeading} onSubmit={submitEmail}>
            <p className={styles.stepText}>{LINK_CHOICE_TEXTS.emailText(name)}</p>
            {message}
            <TextField
              label="Tu e-mail"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={emailError}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="primary" fullWidth busy={busy}>
                ENVIAR CÓDIGO
              </Button>
            </div>
          </form>
        )}
      </PageLayout>
    );
  }

  const masked = pending.kind === 'link' ? pending.email : '';
  return (
    <PageLayout title={LINK_CHOICE_TEXTS.question} heading={LINK_CHOICE_TEXTS.question}>
      <p className={statusStyles.text}>
        {name} confirmó tu identidad. Ya hay una cuenta del portal con tu DNI, registrada con el e-mail <strong>{masked}</strong>.
      </p>
      <LockNotice seconds={lockSeconds} />
      {step === 'question' ? (
        <div className={styles.actions}>
          {message}
          <Button type="button" variant="primary" fullWidth onClick={() => setStep('password')}>
            {LINK_CHOICE_TEXTS.mine}
          </Button>
          <Button type="button" variant="secondary" fullWidth onClick={() => setConfirming(true)}>
            {LINK_CHOICE_TEXTS.notMine}
          </Button>
        </div>
      ) : null}
      {step === 'password' ? (
        <form className={styles.form} noValidate aria-label="Contraseña de tu cuenta" onSubmit={submitPassword}>
          <p className={styles.stepText}>{LINK_CHOICE_TEXTS.passwordHint}</p>
          {message}
          <PasswordField
            label="Contraseña"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldError ?? undefined}
            disabled={locked}
            autoFocus
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" fullWidth busy={busy} disabled={locked}>
              CONTINUAR
            </Button>
            <Button type="button" variant="link" onClick={() => setStep('question')} disabled={busy}>
              Volver
            </Button>
          </div>
          <p className={styles.stepText}>
            <Link to={destinations.forgotPassword}>Olvidé mi contraseña</Link>. {LINK_CHOICE_TEXTS.afterReset(name)}
          </p>
        </form>
      ) : null}
      {step === 'code' ? codeForm(LINK_CHOICE_TEXTS.linkCode, 'VINCULAR') : null}
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        role="alertdialog"
        title={LINK_CHOICE_TEXTS.declineTitle}
        description={LINK_CHOICE_TEXTS.declineBody(masked)}
        footer={
          <>
            <Button type="button" variant="danger" busy={busy} onClick={() => send({ intent: 'decline' })}>
              {LINK_CHOICE_TEXTS.declineConfirm}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              Volver
            </Button>
          </>
        }
      />
    </PageLayout>
  );
}
