import { type PortalError, toPortalError } from '@portal/api-client';
import { Banner, Button, Spinner } from '@portal/ui-kit';
import { useAsyncError } from 'react-router';
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
