// The data of the profile form, loaded by the router when its route matches, beside the form's
// code: the towns and the streets. Small and free of screens, so it is in the route table's
// module, never behind a download.
import { type Reading, retriedPart, type Street, settle } from '@portal/api-client';
import { getLocations, getStreets } from '@portal/api-client/calls';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';

export type FormListPart = 'localidades' | 'calles';

export interface ProfileFormData {
  /** Absent when a list's retry asked only for the other. */
  locations?: Reading<string[]>;
  streets?: Reading<Street[]>;
}

/**
 * /profileform: the towns and the streets, begun, not awaited, each on its own, so the form draws
 * at once. A list's retry (a fetcher) asks for its own alone and waits for it: meanwhile the form
 * shows the list loading from the fetcher's state.
 */
export async function profileFormLoader({ request }: LoaderFunctionArgs): Promise<ProfileFormData> {
  const only = retriedPart(request);
  if (only === 'calles') return { streets: await settle(getStreets()) };
  if (only === 'localidades') return { locations: await settle(getLocations()) };
  return { locations: settle(getLocations()), streets: settle(getStreets()) };
}

/** The lists do not change with the resident's save: the form's own submission keeps them. */
export function keepListsOnSave({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}
