import { type Claim, type Licence, type Load, useSignedInProfile } from '@portal/api-client';
import { Card, PageTitle } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { QUERY_KEYS, sortClaims, highlightOffset } from '../claims-list/claim-filters';
import { CLAIMS_PATHS } from '../paths';
import { useClaims, useLicence } from '../store';
import { ClaimItem } from '../shared/claim-item';
import { localIsoDate } from '../shared/dates';
import { ExpiryNotice } from '../shared/expiry-notice';
import { IdentityVerification, isLevelOne, refusedForLevel } from '../shared/identity-verification';
import { LoadErrorState, LoadingState } from '../shared/load-states';
import * as shared from '../shared/shared.css';
import * as styles from './dashboard-screen.css';

/** How many of the newest claims the desktop shows. */
export const RECENT_CLAIMS = 3;

interface Loaded<T> {
  load: Load<T>;
  retry: () => void;
}

function LicenceSummary({ load, retry }: Loaded<Licence | null>) {
  return (
    <Card title="Licencia de conducir" className={styles.card}>
      {load.status === 'idle' || load.status === 'loading' ? <LoadingState label="Cargando tu licencia..." /> : null}
      {load.status === 'error' ? (
        <LoadErrorState title="No pudimos cargar tu licencia" error={load.error} onRetry={retry} />
      ) : null}
      {load.status === 'success' && load.data === null ? (
        <p className={shared.muted}>No tenés una licencia de conducir registrada en el municipio.</p>
      ) : null}
      {load.status === 'success' && load.data !== null ? (
        <>
          <ExpiryNotice expiry={load.data.fecha_vencimiento} days={load.data.dias} />
          <Link className={shared.link} to={CLAIMS_PATHS.licence}>
            Ver mi licencia
          </Link>
        </>
      ) : null}
    </Card>
  );
}

function RecentClaims({ load, retry }: Loaded<Claim[]>) {
  const today = localIsoDate();
  return (
    <Card title="Últimos reclamos" className={styles.card}>
      {load.status === 'idle' || load.status === 'loading' ? <LoadingState label="Cargando tus reclamos..." /> : null}
      {load.status === 'error' ? (
        <LoadErrorState title="No pudimos cargar tus reclamos" error={load.error} onRetry={retry} />
      ) : null}
      {load.status === 'success' && load.data.length === 0 ? (
        <p className={shared.muted}>Todavía no tenés reclamos.</p>
      ) : null}
      {load.status === 'success' && load.data.length > 0 ? (
        <>
          <ul className={styles.list} aria-label="Reclamos más recientes">
            {sortClaims(load.data)
              .slice(0, RECENT_CLAIMS)
              .map((claim) => (
                <ClaimItem
                  key={claim.id}
                  claim={claim}
                  highlight={highlightOffset(claim, today)}
                  to={{ pathname: CLAIMS_PATHS.claims, search: `?${QUERY_KEYS.claim}=${claim.id}` }}
                />
              ))}
          </ul>
          <Link className={shared.link} to={CLAIMS_PATHS.claims}>
            Ver todos mis reclamos ({load.data.length})
          </Link>
        </>
      ) : null}
    </Card>
  );
}

export interface DashboardScreenProps {
  /** The providers to verify the resident's identity with (handed in through the routes' options). */
  verifyIdentity?: ReactNode;
}

/**
 * Escritorio: a greeting, the licence's expiry and the newest claims, each loading on its own; for
 * a resident whose DNI is not proven, the verification instead of both.
 */
export function DashboardScreen({ verifyIdentity }: DashboardScreenProps) {
  const { profile } = useSignedInProfile();
  const levelOne = isLevelOne(profile);
  const licence = useLicence(profile.dni, !levelOne);
  const claims = useClaims(profile.dni, !levelOne);
  const verify = levelOne || refusedForLevel(licence.load) || refusedForLevel(claims.load);
  return (
    <main className={shared.page}>
      <PageTitle>Escritorio · Portal del Vecino</PageTitle>
      <h1 className={shared.title}>Hola, {profile.first_name}</h1>
      <p className={shared.lead}>Este es tu escritorio del Portal del Vecino de Bahía Blanca.</p>
      {verify ? (
        <IdentityVerification providers={verifyIdentity} />
      ) : (
        <div className={styles.grid}>
          <LicenceSummary {...licence} />
          <RecentClaims {...claims} />
        </div>
      )}
    </main>
  );
}
