import type { Gender } from '@portal/api-client';
import { PasswordField, Select, TextField } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import { fieldId, type SectionProps } from './form-fields';
import * as styles from './profile-form.css';

// The form's "Datos personales": name, DNI (shown, not edited), sex, date of birth and e-mail.

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

export interface PersonalDataSectionProps extends SectionProps {
  /** The resident's DNI, shown and never edited. */
  dni: number;
  /** The e-mail differs from the saved one: the current password is asked for. */
  changingEmail: boolean;
  /** A new e-mail waiting for its mailed link. */
  pendingEmail: string | null;
  /** The support request's button, handed in by the shell: where a wrong DNI gets corrected. */
  supportRequest?: ReactNode;
}

const PENDING_EMAIL_NOTE = 'Pendiente de confirmación:';
const CURRENT_PASSWORD_HINT =
  'Para cambiar tu e-mail, ingresá tu contraseña actual. Te vamos a enviar un enlace al e-mail nuevo para confirmarlo; hasta que lo abras, seguimos usando el actual.';

const DNI_HINT = 'Tu DNI es tu identidad en el portal y no se cambia desde acá. Si está mal, pedí la corrección a soporte';

/**
 * The DNI as text, not an input (docs/product.md#profile-form): registration's DNI check and the
 * national providers are the only ways a DNI enters an account. Focusable only by the form, when a
 * service refuses the DNI anyway and the form points at it.
 */
function DniSummary({ dni, error, supportRequest }: { dni: number; error?: string; supportRequest?: ReactNode }) {
  const id = fieldId('dni');
  return (
    <fieldset className={styles.readOnlyField} aria-describedby={`${id}-hint`}>
      <legend className={styles.readOnlyLabel}>DNI</legend>
      <p id={id} className={styles.readOnlyValue} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
        {dni}
      </p>
      <p id={`${id}-hint`} className={styles.hint}>
        {supportRequest ? `${DNI_HINT}:` : `${DNI_HINT} con «Problemas para registrarte», en la pantalla de ingreso.`}
      </p>
      {supportRequest}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function PersonalDataSection({
  values,
  update,
  errorOf,
  dni,
  changingEmail,
  pendingEmail,
  supportRequest,
}: PersonalDataSectionProps) {
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
        <DniSummary dni={dni} error={errorOf('dni')} supportRequest={supportRequest} />
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
        <div className={styles.emailGroup}>
          <TextField
            id={fieldId('email')}
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => update('email', e.target.value)}
            error={errorOf('email')}
            hint={pendingEmail ? `${PENDING_EMAIL_NOTE} ${pendingEmail}. Abrí el enlace que te enviamos a esa dirección.` : undefined}
          />
          {changingEmail ? (
            <PasswordField
              id={fieldId('current_password')}
              label="Contraseña actual"
              autoComplete="current-password"
              value={values.current_password}
              onChange={(e) => update('current_password', e.target.value)}
              error={errorOf('current_password')}
              hint={CURRENT_PASSWORD_HINT}
            />
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
