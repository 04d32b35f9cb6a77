// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import { isLinkToken, linkTokenFrom } from '@portal/rules';
import { Banner, Button, PageLayout, RouterButtonLink, Spinner, useArrival, useHydrated, useSubmitOnce } from '@portal/ui-kit';
import * as styles from '@portal/ui-kit/status-page-styles';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import type { ActivationOutcome } from '../actions';
import { RECOVERY_PATHS, type RecoveryDestinations } from '../paths';

const ACTIVATION_MESSAGES = {
  missing: 'El enlace de activación está incompleto. Abrilo de nuevo desde el correo que te enviamos.',
  malformed: 'El enlace de activación no es válido. Abrilo de nuevo desde el correo que te enviamos.',
} as const;

/** A link without a token, or with one that is not ours: refused without a call. */
function unusableLink(token: string | null): ActivationOutcome | null {
  if (isLinkToken(token)) return null;
  const reason = token === null || token === '' ? 'missing' : 'malformed';
  return { status: 'error', reason: 'refused', message: ACTIVATION_MESSAGES[reason] };
}

/**
 * `/activar?token=…`, the page of the e-mailed activation link: the token leaves the address bar
 * at once, `POST activate/` goes out once to the route's action (strict mode, revalidations and
 * reloads never send it twice), then the outcome with a way to sign in, or a clear error with a
 * way to ask for a new link.
 */
export function ActivationScreen({ destinations }: { destinations: RecoveryDestinations }) {
  const { login } = destinations;
  const token = linkTokenFrom(useArrival().search);
  const fetcher = useFetcher<ActivationOutcome>();
  const { submit } = fetcher;
  // 'Reintentar' once: a second click sends nothing while the first is under way.
  const retry = useSubmitOnce(fetcher);
  // The link is single use: sent once for this page, whatever runs this effect again (StrictMode's
  // second run keeps the ref). An action, never a loader, which a revalidation would run again.
  const sent = useRef(false);

  useEffect(() => {
    // After useArrival's effect: the token is out of the address bar before it is sent.
    if (sent.current || !isLinkToken(token)) return;
    sent.current = true;
    void submit({ token }, { method: 'post', defaultShouldRevalidate: false });
  }, [token, submit]);

  // The prerendered page cannot see the address's token: it shows the activation under way, and
  // hydration draws the same before a link without a valid token says so.
  const hydrated = useHydrated();
  const outcome = hydrated ? (unusableLink(token) ?? (fetcher.state === 'idle' ? (fetcher.data ?? null) : null)) : null;

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
  if (outcome?.status === 'error' && outcome.reason === 'unreachable' && token !== null) {
    // The link was not refused, only not answered: the same link is tried again, from this page
    // (the token left the address bar, so a reload could not).
    return (
      <PageLayout title="No pudimos activar tu cuenta" heading="No pudimos activar tu cuenta" focusHeading>
        <Banner variant="error">{outcome.message}</Banner>
        <p className={styles.text}>Probá de nuevo en un momento. Si tu cuenta ya quedó activada, podés ingresar.</p>
        <Button variant="primary" fullWidth onClick={() => void retry({ token }, { method: 'post', defaultShouldRevalidate: false })}>
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
