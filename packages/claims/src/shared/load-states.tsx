import { type PortalError, toPortalError, useSignedInProfile } from '@portal/api-client';
import { Banner, Button, Spinner } from '@portal/ui-kit';
import { type ReactNode, Suspense } from 'react';
import { Await, useAsyncError, useRevalidator } from 'react-router';
import { isLevelOne, isRefused, type Outcome } from '../loaders';
import { IdentityVerification } from './identity-verification';
import * as styles from './shared.css';

/** A load under way. */
export function LoadingState({ label }: { label: string }) {
  return (
    <div className={styles.stateBlock}>
      <Spinner label={label} />
    </div>
  );
}

/** A failed load: what failed, the service's reason, and a retry. */
function LoadErrorState({ title, error, onRetry }: { title: string; error: PortalError; onRetry: () => void }) {
  return (
    <Banner variant="error" title={title}>
      <div className={styles.stateBlock}>
        <p className={styles.muted}>{error.message}</p>
        <Button variant="secondary" onClick={onRetry}>
          Reintentar
        </Button>
      </div>
    </Banner>
  );
}

/** The error element of a load the router awaits (`<Await errorElement>`): the failure it met, and a retry. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return <LoadErrorState title={title} error={toPortalError(useAsyncError())} onRetry={onRetry} />;
}

export interface ResidentDataProps<T> {
  /** The route loader's load of the screen's data. */
  load: Promise<Outcome<T>>;
  /** The loading state's label, as a screen reader says it. */
  loadingLabel: string;
  /** The failure's title, above the service's reason and 'Reintentar'. */
  failureTitle: string;
  /** The providers to verify the resident's identity with. */
  verifyIdentity?: ReactNode;
  /** The screen's content once the data has arrived. */
  children: (data: T) => ReactNode;
}

/**
 * A screen's data that only a proven DNI may see: the verification for a resident at Nivel 1 (or
 * when the service refuses for the level), its loading state, its failure with 'Reintentar', which
 * loads it again (the router revalidates), and then the screen's content.
 */
export function ResidentData<T>({ load, loadingLabel, failureTitle, verifyIdentity, children }: ResidentDataProps<T>) {
  const { profile } = useSignedInProfile();
  const { revalidate } = useRevalidator();
  if (isLevelOne(profile)) return <IdentityVerification providers={verifyIdentity} />;
  return (
    <Suspense fallback={<LoadingState label={loadingLabel} />}>
      <Await resolve={load} errorElement={<LoadFailed title={failureTitle} onRetry={() => void revalidate()} />}>
        {(outcome: Outcome<T>) => (isRefused(outcome) ? <IdentityVerification providers={verifyIdentity} /> : children(outcome))}
      </Await>
    </Suspense>
  );
}
