// biome-ignore-all assist/source/organizeImports: the import order here is the order of the stylesheets vanilla-extract emits, and a later rule wins a tie; sorting would change which one.
import { type Claim, type Licence, type Reading, retryAddress, useSignedInProfile } from '@portal/api-client';
import { Card, PageTitle } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { Link, useFetcher, useLoaderData } from 'react-router';
import { QUERY_KEYS, sortClaims, highlightOffset } from '../claims-list/claim-filters';
import type { DashboardData, DashboardPart, Outcome } from '../loaders';
import { CLAIMS_PATHS } from '../paths';
import { ClaimItem } from '../shared/claim-item';
import { localIsoDate } from '../shared/dates';
import { ExpiryNotice } from '../shared/expiry-notice';
import { ResidentData, useEntryWait } from '../shared/load-states';
import * as shared from '../shared/shared.css';
import * as styles from './dashboard-screen.css';

/** How many of the newest claims the desktop shows. */
export const RECENT_CLAIMS = 3;

/**
 * One card's data: the route's, or its own retry's once asked for (a fetcher of this route that
 * loads that card's part alone, so the other card keeps what it shows).
 */
function useCardLoad<K extends keyof DashboardData>(
  part: DashboardPart,
  key: K,
): { load: NonNullable<DashboardData[K]>; retry: () => void } {
  const route = useLoaderData() as DashboardData;
  const fetcher = useFetcher<DashboardData>();
  const load = fetcher.data?.[key] ?? route[key];
  if (!load) throw new Error(`The desktop's loader has no ${key}`);
  return { load, retry: () => void fetcher.load(retryAddress(CLAIMS_PATHS.dashboard, part)) };
}

interface CardProps<T> {
  load: Reading<Outcome<T>>;
  retry: () => void;
  verifyIdentity?: ReactNode;
}

function LicenceSummary({ load, retry, verifyIdentity }: CardProps<Licence | null>) {
  return (
    <Card title="Licencia de conducir" className={styles.card}>
      <ResidentData
        load={load}
        loadingLabel="Cargando tu licencia..."
        failureTitle="No pudimos cargar tu licencia"
        onRetry={retry}
        verifyIdentity={verifyIdentity}
      >
        {(licence) =>
          licence === null ? (
            <p className={shared.muted}>No tenés una licencia de conducir registrada en el municipio.</p>
          ) : (
            <>
              <ExpiryNotice expiry={licence.fecha_vencimiento} days={licence.dias} />
              <Link className={shared.link} to={CLAIMS_PATHS.licence}>
                Ver mi licencia
              </Link>
            </>
          )
        }
      </ResidentData>
    </Card>
  );
}

function RecentClaimsList({ claims }: { claims: Claim[] }) {
  const today = localIsoDate();
  if (claims.length === 0) return <p className={shared.muted}>Todavía no tenés reclamos.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Reclamos más recientes">
        {sortClaims(claims)
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
        Ver todos mis reclamos ({claims.length})
      </Link>
    </>
  );
}

function RecentClaims({ load, retry, verifyIdentity }: CardProps<Claim[]>) {
  return (
    <Card title="Últimos reclamos" className={styles.card}>
      <ResidentData
        load={load}
        loadingLabel="Cargando tus reclamos..."
        failureTitle="No pudimos cargar tus reclamos"
        onRetry={retry}
        verifyIdentity={verifyIdentity}
      >
        {(claims) => <RecentClaimsList claims={claims} />}
      </ResidentData>
    </Card>
  );
}

export interface DashboardScreenProps {
  /** The providers to verify the resident's identity with (handed in through the routes' options). */
  verifyIdentity?: ReactNode;
}

/**
 * Escritorio: a greeting, the licence's expiry and the newest claims, each loading on its own (the
 * route's loader starts both); when the loader says the data is refused for the resident's level
 * (Nivel 1, or the service's refusal of either), the one verification instead of both cards.
 */
export function DashboardScreen({ verifyIdentity }: DashboardScreenProps) {
  useEntryWait();
  const { profile } = useSignedInProfile();
  const { desktop } = useLoaderData() as DashboardData;
  const licence = useCardLoad('licencia', 'licence');
  const claims = useCardLoad('reclamos', 'claims');
  if (!desktop) throw new Error("The desktop's loader has no desktop");
  const cards = (
    <div className={styles.grid}>
      <LicenceSummary {...licence} verifyIdentity={verifyIdentity} />
      <RecentClaims {...claims} verifyIdentity={verifyIdentity} />
    </div>
  );
  return (
    <main className={shared.page}>
      <PageTitle>Escritorio · Portal del Vecino</PageTitle>
      <h1 className={shared.title}>Hola, {profile.first_name}</h1>
      <p className={shared.lead}>Este es tu escritorio del Portal del Vecino de Bahía Blanca.</p>
      {/* While the cards load, they show, each with its own loading state. */}
      <ResidentData load={desktop} pending={cards} verifyIdentity={verifyIdentity}>
        {() => cards}
      </ResidentData>
    </main>
  );
}
