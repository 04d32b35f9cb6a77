import { ERROR_MESSAGES, getServiceConfig, sessionTimeouts, useSession } from '@portal/api-client';
import { Banner, Carousel, Divider, PageLayout, useHydrated, VisuallyHidden } from '@portal/ui-kit';
import { type ReactNode, useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import { INACTIVITY_TEXTS } from '../inactivity/inactivity-texts';
import { type AuthDestinations, SIGN_IN_FETCHER } from '../paths';
import { ProviderLink } from '../providers/provider-link';
import { PROVIDER_BUTTONS } from '../providers/provider-names';
import { isCodeStepClosed, useAuthStore } from '../store';
import { CodeStep } from './code-step';
import { CredentialsForm } from './credentials-form';
import { LockNotice } from './lock-notice';
import type { SignInResult } from './login-actions';
import * as styles from './login-screen.css';
import { useLockCountdown } from './use-lock-countdown';

export { signInAction } from './login-actions';

/** After the profile page's 'Cerrar sesión en todos los dispositivos' (docs/product.md#sign-out). */
export const SIGNED_OUT_EVERYWHERE = 'Cerramos tu sesión en todos los dispositivos. Ingresá de nuevo para continuar.';

/** Carousel autoplay and spacing (docs/product.md#password-and-code). */
const CAROUSEL_INTERVAL_MS = 2500;
const CAROUSEL_SPACING = 90;

const SLIDES = [
  'Registrá y validá tus datos una sola vez',
  'Accedé a todos los servicios en un solo portal',
  'Realizá tus consultas y trámites en línea',
];

export interface LoginScreenProps {
  /** Where the screen leads into other packages' pages: the desktop after a sign-in, and its links. */
  destinations: AuthDestinations;
  /** Below the links: the privacy-policy link goes here. */
  footer?: ReactNode;
  /** The last of the links: the support request's button, handed in by the shell (`@portal/recovery`). */
  supportRequest?: ReactNode;
  /**
   * Called once the password is sent and while the code step shows: the shell fetches the
   * signed-in code ahead. Returns what cancels it.
   */
  prefetchSignedIn?: () => () => void;
}

function NewTabNote() {
  return <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>;
}

/** The login screen (`/` and `/login/`): providers, DNI or e-mail with password, the code step, the lock. */
export function LoginScreen({ destinations, footer, supportRequest, prefetchSignedIn }: LoginScreenProps) {
  // Signed in, the screen is left (its guard sends the browser on): that sign-in is forgotten.
  useEffect(() => () => useAuthStore.getState().leave(), []);
  const step = useAuthStore((s) => s.step);
  // What the action answered the last submission; nothing while the next one is under way.
  const fetcher = useFetcher<SignInResult | null>({ key: SIGN_IN_FETCHER });
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  // Signing in: from the password's submission on (the service checks it and mails the code) to the
  // code step. The shell fetches the signed-in code meanwhile, so the desktop waits for no chunk.
  const signingIn = step === 'code' || (fetcher.state !== 'idle' && fetcher.formData?.get('intent') === 'credentials');
  useEffect(() => (signingIn ? prefetchSignedIn?.() : undefined), [signingIn, prefetchSignedIn]);
  const refusal = result?.error;
  const seconds = useLockCountdown();
  const locked = seconds > 0;
  const { links } = getServiceConfig();
  // Why the last session ended without the resident asking, kept in storage until the next
  // sign-in: unknown to the server, so shown once the page is hydrated.
  const hydrated = useHydrated();
  const endedBecause = useSession((s) => s.endedBecause);
  const sessionEnd = !hydrated
    ? null
    : endedBecause === 'expired'
      ? ERROR_MESSAGES.sessionExpired
      : endedBecause === 'inactive'
        ? INACTIVITY_TEXTS.closed(sessionTimeouts().inactivitySeconds)
        : endedBecause === 'all-devices'
          ? SIGNED_OUT_EVERYWHERE
          : endedBecause === 'security'
            ? ERROR_MESSAGES.sessionEnded
            : null;

  // The code step closed for too many wrong codes: the service's text, and the way out of it.
  const codeStepClosed = refusal && isCodeStepClosed(refusal) ? refusal.message : null;

  // docs/product.md#password-and-code: the red banner for an error with a message and a status other than 403; PIN errors show by the code.
  // A step's refusal goes with it: 'Volver' from the code leaves the code's behind.
  const bannerError = refusal && result.intent === step && refusal.status !== 403 && !refusal.isPinError ? refusal.message : null;

  return (
    <div className={styles.page}>
      <section className={styles.showcase} aria-label="Portal del Vecino">
        <Carousel
          label="Qué podés hacer en el Portal del Vecino"
          intervalMs={CAROUSEL_INTERVAL_MS}
          spacing={CAROUSEL_SPACING}
          slides={SLIDES.map((text) => (
            <p key={text} className={styles.slide}>
              {text}
            </p>
          ))}
        />
      </section>
      <PageLayout
        variant="panel"
        title="Ingresar"
        heading="Ingresá al Portal del Vecino"
        intro="Podés ingresar con tu cuenta de AFIP, ANSES o Mi Argentina, o con tu DNI a través de RENAPER."
      >
        <ul className={styles.providers} aria-label="Ingresar con otra cuenta">
          {PROVIDER_BUTTONS.map(({ provider, label }) => (
            <li key={provider}>
              <ProviderLink provider={provider}>{label}</ProviderLink>
            </li>
          ))}
        </ul>
        <Divider label="o ingresá con tu DNI o e-mail" />
        {sessionEnd !== null ? <Banner variant={endedBecause === 'all-devices' ? 'info' : 'warning'}>{sessionEnd}</Banner> : null}
        {bannerError !== null ? <Banner variant="error">{`error: ${bannerError}`}</Banner> : null}
        {codeStepClosed !== null ? (
          <Banner variant="error" title="Ingreso con código cerrado">
            <p>{codeStepClosed}</p>
            <Link className={styles.link} to={destinations.forgotPassword}>
              Restablecer mi contraseña
            </Link>
          </Banner>
        ) : null}
        <LockNotice seconds={seconds} />
        {step === 'code' ? (
          // Part of this screen's own download: once the page is usable, signing in downloads nothing more.
          <CodeStep locked={locked} />
        ) : (
          <CredentialsForm locked={locked} />
        )}
        <ul className={styles.links}>
          <li>
            <Link className={styles.link} to={destinations.forgotPassword}>
              ¿Olvidaste tu contraseña?
            </Link>
          </li>
          <li>
            <Link className={styles.link} to={destinations.resendVerification}>
              ¿No recibiste el correo de validación?
            </Link>
          </li>
          <li>
            <a className={styles.link} href={links.registrationTutorial} target="_blank" rel="noopener noreferrer">
              Tutorial para registrarte (PDF)
              <NewTabNote />
            </a>
          </li>
          <li>
            ¿No tenés cuenta?{' '}
            <Link className={styles.link} to={destinations.register}>
              Registrate
            </Link>
          </li>
          <li>
            <a className={styles.link} href={links.loginHelp} target="_blank" rel="noopener noreferrer">
              Problemas para ingresar o registrarte
              <NewTabNote />
            </a>
          </li>
          {supportRequest ? <li>{supportRequest}</li> : null}
        </ul>
        {footer}
      </PageLayout>
    </div>
  );
}
