import { useEffect } from 'react';
import { useProfileFormStore } from '../store';

// The lists the address needs, loaded when the form opens: the towns and the streets.

export function useFormLoading() {
  const locations = useProfileFormStore((state) => state.locations);
  const streets = useProfileFormStore((state) => state.streets);
  const loadLocations = useProfileFormStore((state) => state.loadLocations);
  const loadStreets = useProfileFormStore((state) => state.loadStreets);

  useEffect(() => {
    void loadLocations();
    void loadStreets();
  }, [loadLocations, loadStreets]);

  return { locations, streets, loadLocations, loadStreets };
}
