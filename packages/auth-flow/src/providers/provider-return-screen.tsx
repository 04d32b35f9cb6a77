import type { Provider } from '@portal/api-client';
import { Banner, PageLayout, RouterButtonLink, Spinner, useToast } from '@portal/ui-kit';
import * as styles from '@portal/ui-kit/status-page-styles';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useFetcher, useLocation, useNavigate } from 'react-router';
import { afterSignInPath } from '../handoff/pending-handoff';
import { AUTH_PATHS, type AuthDestinations } from '../paths';
import { LinkChoice } from './link-choice';
import { PROVIDER_NAMES } from './provider-names';
import type { ProviderReturnOutcome, ProviderReturnRequest } from './provider-return-action';
import { readProviderStart } from './take-provider-start';

export { providerReturnAction } from './provider-return-action';

export interface ProviderReturnScreenProps {
  provider: Provider;
  /** Where a finished sign-in lands (unless it began on a service page): the desktop; and the recovery a linking resident may need. */
  destinations: Pick<AuthDestinations, 'signedInHome' | 'forgotPassword'>;
}

/**
 * The return page of a provider sign-in (`/<provider>redirect/*`): a spinner while the route's
 * action exchanges the return once, then the desktop (or the hand-off); a clear message when it
 * cannot be used.
 */
export function ProviderReturnScreen({ provider, destinations }: ProviderReturnScreenProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<ProviderReturnOutcome>();
  // The query as the page arrived with it: the address bar loses it at once.
  const [arrival] = useState(() => ({ search: location.search, pathname: location.pathname, hash: location.hash }));
  // Whether the spinner says 'Verificando': known from the start before the action spends it.
  const [verifying, setVerifying] = useState(false);
  // The return is submitted once: React's strict mode runs this effect twice on the same ref, and
  // a second submission would replace the first's answer with its own refusal.
  const submitted = useRef(false);

  useEffect(() => {
    if (submitted.current) return;
    submitted.current = true;
    const start = readProviderStart(provider);
    setVerifying(start !== null && start.returnTo !== null && start.emailUndo === null);
    // Out of the address bar (and so out of history, reloads and shared links) before anything is sent.
    if (arrival.search !== '') void navigate({ pathname: arrival.pathname, hash: arrival.hash }, { replace: true });
    const request: ProviderReturnRequest = { intent: 'return', search: arrival.search };
    void fetcher.submit(request, { method: 'post', encType: 'application/json', action: arrival.pathname });
  }, [arrival, fetcher, navigate, provider]);

  const outcome = fetcher.data;
  const name = PROVIDER_NAMES[provider];

  // The undo's confirmation goes back to its page with the proof, out of the address and history.
  if (outcome?.status === 'email-undo') return <Navigate to={outcome.returnTo} state={outcome.handBack} replace />;
  if (outcome?.status === 'signed-in') return <Navigate to={destinations.signedInHome} replace />;
  if (outcome?.status === 'pending') return <LinkChoice provider={provider} pending={outcome.pending} destinations={destinations} />;
  if (outcome?.status === 'success' && outcome.returnTo !== null) return <BackVerified to={outcome.returnTo} />;
  if (outcome?.status === 'success') return <Navigate to={afterSignInPath(destinations.signedInHome)} replace />;
  if (outcome?.status === 'error' && outcome.returnTo !== null) {
    return (
      <PageLayout title="No pudimos verificar tu identidad" heading="No pudimos verificar tu identidad">
        <Banner variant="error">{outcome.message}</Banner>
        <p className={styles.text}>Tu cuenta sigue en Nivel 1. Podés volver a intentarlo con el mismo u otro proveedor.</p>
        <RouterButtonLink to={outcome.returnTo} variant="primary" fullWidth>
          Volver al portal
        </RouterButtonLink>
      </PageLayout>
    );
  }
  if (outcome?.status === 'error') {
    return (
      <PageLayout title="No pudimos completar tu ingreso" heading="No pudimos completar tu ingreso">
        <Banner variant="error">{outcome.message}</Banner>
        <p className={styles.text}>Volvé a intentarlo desde el inicio de sesión.</p>
        <RouterButtonLink to={`${AUTH_PATHS.login}/`} variant="primary" fullWidth>
          Volver al inicio de sesión
        </RouterButtonLink>
      </PageLayout>
    );
  }
  if (verifying) {
    return (
      <PageLayout title={`Verificando tu identidad con ${name}`} heading={`Verificando tu identidad con ${name}`}>
        <div className={styles.busy}>
          <Spinner size="large" label={`Estamos confirmando tu identidad con ${name}...`} />
        </div>
      </PageLayout>
    );
  }
  return (
    <PageLayout title={`Ingresando con ${name}`} heading={`Ingresando con ${name}`}>
      <div className={styles.busy}>
        <Spinner size="large" label={`Estamos completando tu ingreso con ${name}...`} />
      </div>
    </PageLayout>
  );
}

/** The confirmation of a verification, shown over the page it began on. */
export const IDENTITY_VERIFIED = 'Verificamos tu identidad: ya tenés Nivel 2.';

/** Back where the verification began, saying it worked (a toast outlives the navigation). */
function BackVerified({ to }: { to: string }) {
  const toast = useToast();
  useEffect(() => {
    toast.show({
      id: 'identidad-verificada',
      variant: 'success',
      title: IDENTITY_VERIFIED,
      description: 'Ya podés ver tu licencia de conducir y tus reclamos.',
      duration: 10_000,
    });
  }, [toast]);
  return <Navigate to={to} replace />;
}
