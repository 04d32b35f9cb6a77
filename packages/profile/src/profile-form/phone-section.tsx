import { TextField } from '@portal/ui-kit';
import { digitsOnly, fieldId, type SectionProps } from './form-fields';
import * as styles from './profile-form.css';

// The form's "Celular": area code and number.

export function PhoneSection({ values, update, errorOf }: SectionProps) {
  return (
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
  );
}
