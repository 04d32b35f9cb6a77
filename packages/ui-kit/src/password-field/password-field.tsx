import { useState } from 'react';
import { FieldFrame, type TextFieldProps } from '../text-field/text-field';
import * as styles from './password-field.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}

/** A password input whose toggle shows or hides what was typed. */
export function PasswordField({ ref, disabled, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame
      {...props}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      inputRef={ref}
      inputClassName={styles.input}
      adornment={
        <button
          type="button"
          className={styles.toggle}
          aria-label={visible ? 'Ocultar contraseña' : 'Mostrar contraseña'}
          aria-pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}
