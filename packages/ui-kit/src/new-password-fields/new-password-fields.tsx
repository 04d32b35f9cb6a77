import { type Ref, useCallback, useLayoutEffect, useRef, useState } from 'react';
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

/** What a form with NewPasswordFields holds: what was typed, the errors, and the fields' props. */
export interface NewPassword {
  password: string;
  confirmation: string;
  /** Shows these errors and focuses the first field that has one; true when one has. */
  showErrors: (errors: NewPasswordErrors) => boolean;
  /** A password the service refused: its reason beside the field, which takes the focus once the reason is drawn, to be read with it. */
  refusePassword: (message: string) => void;
  /** For `<NewPasswordFields {...fields} />`, beside the texts. */
  fields: Pick<
    NewPasswordFieldsProps,
    | 'password'
    | 'confirmation'
    | 'onPasswordChange'
    | 'onConfirmationChange'
    | 'errors'
    | 'onErrorsChange'
    | 'passwordRef'
    | 'confirmationRef'
  >;
}

/** The state of a form's NewPasswordFields, empty at first. */
export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const [passwordFocusRequest, setPasswordFocusRequest] = useState(0);
  // In the commit that draws the reason, not after it: no moment shows the refusal with the focus
  // still on the button that sent the form.
  useLayoutEffect(() => {
    if (passwordFocusRequest > 0) passwordRef.current?.focus();
  }, [passwordFocusRequest]);
  const refusePassword = useCallback((message: string) => {
    setErrors({ password: message });
    setPasswordFocusRequest((count) => count + 1);
  }, []);
  const showErrors = (next: NewPasswordErrors) => {
    setErrors(next);
    if (!next.password && !next.confirmation) return false;
    (next.password ? passwordRef : confirmationRef).current?.focus();
    return true;
  };
  return {
    password,
    confirmation,
    showErrors,
    refusePassword,
    fields: {
      password,
      confirmation,
      onPasswordChange: setPassword,
      onConfirmationChange: setConfirmation,
      errors,
      onErrorsChange: setErrors,
      passwordRef,
      confirmationRef,
    },
  };
}
