import type { Gender, SignedInContext, Street } from '@portal/api-client';
import { Banner, Button, PageTitle, Select, TextField, useToast } from '@portal/ui-kit';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useOutletContext, useSearchParams } from 'react-router';
import { type Coordinates, initialValues, type ProfileFormValues, savedCoordinates } from '../form-values';
import { AFTER_SAVE_PATHS, FOCUS_PARAM, type FocusField } from '../paths';
import { type Load, useProfileFormStore } from '../store';
import { StreetPicker } from '../street-picker/street-picker';
import { findStreet, streetLabel } from '../street-picker/street-search';
import type { ValidatedField } from '../validation';
import * as styles from './profile-form.css';

/** The form's error toasts' ids start with this; one is on screen at a time (spec section 5). */
export const FORM_ERROR_TOAST_ID = 'profile-form-error';

type FieldName = ValidatedField | 'dni' | 'floor' | 'apartment';

const fieldId = (field: FieldName) => `perfil-${field.replace('_', '-')}`;
const CHANGE_ADDRESS_ID = 'perfil-cambiar-direccion';

const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Femenino' },
  { value: 'O', label: 'Otro' },
];

const digitsOnly = (text: string) => text.replace(/\D/g, '');

function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The element a link from /perfil asks to focus (decisions: the matching field is focused). */
function focusTarget(field: string | null, coordinates: Coordinates | null): string | null {
  switch (field as FocusField | null) {
    case 'datos':
      return fieldId('first_name');
    case 'direccion':
      return coordinates ? CHANGE_ADDRESS_ID : fieldId('street');
    case 'celular':
      return fieldId('phone_prefix');
    case 'email':
      return fieldId('email');
    default:
      return null;
  }
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

/** /profileform, 'Actualiza tus datos': complete or correct the resident's data (spec sections 2–5). */
export function ProfileFormScreen() {
  const { profile, reloadProfile } = useOutletContext<SignedInContext>();
  const locations = useProfileFormStore((state) => state.locations);
  const streets = useProfileFormStore((state) => state.streets);
  const save = useProfileFormStore((state) => state.save);
  const loadLocations = useProfileFormStore((state) => state.loadLocations);
  const loadStreets = useProfileFormStore((state) => state.loadStreets);
  const saveProfile = useProfileFormStore((state) => state.saveProfile);
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  // The form lives here, not in the profile: a failed save keeps every keystroke.
  const [values, setValues] = useState<ProfileFormValues>(() => initialValues(profile));
  const [coordinates, setCoordinates] = useState<Coordinates | null>(() => savedCoordinates(profile));
  const [invalid, setInvalid] = useState<{ field: FieldName; message: string } | null>(null);
  // Set once the form has saved and is on its way out: a late click must not save again.
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  const errorToastId = useRef<string | null>(null);
  const errorCount = useRef(0);
  const pendingFocus = useRef<string | null>(focusTarget(searchParams.get(FOCUS_PARAM), coordinates));

  useEffect(() => {
    void loadLocations();
    void loadStreets();
  }, [loadLocations, loadStreets]);

  // Focus waits until its field can take it (the street waits for the streets list).
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    const element = document.getElementById(target);
    if (element && !(element as HTMLInputElement).disabled) {
      element.focus();
      pendingFocus.current = null;
    }
  });

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

  function changeAddress() {
    setCoordinates(null);
    pendingFocus.current = fieldId('street');
  }

  function showToastError(title: string, description: string) {
    // Never two at once: the message on screen closes as the new one opens. Each message gets
    // its own id (and so its full time on screen); a closed toast's id is not shown again.
    if (errorToastId.current) toast.dismiss(errorToastId.current);
    errorCount.current += 1;
    errorToastId.current = `${FORM_ERROR_TOAST_ID}-${errorCount.current}`;
    toast.show({ id: errorToastId.current, title, description, variant: 'error' });
  }

  /** A rule of spec section 5, or the service's e-mail or DNI refusal: toast, mark and focus. */
  function showFieldError(field: FieldName, message: string) {
    showToastError('Error', message);
    setInvalid({ field, message });
    document.getElementById(fieldId(field))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (leavingRef.current) return;
    const outcome = await saveProfile(values, profile, coordinates);
    if (outcome.kind === 'saved' || outcome.kind === 'rejected') {
      leavingRef.current = true;
      setLeaving(true);
    }
    switch (outcome.kind) {
      case 'busy':
        return;
      case 'invalid':
        showFieldError(outcome.failure.field, outcome.failure.message);
        return;
      case 'rejected-field':
        showFieldError(outcome.field, outcome.message);
        return;
      case 'failed':
        showToastError('No pudimos guardar tus datos', outcome.error.message);
        return;
      case 'rejected':
        // Spec section 4: any other 400 of the user save goes to the desktop.
        if (errorToastId.current) toast.dismiss(errorToastId.current);
        toast.show({
          id: `${FORM_ERROR_TOAST_ID}-rechazo`,
          title: 'No pudimos guardar todos tus datos',
          description: outcome.error.message,
          variant: 'error',
        });
        navigate(AFTER_SAVE_PATHS.otherRejection);
        void reloadProfile();
        return;
      case 'saved':
        if (errorToastId.current) toast.dismiss(errorToastId.current);
        toast.show({
          id: 'profile-form-saved',
          title: 'Tus datos se actualizaron',
          description:
            outcome.location === 'not-found'
              ? 'No pudimos ubicar tu dirección en el mapa: la guardamos sin coordenadas.'
              : undefined,
          variant: outcome.location === 'not-found' ? 'info' : 'success',
        });
        navigate(AFTER_SAVE_PATHS.success);
        // The shell and /perfil show the new data.
        void reloadProfile();
        return;
    }
  }

  const errorOf = (field: FieldName) => (invalid?.field === field ? invalid.message : undefined);
  const saving = save.status === 'saving' || leaving;
  const savingText =
    save.status === 'saving'
    ? save.step === 'geocoding'
      ? 'Ubicando tu dirección en el mapa...'
      : 'Guardando tus datos...'
    : '';

  return (
    <main className={styles.page}>
      <PageTitle>Actualiza tus datos · Portal del Vecino</PageTitle>
      <h1 className={styles.heading}>Actualiza tus datos</h1>
      <p className={styles.intro}>
        Completá o corregí tus datos. Con tu dirección te mostramos información en base a tu ubicación.
      </p>

      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Datos personales</legend>
          <div className={styles.row}>
            <TextField
              id={fieldId('first_name')}
              label="Nombre"
              autoComplete="given-name"
              value={values.first_name}
              onChange={(e) => update('first_name', e.target.value)}
              error={errorOf('first_name')}
            />
            <TextField
              id={fieldId('last_name')}
              label="Apellido"
              autoComplete="family-name"
              value={values.last_name}
              onChange={(e) => update('last_name', e.target.value)}
              error={errorOf('last_name')}
            />
          </div>
          <div className={styles.row}>
            <TextField
              id={fieldId('dni')}
              label="DNI"
              inputMode="numeric"
              maxLength={8}
              value={values.dni}
              onChange={(e) => update('dni', digitsOnly(e.target.value))}
              error={errorOf('dni')}
            />
            <Select
              id={fieldId('gender')}
              label="Sexo"
              value={values.gender || undefined}
              onValueChange={(value) => update('gender', value as Gender)}
              options={GENDER_OPTIONS}
              error={errorOf('gender')}
            />
          </div>
          <div className={styles.row}>
            <TextField
              id={fieldId('birth_date')}
              label="Fecha de nacimiento"
              type="date"
              autoComplete="bday"
              max={todayIso()}
              value={values.birth_date}
              onChange={(e) => update('birth_date', e.target.value)}
              error={errorOf('birth_date')}
            />
            <TextField
              id={fieldId('email')}
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => update('email', e.target.value)}
              error={errorOf('email')}
            />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Dirección</legend>
          <LoadFailure what="las localidades" load={locations} onRetry={() => void loadLocations()} />
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
          <LoadFailure what="las calles" load={streets} onRetry={() => void loadStreets()} />
          <div className={styles.streetRow}>
            <StreetPicker
              id={fieldId('street')}
              label="Calle"
              streets={streetList}
              loading={streets.status === 'loading' || streets.status === 'idle'}
              valueLabel={chosenStreetLabel}
              onChange={chooseStreet}
              disabled={coordinates !== null || streets.status === 'error'}
              error={errorOf('street')}
              hint={
                coordinates
                  ? 'Tu dirección ya está ubicada en el mapa. Para elegir otra calle usá “Cambiar dirección”.'
                  : undefined
              }
            />
            {coordinates ? (
              <Button id={CHANGE_ADDRESS_ID} variant="secondary" onClick={changeAddress}>
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

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Celular</legend>
          <div className={styles.row}>
            <TextField
              id={fieldId('phone_prefix')}
              label="Característica"
              hint="Sin el 0. Por ejemplo: 291"
              inputMode="numeric"
              autoComplete="tel-area-code"
              maxLength={5}
              value={values.phone_prefix}
              onChange={(e) => update('phone_prefix', digitsOnly(e.target.value))}
              error={errorOf('phone_prefix')}
            />
            <TextField
              id={fieldId('phone')}
              label="Número de celular"
              hint="Sin el 15. Por ejemplo: 4567890"
              inputMode="numeric"
              autoComplete="tel-local"
              maxLength={10}
              value={values.phone}
              onChange={(e) => update('phone', digitsOnly(e.target.value))}
              error={errorOf('phone')}
            />
          </div>
        </fieldset>

        <div className={styles.actions}>
          <Button type="submit" busy={saving}>
            ACTUALIZAR
          </Button>
          <p role="status" className={styles.savingText}>
            {savingText}
          </p>
        </div>
      </form>
    </main>
  );
}
