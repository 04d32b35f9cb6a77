// The data of this package's screens, loaded by the router when their route matches, beside the
// screens' code: the licence and the claims of the signed-in resident. Read through the signed-in
// area's reads (api-client's `readsOf`): an answer read a moment ago (the desktop's, before a click
// to Mis reclamos) is handed to the screen in hand, so nothing waits. Small and free of screens, so
// it is in the route table's module, never behind a download.
import {
  type Claim,
  ERROR_REASONS,
  holdsResidentProfile,
  type Licence,
  type PortalError,
  type Reading,
  readsOf,
  residentProfile,
  retriedPart,
  type Settled,
  settle,
  tokenResident,
  toPortalError,
} from '@portal/api-client';
import { getClaims, getLicence } from '@portal/api-client/calls';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';

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
 * The resident's DNI for the municipal host, or the refusal for the level. The resident's DNI is
 * not proven at Nivel 1 (CONTRACT.md R11): the host answers the licence and the claims only to
 * Nivel 2, so nothing is asked. The access token says the sign-in's level and, from a service that
 * puts it there, the DNI: then nothing waits for userprofile/. Otherwise the profile says both (a
 * profile that says no level, from a service without levels, asks as before).
 */
async function residentDni(context: LoaderFunctionArgs['context']): Promise<Outcome<number>> {
  const token = tokenResident();
  if (token.level === 1) return LEVEL_REFUSED;
  if (token.level === 2 && token.dni !== null) return token.dni;
  const profile = await residentProfile(context);
  return profile.level === 1 ? LEVEL_REFUSED : profile.dni;
}

/**
 * `load` for the resident of the signed-in layout: the answer the area read while fresh, in hand;
 * else begun and not awaited, so the screen draws at once with its own loading state. `again`
 * (a card's or a list's 'Reintentar') asks anew.
 */
function forResident<T>(
  context: LoaderFunctionArgs['context'],
  part: DashboardPart,
  load: (dni: number) => Promise<T>,
  again = false,
): Reading<Outcome<T>> {
  const reads = readsOf(context);
  if (again) reads.drop(part);
  return settle(
    reads.read(part, async (): Promise<Outcome<T>> => {
      const dni = await residentDni(context);
      if (isRefused(dni)) return LEVEL_REFUSED;
      try {
        return await load(dni);
      } catch (cause) {
        const error = toPortalError(cause);
        if (refusedForLevel(error)) return LEVEL_REFUSED;
        throw error;
      }
    }),
  );
}

export type DashboardPart = 'licencia' | 'reclamos';

export interface DashboardData extends Entering {
  /** Absent when a card's retry asked only for the other. */
  licence?: Reading<Outcome<Licence | null>>;
  claims?: Reading<Outcome<Claim[]>>;
  /**
   * The desktop as a whole: refused for the level when either load is (the verification instead of
   * both cards), else shown. With both loads only (a card's retry is that card's alone).
   */
  desktop?: Reading<Outcome<true>>;
}

/** Refused when any of `loads` is, else shown: a failed load is its card's to show. */
function wholeOf(loads: Settled<Outcome<unknown>>[]): Settled<Outcome<true>> {
  return { data: loads.some((load) => 'data' in load && isRefused(load.data)) ? LEVEL_REFUSED : true };
}

function wholeOutcome(licence: Reading<Outcome<unknown>>, claims: Reading<Outcome<unknown>>): Reading<Outcome<true>> {
  if (!(licence instanceof Promise) && !(claims instanceof Promise)) return wholeOf([licence, claims]);
  return Promise.all([licence, claims]).then(wholeOf);
}

/**
 * Entering the area, how long after the profile has arrived a screen may wait for its own data
 * before it shows its loading states. React keeps a loading state it has shown at least 300 ms
 * before it shows what arrived (its fallback throttle): the cards' loading states, drawn with the
 * profile, held the licence and the claims back that long though they arrived 0.1 s after it on
 * the slow line (code → desktop 0.80 s). Data that comes within this wait shows no later than
 * through the loading states, and the screen comes whole; the price is for data slower than the
 * wait and quicker than twice it, which the loading states drawn at the wait's end hold back
 * another 300 ms (up to 0.3 s later than without the wait).
 */
export const ENTRY_WAIT_MS = 300;

/**
 * What a screen's data carries when the resident enters the area: what the screen waits for,
 * inside the shell's loading state, before it first shows (`useEntryWait` of the screens).
 */
export interface Entering {
  arrival?: Promise<void>;
}

/** The readings' arrival, or ENTRY_WAIT_MS after the profile's (arrived or failed), whichever comes first. */
function arrivalOf(context: LoaderFunctionArgs['context'], readings: Reading<unknown>[]): Promise<void> | undefined {
  const underWay = readings.filter((reading) => reading instanceof Promise);
  if (underWay.length === 0) return undefined;
  const wait = () => new Promise<void>((done) => setTimeout(done, ENTRY_WAIT_MS));
  return Promise.race([Promise.all(underWay), residentProfile(context).then(wait, wait)]).then(() => undefined);
}

/**
 * A click inside the signed-in area (the profile is in hand) waits for what the screen's data
 * still lacks, so the screen arrives whole while the layout shows the router's pending state,
 * rather than drawing its loading state first, which React would keep on screen at least 300 ms
 * once shown. Entering the area, the shell shows its own loading state at once, and the screen
 * waits inside it for its data, at most ENTRY_WAIT_MS after the profile. What the reads held is
 * in hand already: nothing waits for it.
 */
async function screenData<T extends object>(context: LoaderFunctionArgs['context'], data: T): Promise<T & Entering> {
  if (!holdsResidentProfile(context)) return { ...data, arrival: arrivalOf(context, Object.values(data)) };
  const entries = await Promise.all(Object.entries(data).map(async ([key, reading]) => [key, await reading] as const));
  return Object.fromEntries(entries) as T;
}

/** Escritorio: the licence and the claims, each on its own; a card's retry asks for its own alone, anew. */
export function dashboardLoader({ request, context }: LoaderFunctionArgs): Promise<DashboardData> | DashboardData {
  const only = retriedPart(request);
  const data: DashboardData = {
    ...(only !== 'reclamos' ? { licence: forResident(context, 'licencia', getLicence, only !== null) } : {}),
    ...(only !== 'licencia' ? { claims: forResident(context, 'reclamos', getClaims, only !== null) } : {}),
  };
  const { licence, claims } = data;
  const whole = licence && claims ? { ...data, desktop: wholeOutcome(licence, claims) } : data;
  // A card's retry answers at once: the card shows its new load as it arrives.
  return only === null ? screenData(context, whole) : whole;
}

export interface ClaimsData extends Entering {
  claims: Reading<Outcome<Claim[]>>;
}

/** Mis reclamos: the claims. */
export function claimsLoader({ context }: LoaderFunctionArgs): Promise<ClaimsData> {
  return screenData(context, { claims: forResident(context, 'reclamos', getClaims) });
}

export interface LicenceData extends Entering {
  licence: Reading<Outcome<Licence | null>>;
}

/** Licencia de conducir: the licence. */
export function licenceLoader({ context }: LoaderFunctionArgs): Promise<LicenceData> {
  return screenData(context, { licence: forResident(context, 'licencia', getLicence) });
}

/**
 * Mis reclamos keeps its filters and the open claim in the query: changing them asks the service
 * nothing; the same address again, a retry or a save loads the claims anew.
 */
export function keepOnQueryChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}
