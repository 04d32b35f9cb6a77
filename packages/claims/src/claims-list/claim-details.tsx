import type { Claim } from '@portal/api-client';
import { Dialog } from '@portal/ui-kit';
import { formatDate } from '../shared/dates';
import * as styles from './claim-details.css';

/** The details of one claim, in a dialog; closed when `claim` is undefined. */
export function ClaimDetails({ claim, onClose }: { claim: Claim | undefined; onClose: () => void }) {
  return (
    <Dialog
      open={claim !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={claim ? `Reclamo N° ${claim.numero}` : 'Reclamo'}
      description={claim ? `${claim.categoria} - ${claim.subcategoria}` : undefined}
    >
      {claim ? (
        <dl className={styles.fields}>
          <div className={styles.field}>
            <dt className={styles.term}>Número</dt>
            <dd className={styles.value}>{claim.numero}</dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>Fecha</dt>
            <dd className={styles.value}>
              <time dateTime={claim.fecha}>{formatDate(claim.fecha, claim.formatted_fecha)}</time>
            </dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>Categoría</dt>
            <dd className={styles.value}>{claim.categoria}</dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>Subcategoría</dt>
            <dd className={styles.value}>{claim.subcategoria}</dd>
          </div>
          <div className={styles.field}>
            <dt className={styles.term}>Estado</dt>
            <dd className={styles.value}>{claim.estado}</dd>
          </div>
          {claim.direccion ? (
            <div className={styles.field}>
              <dt className={styles.term}>Ubicación</dt>
              <dd className={styles.value}>{claim.direccion}</dd>
            </div>
          ) : null}
          {claim.descripcion ? (
            <div className={styles.field}>
              <dt className={styles.term}>Descripción</dt>
              <dd className={styles.value}>{claim.descripcion}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </Dialog>
  );
}
