import type { Licence } from '@portal/api-client';
import { Card, PageTitle } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import type { LicenceData } from '../loaders';
import { formatDate } from '../shared/dates';
import { ExpiryNotice } from '../shared/expiry-notice';
import { ResidentData, useEntryWait } from '../shared/load-states';
import * as shared from '../shared/shared.css';
import * as styles from './licence-screen.css';

function daysLeft(days: number): string {
  if (days < 0) return days === -1 ? 'Vencida hace 1 día' : `Vencida hace ${-days} días`;
  return days === 1 ? '1 día' : `${days} días`;
}

function LicenceFields({ licence }: { licence: Licence }) {
  const fields: Array<[string, ReactNode]> = [
    ['Trámite', licence.tramite],
    ['Número', licence.numero],
    ['Clases', licence.clases],
    ['Documento', licence.documento],
    ['Nombre y apellido', licence.nombre_apellido],
    ['Localidad', licence.localidad],
    [
      'Fecha de expedición',
      <time key="value" dateTime={licence.fecha_expedicion}>
        {formatDate(licence.fecha_expedicion)}
      </time>,
    ],
    [
      'Fecha de vencimiento',
      <time key="value" dateTime={licence.fecha_vencimiento}>
        {formatDate(licence.fecha_vencimiento)}
      </time>,
    ],
    ['Estado', licence.estado],
    ['Días para el vencimiento', daysLeft(licence.dias)],
  ];
  return (
    <dl className={styles.fields}>
      {fields.map(([term, value]) => (
        <div key={term} className={styles.field}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface LicenceScreenProps {
  /** The providers to verify the resident's identity with (handed in through the routes' options). */
  verifyIdentity?: ReactNode;
}

function LicencePage({ children }: { children: ReactNode }) {
  return (
    <main className={shared.page}>
      <PageTitle>Licencia de conducir · Portal del Vecino</PageTitle>
      <h1 className={shared.title}>Licencia de conducir</h1>
      {children}
    </main>
  );
}

function LicenceAnswer({ licence }: { licence: Licence | null }) {
  if (licence === null) {
    return (
      <div className={shared.stateBlock}>
        <p className={styles.emptyTitle}>No encontramos una licencia de conducir a tu nombre.</p>
        <p className={shared.muted}>Cuando tramites tu licencia en el municipio, vas a ver acá sus datos y su vencimiento.</p>
      </div>
    );
  }
  return (
    <>
      <ExpiryNotice expiry={licence.fecha_vencimiento} days={licence.dias} />
      <Card title="Datos de la licencia">
        <LicenceFields licence={licence} />
      </Card>
    </>
  );
}

/**
 * Licencia de conducir: every field of the resident's driving licence, or a clear empty state; for
 * a resident whose DNI is not proven, the verification instead. The licence comes from the route's
 * loader; a failure offers 'Reintentar', which loads it again (the router revalidates).
 */
export function LicenceScreen({ verifyIdentity }: LicenceScreenProps) {
  useEntryWait();
  const { licence } = useLoaderData() as LicenceData;
  return (
    <LicencePage>
      <ResidentData
        load={licence}
        loadingLabel="Cargando tu licencia..."
        failureTitle="No pudimos cargar tu licencia"
        verifyIdentity={verifyIdentity}
      >
        {(answer) => <LicenceAnswer licence={answer} />}
      </ResidentData>
    </LicencePage>
  );
}
