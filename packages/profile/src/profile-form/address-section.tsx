import { type Load, type Street, useReading } from '@portal/api-client';
import { Banner, Button, Select, TextField } from '@portal/ui-kit';
import { type ReactNode, Suspense, useEffect } from 'react';
import type { Coordinates } from '../form-values';
import { StreetPicker } from '../street-picker/street-picker';
import { findStreet, streetLabel } from '../street-picker/street-search';
import { CHANGE_ADDRESS_ID, digitsOnly, fieldId, type SectionProps } from './form-fields';
import * as styles from './profile-form.css';
import type { ListLoad } from './use-form-loading';

// The form's "Dirección": town and postal code, the street from the city's list (locked while
// the saved address is on the map, until "Cambiar dirección"), house number, floor, apartment.

interface AddressSectionProps extends SectionProps {
  locations: ListLoad<string[]>;
  streets: ListLoad<Street[]>;
  onRetryLocations: () => void;
  onRetryStreets: () => void;
  coordinates: Coordinates | null;
  onChooseStreet: (street: Street) => void;
  onChangeAddress: () => void;
  /** Called once a list has arrived and its fields are drawn (the form's focus may be waiting for them). */
  onListArrived: () => void;
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

const LOADING: Load<never> = { status: 'loading' };
const NO_STREETS: readonly Street[] = [];

/** A list once it has arrived (React's `use` waits for it), as a `Load` for the fields that show it. */
function Arrived<T>({
  reading,
  onArrived,
  children,
}: {
  reading: ListLoad<T>['reading'];
  onArrived: () => void;
  children: (load: Load<T>) => ReactNode;
}) {
  const outcome = useReading(reading);
  useEffect(onArrived);
  return children('failure' in outcome ? { status: 'error', error: outcome.failure } : { status: 'success', data: outcome.data });
}

/**
 * What the fields of one list show: loading while it is on its way (the fields are disabled, so
 * nothing typed is lost when the list arrives) or its retry is, then its answer or its failure.
 */
function WithList<T>({ list, onArrived, children }: { list: ListLoad<T>; onArrived: () => void; children: (load: Load<T>) => ReactNode }) {
  if (list.retrying) return children(LOADING);
  return (
    <Suspense fallback={children(LOADING)}>
      <Arrived reading={list.reading} onArrived={onArrived}>
        {children}
      </Arrived>
    </Suspense>
  );
}

/** The town's options: the list's, and a saved town the list no longer has, so nothing is lost silently. */
function townOptions(locations: Load<string[]>, town: string) {
  const names = locations.status === 'success' ? [...locations.data] : [];
  if (town && !names.includes(town)) names.unshift(town);
  return names.map((name) => ({ value: name, label: name }));
}

/** The chosen street as the picker shows it: its label in the city's list, else as saved. */
function chosenStreetLabel(streets: Load<Street[]>, values: SectionProps['values']): string {
  if (!values.street) return '';
  const street = streets.status === 'success' ? findStreet(streets.data, values.street, values.town, values.street_locality) : undefined;
  return street ? streetLabel(street) : values.street;
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
  onListArrived,
}: AddressSectionProps) {
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Dirección</legend>
      <WithList list={locations} onArrived={onListArrived}>
        {(towns) => <LoadFailure what="las localidades" load={towns} onRetry={onRetryLocations} />}
      </WithList>
      <div className={styles.row}>
        {/* Disabled while the towns load: nothing chosen is lost when the list arrives. */}
        <WithList list={locations} onArrived={onListArrived}>
          {(towns) => (
            <Select
              id={fieldId('town')}
              label="Localidad"
              value={values.town || undefined}
              onValueChange={(value) => update('town', value)}
              options={townOptions(towns, values.town)}
              placeholder={towns.status === 'loading' ? 'Cargando...' : 'Seleccionar...'}
              disabled={towns.status === 'loading'}
              error={errorOf('town')}
            />
          )}
        </WithList>
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
      <WithList list={streets} onArrived={onListArrived}>
        {(list) => <LoadFailure what="las calles" load={list} onRetry={onRetryStreets} />}
      </WithList>
      <div className={styles.streetRow}>
        {/* Disabled while the streets load: nothing typed is lost when the list arrives. */}
        <WithList list={streets} onArrived={onListArrived}>
          {(list) => (
            <StreetPicker
              id={fieldId('street')}
              label="Calle"
              streets={list.status === 'success' ? list.data : NO_STREETS}
              loading={list.status === 'loading' || list.status === 'idle'}
              valueLabel={chosenStreetLabel(list, values)}
              onChange={onChooseStreet}
              disabled={coordinates !== null || list.status === 'error'}
              error={errorOf('street')}
              hint={coordinates ? 'Tu dirección ya está ubicada en el mapa. Para elegir otra calle usá “Cambiar dirección”.' : undefined}
            />
          )}
        </WithList>
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
