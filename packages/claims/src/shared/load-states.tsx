import { type PortalError, type Reading, useReading } from '@portal/api-client';
import { Banner, Button, Spinner } from '@portal/ui-kit';
import { type ReactNode, Suspense, use } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { type Entering, isRefused, type Outcome } from '../loaders';
import { IdentityVerification } from './identity-verification';
import * as styles from './shared.css';

/**
 * For a screen's top, outside its own loading states: entering the signed-in area, the screen
 * waits (React's `use`, inside the shell's loading state) for its data, as long as the loader
 * allows (ENTRY_WAIT_MS), so it first shows whole rather than through loading states React would
 * keep at least 300 ms.
 */
export function useEntryWait(): void {
  const { arrival } = useLoaderData() as Entering;
  if (arrival) use(arrival);
}

/** A load under way. */
function LoadingState({ label }: { label: string }) {
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

/** While the load is under way: the loading state, with its label as a screen reader says it, or else `pending` (the desktop: its cards, each loading on its own). */
type Waiting = { loadingLabel: string; pending?: undefined } | { pending: ReactNode; loadingLabel?: undefined };

export type ResidentDataProps<T> = Waiting & {
  /** The route loader's load of the screen's data: its answer, the service's refusal for the level, or its failure. */
  load: Reading<Outcome<T>>;
  /** The failure's title, above the service's reason and 'Reintentar'; without it a failure is the route's error. */
  failureTitle?: string;
  /** What 'Reintentar' does; by default the router loads the screen's data again (revalidates). */
  onRetry?: () => void;
  /** The providers to verify the resident's identity with. */
  verifyIdentity?: ReactNode;
  /** The screen's content once the data has arrived. */
  children: (data: T) => ReactNode;
};

/**
 * A screen's data that only a proven DNI may see, and the one place that offers the verification:
 * the loaders return the refusal for the resident's level as data (nothing asked at Nivel 1, or
 * the service's own refusal), and this shows the verification for it; no screen looks at the
 * level itself. Otherwise its loading state, its failure with 'Reintentar', and then the content.
 */
export function ResidentData<T>({ load, loadingLabel, pending, ...shown }: ResidentDataProps<T>) {
  return (
    <Suspense fallback={loadingLabel === undefined ? pending : <LoadingState label={loadingLabel} />}>
      <Arrived load={load} {...shown} />
    </Suspense>
  );
}

/** The load once it has arrived (React's `use` waits for it): its content, the verification or its failure. */
function Arrived<T>({ load, failureTitle, onRetry, verifyIdentity, children }: Omit<ResidentDataProps<T>, keyof Waiting>) {
  const { revalidate } = useRevalidator();
  const outcome = useReading(load);
  if ('failure' in outcome) {
    if (failureTitle === undefined) throw outcome.failure;
    return <LoadErrorState title={failureTitle} error={outcome.failure} onRetry={onRetry ?? (() => void revalidate())} />;
  }
  return isRefused(outcome.data) ? <IdentityVerification providers={verifyIdentity} /> : children(outcome.data);
}
