// The data of the profile form, loaded by the router when its route matches, beside the form's
// code: the towns and the streets. Small and free of screens, so it is in the route table's
// module, never behind a download.
import { deferred, getLocations, getStreets, retriedPart, type Street } from '@portal/api-client';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';

export type FormListPart = 'localidades' | 'calles';

export interface ProfileFormData {
  /** Absent when a list's retry asked only for the other. */
  locations?: Promise<string[]>;
  streets?: Promise<Street[]>;
}

/** /profileform: the towns and the streets, begun, not awaited, each on its own; a list's retry asks for its own alone. */
export function profileFormLoader({ request }: LoaderFunctionArgs): ProfileFormData {
  const only = retriedPart(request);
  return {
    ...(only !== 'calles' ? { locations: deferred(getLocations()) } : {}),
    ...(only !== 'localidades' ? { streets: deferred(getStreets()) } : {}),
  };
}

/** The lists do not change with the resident's save: the form's own submission keeps them. */
export function keepListsOnSave({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}
