import type { PortalError } from '@portal/api-client';
import { Banner, Button, Spinner } from '@portal/ui-kit';
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
export function LoadErrorState({ title, error, onRetry }: { title: string; error: PortalError; onRetry: () => void }) {
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
