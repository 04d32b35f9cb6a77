// The data of this package's screens, loaded by the router when their route matches, beside the
// screens' code: the licence and the claims of the resident whose profile the signed-in layout
// holds. Small and free of screens, so it is in the route table's module, never behind a download.
import {
  type Claim,
  deferred,
  ERROR_REASONS,
  getClaims,
  getLicence,
  holdsResidentProfile,
  type Licence,
  type PortalError,
  residentProfile,
  retriedPart,
  toPortalError,
  type UserProfile,
} from '@portal/api-client';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * The resident's DNI is not proven (Nivel 1, CONTRACT.md R11): the municipal host answers the
 * licence and the claims only to Nivel 2, so nothing is asked for. A profile that says no level (a
 * service without levels) asks as before.
 */
function isLevelOne(profile: UserProfile): boolean {
  return profile.level === 1;
}

/** The municipal host refused the data to the token's level (403, reason 'level'). */
function refusedForLevel(error: PortalError): boolean {
  return error.status === 403 && error.reason === ERROR_REASONS.level;
}

/** What a load comes to when the data is refused for the resident's level: the screen offers the verification. */
export const LEVEL_REFUSED = { refused: 'level' } as const;

/** A load's answer, or the refusal for the resident's level (not an error: nothing to retry). */
export type Outcome<T> = T | typeof LEVEL_REFUSED;

export function isRefused<T>(outcome: Outcome<T>): outcome is typeof LEVEL_REFUSED {
  return outcome === LEVEL_REFUSED;
}

/**
 * `load` for the resident of the signed-in layout, begun once the DNI is known and not awaited:
 * the screen draws at once with its own loading state. Nothing is asked at Nivel 1.
 */
function forResident<T>(context: LoaderFunctionArgs['context'], load: (dni: number) => Promise<T>): Promise<Outcome<T>> {
  return deferred(
    residentProfile(context).then(async (profile) => {
      if (isLevelOne(profile)) return LEVEL_REFUSED;
      try {
        return await load(profile.dni);
      } catch (cause) {
        const error = toPortalError(cause);
        if (refusedForLevel(error)) return LEVEL_REFUSED;
        throw error;
      }
    }),
  );
}

export type DashboardPart = 'licencia' | 'reclamos';

export interface DashboardData {
  /** Absent when a card's retry asked only for the other. */
  licence?: Promise<Outcome<Licence | null>>;
  claims?: Promise<Outcome<Claim[]>>;
  /**
   * The desktop as a whole: refused for the level when either load is (the verification instead of
   * both cards), else shown. With both loads only (a card's retry is that card's alone).
   */
  desktop?: Promise<Outcome<true>>;
}

/** Refused when any of `loads` is; never rejects, a failed load being its card's to show. */
function wholeOutcome(loads: Promise<Outcome<unknown>>[]): Promise<Outcome<true>> {
  return deferred(
    Promise.all(loads.map((load) => load.catch(() => true))).then((outcomes) => (outcomes.some(isRefused) ? LEVEL_REFUSED : true)),
  );
}

/**
 * A click inside the signed-in area (the router holds the profile) waits for the screen's data, so
 * the screen arrives whole while the layout shows the router's pending state, rather than drawing
 * its loading state first, which React would keep on screen at least 300 ms once shown. Entering
 * the area, the shell and each screen show their own loading states as the data arrives.
 */
async function wholeOnClick<T extends object>(context: LoaderFunctionArgs['context'], data: T): Promise<T> {
  if (holdsResidentProfile(context)) {
    await Promise.all(Object.values(data).map((load: Promise<unknown>) => load.catch(() => {})));
  }
  return data;
}

/** Escritorio: the licence and the claims, each on its own; a card's retry asks for its own alone. */
export function dashboardLoader({ request, context }: LoaderFunctionArgs): Promise<DashboardData> | DashboardData {
  const only = retriedPart(request);
  const data: DashboardData = {
    ...(only !== 'reclamos' ? { licence: forResident(context, getLicence) } : {}),
    ...(only !== 'licencia' ? { claims: forResident(context, getClaims) } : {}),
  };
  const { licence, claims } = data;
  const whole = licence && claims ? { ...data, desktop: wholeOutcome([licence, claims]) } : data;
  // A card's retry answers at once: the card shows its new load as it arrives.
  return only === null ? wholeOnClick(context, whole) : whole;
}

export interface ClaimsData {
  claims: Promise<Outcome<Claim[]>>;
}

/** Mis reclamos: the claims. */
export function claimsLoader({ context }: LoaderFunctionArgs): Promise<ClaimsData> {
  return wholeOnClick(context, { claims: forResident(context, getClaims) });
}

export interface LicenceData {
  licence: Promise<Outcome<Licence | null>>;
}

/** Licencia de conducir: the licence. */
export function licenceLoader({ context }: LoaderFunctionArgs): Promise<LicenceData> {
  return wholeOnClick(context, { licence: forResident(context, getLicence) });
}

/**
 * Mis reclamos keeps its filters and the open claim in the query: changing them asks the service
 * nothing; the same address again, a retry or a save loads the claims anew.
 */
export function keepOnQueryChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
