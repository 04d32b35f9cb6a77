import type { Claim } from '@portal/api-client';
import { Button, PageTitle, Select, type SelectOption } from '@portal/ui-kit';
import { type ReactNode, useMemo } from 'react';
import { useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ClaimsData } from '../loaders';
import { ClaimItem } from '../shared/claim-item';
import { HIGHLIGHT_WINDOW_DAYS, localIsoDate } from '../shared/dates';
import { ResidentData, useEntryWait } from '../shared/load-states';
import * as shared from '../shared/shared.css';
import { ClaimDetails } from './claim-details';
import {
  ALL,
  type ClaimFilters,
  distinct,
  filterClaims,
  hasFilters,
  highlightOffset,
  PERIODS,
  QUERY_KEYS,
  readFilters,
  sortClaims,
  withFilter,
  withoutFilters,
} from './claim-filters';
import * as styles from './claims-list-screen.css';

/** Router state of a details link: closing the details then goes Back instead of adding an entry. */
interface OpenedFromList {
  openedFromList: true;
}

function isOpenedFromList(state: unknown): state is OpenedFromList {
  return typeof state === 'object' && state !== null && (state as Partial<OpenedFromList>).openedFromList === true;
}

function optionsOf(values: string[], allLabel: string, selected: string | null): SelectOption[] {
  // A value from a shared link that no claim has any more still shows as chosen, so it can be cleared.
  const all = selected !== null && !values.includes(selected) ? [...values, selected] : values;
  return [{ value: ALL, label: allLabel }, ...all.map((value) => ({ value, label: value }))];
}

function matchText(shown: number, total: number, filtered: boolean): string {
  if (!filtered) return total === 1 ? '1 reclamo' : `${total} reclamos`;
  return shown === 1 ? `1 de ${total} reclamos coincide con los filtros` : `${shown} de ${total} reclamos coinciden con los filtros`;
}

function ClaimsBrowser({ claims }: { claims: Claim[] }) {
  const [query, setQuery] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const filters = readFilters(query);
  const filtered = hasFilters(filters);
  const today = localIsoDate();

  const sorted = useMemo(() => sortClaims(claims), [claims]);
  const shown = filterClaims(sorted, filters, today);
  const categories = useMemo(() => distinct(claims, 'categoria'), [claims]);
  const states = useMemo(() => distinct(claims, 'estado'), [claims]);

  const openId = query.get(QUERY_KEYS.claim);
  const openClaim = openId === null ? undefined : claims.find((claim) => String(claim.id) === openId);

  const setFilter = (key: keyof ClaimFilters) => (value: string) => setQuery(withFilter(query, key, value));
  const clearFilters = () => setQuery(withoutFilters(query));
  const closeDetails = () => {
    if (isOpenedFromList(location.state)) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(query);
    next.delete(QUERY_KEYS.claim);
    setQuery(next, { replace: true });
  };
  const detailsLink = (claim: Claim) => {
    const next = new URLSearchParams(query);
    next.set(QUERY_KEYS.claim, String(claim.id));
    return { search: `?${next.toString()}` };
  };

  return (
    <>
      <fieldset className={styles.filters}>
        <legend className={styles.legend}>Filtrar reclamos</legend>
        <Select
          label="Categoría"
          value={filters.category ?? ALL}
          onValueChange={setFilter('category')}
          options={optionsOf(categories, 'Todas', filters.category)}
        />
        <Select
          label="Estado"
          value={filters.state ?? ALL}
          onValueChange={setFilter('state')}
          options={optionsOf(states, 'Todos', filters.state)}
        />
        <Select
          label="Período"
          value={filters.period ?? ALL}
          onValueChange={setFilter('period')}
          options={[{ value: ALL, label: 'Todos' }, ...PERIODS.map(({ value, label }) => ({ value, label }))]}
        />
      </fieldset>
      <div className={styles.summary}>
        <p role="status" className={styles.count}>
          {matchText(shown.length, claims.length, filtered)}
        </p>
        {filtered && shown.length > 0 ? (
          <Button variant="link" onClick={clearFilters}>
            Limpiar filtros
          </Button>
        ) : null}
      </div>
      {shown.length > 0 ? (
        <>
          <p className={shared.muted}>
            Los reclamos destacados tienen fecha dentro de los {HIGHLIGHT_WINDOW_DAYS} días anteriores o posteriores a hoy.
          </p>
          <ul className={styles.list} aria-label="Reclamos">
            {shown.map((claim) => (
              <ClaimItem
                key={claim.id}
                claim={claim}
                highlight={highlightOffset(claim, today)}
                to={detailsLink(claim)}
                linkState={{ openedFromList: true } satisfies OpenedFromList}
              />
            ))}
          </ul>
        </>
      ) : (
        <div className={shared.stateBlock}>
          <p className={styles.emptyTitle}>Ningún reclamo coincide con los filtros elegidos.</p>
          <Button variant="secondary" onClick={clearFilters}>
            Limpiar filtros
          </Button>
        </div>
      )}
      <ClaimDetails claim={openClaim} onClose={closeDetails} />
    </>
  );
}

export interface ClaimsListScreenProps {
  /** The providers to verify the resident's identity with (handed in through the routes' options). */
  verifyIdentity?: ReactNode;
}

function ClaimsPage({ children }: { children: ReactNode }) {
  return (
    <main className={shared.page}>
      <PageTitle>Mis reclamos · Portal del Vecino</PageTitle>
      <h1 className={shared.title}>Mis reclamos</h1>
      {children}
    </main>
  );
}

function ClaimsAnswer({ claims }: { claims: Claim[] }) {
  if (claims.length === 0) {
    return (
      <div className={shared.stateBlock}>
        <p className={styles.emptyTitle}>Todavía no tenés reclamos.</p>
        <p className={shared.muted}>Cuando inicies un reclamo en el municipio, vas a poder seguirlo desde acá.</p>
      </div>
    );
  }
  return <ClaimsBrowser claims={claims} />;
}

/**
 * Mis reclamos: the resident's claims, newest first, filtered by the URL query; for a resident
 * whose DNI is not proven, the verification instead. The claims come from the route's loader; a
 * failure offers 'Reintentar', which loads them again (the router revalidates).
 */
export function ClaimsListScreen({ verifyIdentity }: ClaimsListScreenProps) {
  useEntryWait();
  const { claims } = useLoaderData() as ClaimsData;
  return (
    <ClaimsPage>
      <ResidentData
        load={claims}
        loadingLabel="Cargando tus reclamos..."
        failureTitle="No pudimos cargar tus reclamos"
        verifyIdentity={verifyIdentity}
      >
        {(answer) => <ClaimsAnswer claims={answer} />}
      </ResidentData>
    </ClaimsPage>
  );
}
