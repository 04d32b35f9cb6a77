// The data of the profile form, loaded by the router when its route matches, beside the form's
// code: the towns and the streets. Small and free of screens, so it is in the route table's
// module, never behind a download.
import { type Reading, retriedPart, type Street, settle } from '@portal/api-client';
import { geocodeAddress, getLocations, getStreets } from '@portal/api-client/calls';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { Coordinates, ProfileFormValues } from './form-values';

export type FormListPart = 'localidades' | 'calles';

export interface ProfileFormData {
  /** Absent when a list's retry asked only for the other. */
  locations?: Reading<string[]>;
  streets?: Reading<Street[]>;
}

/** The intent of the save's first step, finding the address on the map (this loader, through the save's fetcher). */
const LOCATE_INTENT = 'ubicar';

/** The save's first step as the form submits it (a GET of the form's route): the address to find. */
export function locateQuery(values: ProfileFormValues): Record<string, string> {
  return { intent: LOCATE_INTENT, street: values.street, number: values.height, town: values.town };
}

/** Whether a request of the form's route (its query), or the fetcher's submission (its form data), is the save's first step. */
export function isLocateQuery(query: Pick<URLSearchParams | FormData, 'get'> | undefined): boolean {
  return query?.get('intent') === LOCATE_INTENT;
}

/** The save's first step's answer: where the address is on the map, or null when the map could not say. */
export interface Located {
  kind: 'located';
  coordinates: Coordinates | null;
}

/**
 * Finds the address on the map (docs/product.md#saving-the-profile); any failure (service down,
 * not found) means no coordinates, and the save goes on without them. A read, so the loader's:
 * through the form's fetcher as a GET it changes nothing, drops none of the resident's reads and
 * loads nothing again, so the save after it sends the same calls as one save did.
 */
async function locate(query: URLSearchParams): Promise<Located> {
  try {
    const found = await geocodeAddress({
      street: query.get('street') ?? '',
      number: query.get('number') ?? '',
      town: query.get('town') ?? '',
    });
    return { kind: 'located', coordinates: found ? { lat: found.lat, lon: found.lon } : null };
  } catch {
    return { kind: 'located', coordinates: null };
  }
}

/**
 * /profileform: the towns and the streets, begun, not awaited, each on its own, so the form draws
 * at once. A list's retry (a fetcher) asks for its own alone and waits for it: meanwhile the form
 * shows the list loading from the fetcher's state. The save's fetcher asks it where an address is
 * (`locateQuery`).
 */
export async function profileFormLoader({ request }: LoaderFunctionArgs): Promise<ProfileFormData | Located> {
  const query = new URL(request.url).searchParams;
  if (isLocateQuery(query)) return locate(query);
  const only = retriedPart(request);
  if (only === 'calles') return { streets: await settle(getStreets()) };
  if (only === 'localidades') return { locations: await settle(getLocations()) };
  return { locations: settle(getLocations()), streets: settle(getStreets()) };
}

/** The lists do not change with the resident's save: the form's own submission keeps them. */
export function keepListsOnSave({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}
