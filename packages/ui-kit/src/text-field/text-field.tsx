import { type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref, useId, useLayoutEffect } from 'react';
import * as styles from './text-field.css';

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
};

type FieldFrameProps = Omit<TextFieldProps, 'ref'> & {
  inputRef?: Ref<HTMLInputElement>;
  /** Rendered beside the input, inside its frame (the password toggle). */
  adornment?: ReactNode;
  inputClassName?: string;
};

/** The label, input, hint and error wiring shared by `TextField` and `PasswordField`. */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  className,
  inputRef,
  adornment,
  inputClassName,
  'aria-describedby': describedBy,
  ...props
}: FieldFrameProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const { value, onChange } = props;
  // Text typed into a prerendered page before it hydrated: React 19 leaves it in the input but
  // not in the form's state, and the next render would wipe it. It is handed to onChange once,
  // as if typed now. (In a page drawn in the browser alone the two always agree at mount.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount (hydration).
  useLayoutEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement) || value === undefined || !onChange) return;
    if (input.value === String(value)) return;
    onChange({ target: input, currentTarget: input, type: 'change' } as unknown as ChangeEvent<HTMLInputElement>);
  }, []);
  const describers = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.inputWrapper}>
        <input
          {...props}
          ref={inputRef}
          id={inputId}
          aria-invalid={error ? true : props['aria-invalid']}
          aria-describedby={describers.length > 0 ? describers.join(' ') : undefined}
          className={inputClassName ? `${styles.input} ${inputClassName}` : styles.input}
        />
        {adornment}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled text input with its hint and error announced through aria-describedby. */
export function TextField({ ref, type = 'text', ...props }: TextFieldProps) {
  return <FieldFrame {...props} type={type} inputRef={ref} />;
}
