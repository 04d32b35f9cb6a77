import { type Reading, retryAddress, type Street } from '@portal/api-client';
import { useFetcher, useLoaderData } from 'react-router';
import type { FormListPart, ProfileFormData } from '../loaders';
import { PROFILE_PATHS } from '../paths';

// The lists the address needs, which the form's route loads when it matches (loaders.ts): the
// towns and the streets, each with its own state and its own retry.

/** One list as the form shows it: the loader's reading of it, or its retry under way. */
export interface ListLoad<T> {
  reading: Reading<T>;
  /** Its retry (a fetcher) is on its way: the list shows it is loading. */
  retrying: boolean;
}

/**
 * One list: the route's, or its own retry's once asked for (a fetcher of the route that loads that
 * list alone, so the other keeps what it shows).
 */
function useList<T>(key: keyof ProfileFormData, part: FormListPart): { load: ListLoad<T>; retry: () => void } {
  const route = useLoaderData() as ProfileFormData;
  const fetcher = useFetcher<ProfileFormData>();
  const reading = (fetcher.data?.[key] ?? route[key]) as Reading<T> | undefined;
  if (!reading) throw new Error(`The profile form's loader has no ${key}`);
  return {
    load: { reading, retrying: fetcher.state !== 'idle' },
    retry: () => void fetcher.load(retryAddress(PROFILE_PATHS.form, part)),
  };
}

export function useFormLoading() {
  const locations = useList<string[]>('locations', 'localidades');
  const streets = useList<Street[]>('streets', 'calles');
  return { locations: locations.load, streets: streets.load, loadLocations: locations.retry, loadStreets: streets.retry };
}
