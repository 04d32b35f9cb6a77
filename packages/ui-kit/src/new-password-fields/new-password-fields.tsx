import type { Ref } from 'react';
import { PasswordField } from '../password-field/password-field';

/** What is wrong with each of the two fields, as the form found it (or the service answered). */
export interface NewPasswordErrors {
  password?: string;
  confirmation?: string;
}

export interface NewPasswordFieldsProps {
  /** The texts, the caller's: this kit knows no wording. */
  labels: { password: string; confirmation: string };
  /** Said under the first field (the password's rule). */
  hint?: string;
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: NewPasswordErrors;
  /** Given an update of the errors: a field's own error goes as soon as it is typed in. */
  onErrorsChange: (update: (errors: NewPasswordErrors) => NewPasswordErrors) => void;
  passwordRef?: Ref<HTMLInputElement>;
  confirmationRef?: Ref<HTMLInputElement>;
  /** While the form is being sent: what was typed stays readable, and unchanged. */
  readOnly?: boolean;
}

/**
 * A new password and its confirmation, each of which can be shown; typing in a field clears that
 * field's error. The form around them checks them and sends them.
 */
export function NewPasswordFields({
  labels,
  hint,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
  onErrorsChange,
  passwordRef,
  confirmationRef,
  readOnly,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        ref={passwordRef}
        label={labels.password}
        name="password"
        autoComplete="new-password"
        required
        hint={hint}
        value={password}
        onChange={(event) => {
          onPasswordChange(event.target.value);
          if (errors.password) onErrorsChange((prev) => ({ ...prev, password: undefined }));
        }}
        error={errors.password}
        readOnly={readOnly}
      />
      <PasswordField
        ref={confirmationRef}
        label={labels.confirmation}
        name="confirmation"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => {
          onConfirmationChange(event.target.value);
          if (errors.confirmation) onErrorsChange((prev) => ({ ...prev, confirmation: undefined }));
        }}
        error={errors.confirmation}
        readOnly={readOnly}
      />
    </>
  );
}
