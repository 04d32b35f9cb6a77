import type { Street, UserProfile } from '@portal/api-client';
import { useState } from 'react';
import { type Coordinates, initialValues, type ProfileFormValues, savedCoordinates } from '../form-values';
import type { FieldName } from './form-fields';

// The form's own state: what the resident typed, the saved map position while the address is
// kept, and the one field marked invalid.

export function useFormValues(profile: UserProfile) {
  // The form lives here, not in the profile: a failed save keeps every keystroke.
  const [values, setValues] = useState<ProfileFormValues>(() => initialValues(profile));
  const [coordinates, setCoordinates] = useState<Coordinates | null>(() => savedCoordinates(profile));
  const [invalid, setInvalid] = useState<{ field: FieldName; message: string } | null>(null);

  function update<K extends keyof ProfileFormValues>(field: K, value: ProfileFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid?.field === field) setInvalid(null);
  }

  function chooseStreet(street: Street) {
    setValues((current) => ({
      ...current,
      street: street.nombre,
      street_locality: street.localidad.abreviatura,
      town: current.town || street.localidad.nombre,
    }));
    if (invalid?.field === 'street') setInvalid(null);
  }

  return {
    values,
    coordinates,
    update,
    chooseStreet,
    /** The resident changes the address: the saved map position no longer holds. */
    forgetCoordinates: () => setCoordinates(null),
    markInvalid: (field: FieldName, message: string) => setInvalid({ field, message }),
    errorOf: (field: FieldName) => (invalid?.field === field ? invalid.message : undefined),
  };
}
