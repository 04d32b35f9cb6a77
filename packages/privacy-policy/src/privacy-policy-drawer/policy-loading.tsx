import { Spinner } from '@portal/ui-kit';
import * as styles from './privacy-policy-drawer.css';

/** What the drawer shows while the policy's chunk downloads. */
export function PolicyLoading() {
  return (
    <div className={styles.loading}>
      <Spinner label="Cargando las políticas de privacidad" />
    </div>
  );
}
