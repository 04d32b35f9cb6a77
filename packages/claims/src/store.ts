import {
  type Claim,
  getClaims,
  getLicence,
  IDLE,
  type LatestAnswer,
  type Licence,
  type Load,
  latestAnswer,
  toPortalError,
} from '@portal/api-client';
import { useEffect } from 'react';
import { create } from 'zustand';

export type { Load } from '@portal/api-client';

export interface ClaimsState {
  /** The DNI the loads below belong to; another resident's DNI starts over. */
  dni: string | null;
  /** The driving licence; `null` when the resident has none. */
  licence: Load<Licence | null>;
  /** The resident's claims, as the service answers them. */
  claims: Load<Claim[]>;
  /** Loads the licence of `dni` unless it is already loaded or loading; after an error it loads again. */
  loadLicence: (dni: string | number) => Promise<void>;
  /** Loads the claims of `dni` unless they are already loaded or loading; after an error it loads again. */
  loadClaims: (dni: string | number) => Promise<void>;
  reset: () => void;
}

type Resource = 'licence' | 'claims';

// An answer that arrives after a reset or for another resident is dropped.
const answers: Record<Resource, LatestAnswer> = { licence: latestAnswer(), claims: latestAnswer() };

/** The home state (docs/product.md#desktop): the licence and the claims of the signed-in resident, in one store. */
export const useClaimsStore = create<ClaimsState>()((set, get) => {
  function forResident(dni: string): void {
    if (get().dni !== dni) {
      answers.licence.drop();
      answers.claims.drop();
      set({ dni, licence: IDLE, claims: IDLE });
    }
  }

  async function load<K extends Resource>(
    resource: K,
    dni: string,
    fetch: (dni: string) => Promise<ClaimsState[K] extends Load<infer T> ? T : never>,
  ): Promise<void> {
    forResident(dni);
    const status = get()[resource].status;
    if (status === 'loading' || status === 'success') return;
    const isLatest = answers[resource].begin();
    set({ [resource]: { status: 'loading' } } as Partial<ClaimsState>);
    try {
      const data = await fetch(dni);
      if (isLatest()) set({ [resource]: { status: 'success', data } } as Partial<ClaimsState>);
    } catch (error) {
      if (isLatest()) {
        set({ [resource]: { status: 'error', error: toPortalError(error) } } as Partial<ClaimsState>);
      }
    }
  }

  return {
    dni: null,
    licence: IDLE,
    claims: IDLE,
    loadLicence: (dni) => load('licence', String(dni), getLicence),
    loadClaims: (dni) => load('claims', String(dni), getClaims),
    reset: () => {
      answers.licence.drop();
      answers.claims.drop();
      set({ dni: null, licence: IDLE, claims: IDLE });
    },
  };
});

/**
 * The resident's licence load, started on mount unless `enabled` is false (a level-1 resident's is
 * never asked for); idle while the store still holds someone else's.
 */
export function useLicence(dni: number | string, enabled = true): { load: Load<Licence | null>; retry: () => void } {
  const key = String(dni);
  const load = useClaimsStore((state) => (state.dni === key ? state.licence : IDLE));
  const loadLicence = useClaimsStore((state) => state.loadLicence);
  useEffect(() => {
    if (enabled) void loadLicence(key);
  }, [enabled, key, loadLicence]);
  return { load, retry: () => void loadLicence(key) };
}

/** The resident's claims load, started on mount unless `enabled` is false; idle while the store still holds someone else's. */
export function useClaims(dni: number | string, enabled = true): { load: Load<Claim[]>; retry: () => void } {
  const key = String(dni);
  const load = useClaimsStore((state) => (state.dni === key ? state.claims : IDLE));
  const loadClaims = useClaimsStore((state) => state.loadClaims);
  useEffect(() => {
    if (enabled) void loadClaims(key);
  }, [enabled, key, loadClaims]);
  return { load, retry: () => void loadClaims(key) };
}
