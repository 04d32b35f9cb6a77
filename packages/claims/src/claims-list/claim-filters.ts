import type { Claim } from '@portal/api-client';
import { daysFrom, HIGHLIGHT_WINDOW_DAYS } from '../shared/dates';

/** The URL query keys of the filters and of the open claim (docs/product.md#claims: filters live in the URL). */
export const QUERY_KEYS = {
  category: 'categoria',
  state: 'estado',
  period: 'periodo',
  claim: 'reclamo',
} as const;

export const PERIODS = [
  { value: '30', label: 'Últimos 30 días', days: 30 },
  { value: '90', label: 'Últimos 90 días', days: 90 },
  { value: '365', label: 'Último año', days: 365 },
] as const;

type Period = (typeof PERIODS)[number]['value'];

/** The value of a select meaning 'no filter'; it never appears in the URL. */
export const ALL = 'todos';

export interface ClaimFilters {
  category: string | null;
  state: string | null;
  period: Period | null;
}

function isPeriod(value: string | null): value is Period {
  return PERIODS.some((period) => period.value === value);
}

/** The filters a URL query holds; an unknown period reads as no period filter. */
export function readFilters(query: URLSearchParams): ClaimFilters {
  const period = query.get(QUERY_KEYS.period);
  return {
    category: query.get(QUERY_KEYS.category) || null,
    state: query.get(QUERY_KEYS.state) || null,
    period: isPeriod(period) ? period : null,
  };
}

export function hasFilters(filters: ClaimFilters): boolean {
  return filters.category !== null || filters.state !== null || filters.period !== null;
}

/** A copy of `query` with one filter set (or removed, for ALL); the rest of the query is kept. */
export function withFilter(query: URLSearchParams, key: keyof ClaimFilters, value: string): URLSearchParams {
  const next = new URLSearchParams(query);
  next.delete(QUERY_KEYS.claim);
  if (value === ALL || value === '') next.delete(QUERY_KEYS[key]);
  else next.set(QUERY_KEYS[key], value);
  return next;
}

/** A copy of `query` without any filter. */
export function withoutFilters(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of [QUERY_KEYS.category, QUERY_KEYS.state, QUERY_KEYS.period, QUERY_KEYS.claim]) next.delete(key);
  return next;
}

/** Newest first; claims of the same day by number, newest first. */
export function sortClaims(claims: readonly Claim[]): Claim[] {
  return [...claims].sort((a, b) => b.fecha.localeCompare(a.fecha) || b.numero - a.numero);
}

export function filterClaims(claims: readonly Claim[], filters: ClaimFilters, today: string): Claim[] {
  const days = PERIODS.find((period) => period.value === filters.period)?.days;
  return claims.filter((claim) => {
    if (filters.category !== null && claim.categoria !== filters.category) return false;
    if (filters.state !== null && claim.estado !== filters.state) return false;
    if (days !== undefined) {
      const offset = daysFrom(today, claim.fecha);
      if (offset === null || offset < -days) return false;
    }
    return true;
  });
}

/** Days from today when the claim lies within the highlight window (±10 days), else null. */
export function highlightOffset(claim: Claim, today: string): number | null {
  const offset = daysFrom(today, claim.fecha);
  return offset !== null && Math.abs(offset) <= HIGHLIGHT_WINDOW_DAYS ? offset : null;
}

/** The distinct values of a field, sorted in Spanish order. */
export function distinct(claims: readonly Claim[], field: 'categoria' | 'estado'): string[] {
  return [...new Set(claims.map((claim) => claim[field]))].sort((a, b) => a.localeCompare(b, 'es-AR'));
}
