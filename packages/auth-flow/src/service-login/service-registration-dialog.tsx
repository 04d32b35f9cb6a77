import type { Gender, Street } from '@portal/api-client';
import { Button, CodeInput, Dialog, Select, TextField } from '@portal/ui-kit';
import { type FormEvent, useId, useState } from 'react';
import * as styles from './service-registration-dialog.css';

/** What the resident completes in the service registration modal. */
export interface ServiceRegistrationValues {
  gender: Gender | '';
  /** The chosen street's id, or null while none is chosen. */
  streetId: number | null;
  height: string;
  floor: string;
  apartment: string;
  observation: string;
  phone: string;
  /** The 4-digit code sent to the mobile after 'Validar'. */
  phoneCode: string;
  email: string;
}

export interface ServiceRegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown read-only: the identity comes from the sign-in. */
  resident: { first_name: string; last_name: string; dni: number | string };
  /** The streets list (api-client `getStreets`). */
  streets: readonly Street[];
  defaultValues?: Partial<ServiceRegistrationValues>;
  /** 'Validar': the mobile number to send a code to; the code boxes appear. */
  onRequestPhoneCode?: (phone: string) => void;
  onSave: (values: ServiceRegistrationValues) => void;
  saving?: boolean;
}

const GENDER_OPTIONS = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Femenino' },
  { value: 'O', label: 'Otro' },
];

const EMPTY: ServiceRegistrationValues = {
  gender: '',
  streetId: null,
  height: '',
  floor: '',
  apartment: '',
  observation: '',
  phone: '',
  phoneCode: '',
  email: '',
};

/** docs/product.md#profile-form: street options read 'street name - locality abbreviation'. */
export function streetOptionLabel(street: Street): string {
  return `${street.nombre} - ${street.localidad.abreviatura}`;
}

function isGender(value: string): value is Gender {
  return value === 'M' || value === 'F' || value === 'O';
}

/**
 * The registration-like modal of the login-by-service page
 * (docs/product.md#login-by-service-and-hand-off). It is described there but nothing opens it
 * yet; it is ready for the flow that will.
 */
export function ServiceRegistrationDialog({
  open,
  onOpenChange,
  resident,
  streets,
  defaultValues,
  onRequestPhoneCode,
  onSave,
  saving = false,
}: ServiceRegistrationDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<ServiceRegistrationValues>({ ...EMPTY, ...defaultValues });
  const [codeRequested, setCodeRequested] = useState(false);
  const [phoneError, setPhoneError] = useState<string | undefined>();

  const update = <K extends keyof ServiceRegistrationValues>(key: K, value: ServiceRegistrationValues[K]) =>
    setValues((prev) => ({ ...prev, [key]: value }));

  function requestCode() {
    const phone = values.phone.trim();
    if (!/^\d{6,12}$/.test(phone)) {
      setPhoneError('Ingresá el número sin el 0 ni el 15, solo números.');
      return;
    }
    setPhoneError(undefined);
    setCodeRequested(true);
    onRequestPhoneCode?.(phone);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(values);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Completá tus datos"
      footer={
        <Button type="submit" form={formId} variant="primary" busy={saving}>
          Guardar
        </Button>
      }
    >
      <form id={formId} className={styles.form} onSubmit={handleSubmit} noValidate>
        <div className={styles.row}>
          <TextField label="Nombre" name="first_name" value={resident.first_name} readOnly />
          <TextField label="Apellido" name="last_name" value={resident.last_name} readOnly />
        </div>
        <TextField label="Número de documento" name="dni" value={String(resident.dni)} readOnly />
        <Select
          label="Género"
          name="gender"
          value={values.gender === '' ? undefined : values.gender}
          onValueChange={(value) => update('gender', isGender(value) ? value : '')}
          options={GENDER_OPTIONS}
        />
        <Select
          label="Calle"
          name="street"
          value={values.streetId === null ? undefined : String(values.streetId)}
          onValueChange={(value) => update('streetId', Number(value))}
          options={streets.map((street) => ({ value: String(street.id), label: streetOptionLabel(street) }))}
        />
        {values.streetId !== null ? (
          <>
            <div className={styles.row}>
              <TextField
                label="Altura"
                name="height"
                inputMode="numeric"
                value={values.height}
                onChange={(e) => update('height', e.target.value)}
              />
              <TextField label="Piso" name="floor" value={values.floor} onChange={(e) => update('floor', e.target.value)} />
              <TextField
                label="Departamento"
                name="apartment"
                value={values.apartment}
                onChange={(e) => update('apartment', e.target.value)}
              />
            </div>
            <TextField
              label="Observación"
              name="observation"
              value={values.observation}
              onChange={(e) => update('observation', e.target.value)}
            />
          </>
        ) : null}
        <div className={styles.phoneRow}>
          <TextField
            label="Celular (sin el 0 ni el 15)"
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={values.phone}
            onChange={(e) => update('phone', e.target.value)}
            error={phoneError}
          />
          <Button type="button" variant="secondary" onClick={requestCode}>
            Validar
          </Button>
        </div>
        {codeRequested ? (
          <CodeInput label="Código de validación" length={4} value={values.phoneCode} onChange={(code) => update('phoneCode', code)} />
        ) : null}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => update('email', e.target.value)}
        />
      </form>
    </Dialog>
  );
}
