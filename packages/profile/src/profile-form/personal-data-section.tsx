import type { Gender } from '@portal/api-client';
import { Select, TextField } from '@portal/ui-kit';
import { digitsOnly, fieldId, type SectionProps } from './form-fields';
import * as styles from './profile-form.css';

// The form's "Datos personales": name, DNI, sex, date of birth and e-mail.

const GENDER_OPTIONS: { value: Gender; label: string }[] = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Femenino' },
  { value: 'O', label: 'Otro' },
];

function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function PersonalDataSection({ values, update, errorOf }: SectionProps) {
  return (
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
  );
}
