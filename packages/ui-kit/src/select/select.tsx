import * as RadixSelect from '@radix-ui/react-select';
import { getNonce } from 'get-nonce';
import { useId } from 'react';
import { error as errorClass, field, label as labelClass } from '../text-field/text-field.css';
import * as styles from './select.css';

export type SelectOption = { value: string; label: string };

export type SelectProps = {
  label: string;
  /** `undefined` shows the placeholder. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  /** Name of the hidden native select, so the choice is part of a submitted form. */
  name?: string;
  id?: string;
};

// Radix items need a non-empty value; this one can never be chosen (it is disabled).
const noOptionsValue = '__sin-opciones__';

function Chevron({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg className={styles.chevron} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d={direction === 'down' ? 'M6 9l6 6 6-6' : 'M6 15l6-6 6 6'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A labelled single choice from a list, with the portal's Spanish texts. */
export function Select({
  label,
  value,
  onValueChange,
  options,
  placeholder = 'Seleccionar...',
  disabled = false,
  error,
  name,
  id,
}: SelectProps) {
  const generatedId = useId();
  const triggerId = id ?? generatedId;
  const errorId = `${triggerId}-error`;
  return (
    <div className={field}>
      <label className={labelClass} htmlFor={triggerId}>
        {label}
      </label>
      {/* Radix treats `undefined` as uncontrolled; the empty string brings the placeholder back. */}
      <RadixSelect.Root value={value ?? ''} onValueChange={onValueChange} disabled={disabled} name={name}>
        <RadixSelect.Trigger
          id={triggerId}
          className={styles.trigger}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon>
            <Chevron direction="down" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
            <RadixSelect.ScrollUpButton className={styles.scrollButton}>
              <Chevron direction="up" />
            </RadixSelect.ScrollUpButton>
            {/* The page's style nonce, which the portal's styleNonce() handed to get-nonce at start-up. */}
            <RadixSelect.Viewport className={styles.viewport} nonce={getNonce()}>
              {options.length === 0 ? (
                <RadixSelect.Item value={noOptionsValue} disabled className={styles.item}>
                  <RadixSelect.ItemText>Sin opciones</RadixSelect.ItemText>
                </RadixSelect.Item>
              ) : (
                options.map((option) => (
                  <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator>
                      <svg
                        className={styles.chevron}
                        viewBox="0 0 24 24"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        aria-hidden="true"
                      >
                        <path d="M5 12l5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
                      </svg>
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))
              )}
            </RadixSelect.Viewport>
            <RadixSelect.ScrollDownButton className={styles.scrollButton}>
              <Chevron direction="down" />
            </RadixSelect.ScrollDownButton>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
