import type { Load, Street } from '@portal/api-client';
import { Banner, Button, Select, TextField } from '@portal/ui-kit';
import { useMemo } from 'react';
import type { Coordinates } from '../form-values';
import { StreetPicker } from '../street-picker/street-picker';
import { findStreet, streetLabel } from '../street-picker/street-search';
import { CHANGE_ADDRESS_ID, digitsOnly, fieldId, type SectionProps } from './form-fields';
import * as styles from './profile-form.css';

// The form's "Dirección": town and postal code, the street from the city's list (locked while
// the saved address is on the map, until "Cambiar dirección"), house number, floor, apartment.

interface AddressSectionProps extends SectionProps {
  locations: Load<string[]>;
  streets: Load<Street[]>;
  onRetryLocations: () => void;
  onRetryStreets: () => void;
  coordinates: Coordinates | null;
  onChooseStreet: (street: Street) => void;
  onChangeAddress: () => void;
}

function LoadFailure({ what, load, onRetry }: { what: string; load: Load<unknown>; onRetry: () => void }) {
  if (load.status !== 'error') return null;
  return (
    <Banner variant="error" title={`No pudimos cargar ${what}`}>
      <p className={styles.bannerText}>{load.error.message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Reintentar
      </Button>
    </Banner>
  );
}

export function AddressSection({
  values,
  update,
  errorOf,
  locations,
  streets,
  onRetryLocations,
  onRetryStreets,
  coordinates,
  onChooseStreet,
  onChangeAddress,
}: AddressSectionProps) {
  const streetList: readonly Street[] = streets.status === 'success' ? streets.data : [];
  const chosenStreetLabel = useMemo(() => {
    if (!values.street) return '';
    const street = findStreet(streetList, values.street, values.town, values.street_locality);
    return street ? streetLabel(street) : values.street;
  }, [streetList, values.street, values.town, values.street_locality]);

  const townOptions = useMemo(() => {
    const names = locations.status === 'success' ? [...locations.data] : [];
    // A saved town the list no longer has stays choosable, so nothing is lost silently.
    if (values.town && !names.includes(values.town)) names.unshift(values.town);
    return names.map((name) => ({ value: name, label: name }));
  }, [locations, values.town]);

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Dirección</legend>
      <LoadFailure what="las localidades" load={locations} onRetry={onRetryLocations} />
      <div className={styles.row}>
        <Select
          id={fieldId('town')}
          label="Localidad"
          value={values.town || undefined}
          onValueChange={(value) => update('town', value)}
          options={townOptions}
          placeholder={locations.status === 'loading' ? 'Cargando...' : 'Seleccionar...'}
          disabled={locations.status === 'loading'}
          error={errorOf('town')}
        />
        <TextField
          id={fieldId('postal_code')}
          label="Código postal"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={8}
          value={values.postal_code}
          onChange={(e) => update('postal_code', digitsOnly(e.target.value))}
          error={errorOf('postal_code')}
        />
      </div>
      <LoadFailure what="las calles" load={streets} onRetry={onRetryStreets} />
      <div className={styles.streetRow}>
        <StreetPicker
          id={fieldId('street')}
          label="Calle"
          streets={streetList}
          loading={streets.status === 'loading' || streets.status === 'idle'}
          valueLabel={chosenStreetLabel}
          onChange={onChooseStreet}
          disabled={coordinates !== null || streets.status === 'error'}
          error={errorOf('street')}
          hint={coordinates ? 'Tu dirección ya está ubicada en el mapa. Para elegir otra calle usá “Cambiar dirección”.' : undefined}
        />
        {coordinates ? (
          <Button id={CHANGE_ADDRESS_ID} variant="secondary" onClick={onChangeAddress}>
            Cambiar dirección
          </Button>
        ) : null}
      </div>
      <div className={styles.row3}>
        <TextField
          id={fieldId('height')}
          label="Altura"
          inputMode="numeric"
          maxLength={6}
          value={values.height}
          onChange={(e) => update('height', digitsOnly(e.target.value))}
          error={errorOf('height')}
        />
        <TextField
          id={fieldId('floor')}
          label="Piso"
          inputMode="numeric"
          maxLength={3}
          value={values.floor}
          onChange={(e) => update('floor', digitsOnly(e.target.value))}
        />
        <TextField
          id={fieldId('apartment')}
          label="Departamento"
          maxLength={10}
          value={values.apartment}
          onChange={(e) => update('apartment', e.target.value)}
        />
      </div>
    </fieldset>
  );
}
