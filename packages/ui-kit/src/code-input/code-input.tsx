import { type ChangeEvent, type ClipboardEvent, type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';
import * as styles from './code-input.css';

export type CodeInputProps = {
  label: string;
  /** The code typed so far: up to `length` characters, filled from the first box. */
  value: string;
  onChange: (value: string) => void;
  /** Called once the last box is filled, with the whole code. */
  onComplete?: (code: string) => void;
  length?: number;
  /** Accept letters as well as digits. */
  alphanumeric?: boolean;
  disabled?: boolean;
  error?: string;
  autoFocus?: boolean;
};

const digit = /[0-9]/;
const alphanumericChar = /[0-9a-zA-Z]/;

/**
 * A one-time code typed one character per box. The value is a plain string, so the boxes can
 * never hold a gap: a box past the end of the code sends focus back to the first empty one.
 */
export function CodeInput({
  label,
  value,
  onChange,
  onComplete,
  length = 4,
  alphanumeric = false,
  disabled = false,
  error,
  autoFocus = false,
}: CodeInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const allowed = alphanumeric ? alphanumericChar : digit;
  const code = value.slice(0, length);
  // The latest code, ahead of the render: focus moves inside the same event that changed it, and
  // a key that arrives before the new code is drawn (a busy phone, a fast typist) builds on it.
  // Every handler reads the code from here, never from the render's `code`.
  const latest = useRef(code);
  latest.current = code;

  const clean = (text: string) =>
    Array.from(text)
      .filter((c) => allowed.test(c))
      .join('');

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const commit = (next: string) => {
    const trimmed = next.slice(0, length);
    if (trimmed === latest.current) return;
    latest.current = trimmed;
    onChange(trimmed);
    if (trimmed.length === length) onComplete?.(trimmed);
  };

  // Only on mount: focusing again on every render would steal focus from the rest of the page.
  // Before the boxes are painted, so that no key typed on seeing them lands before the focus
  // does (and is then sent back to the first box).
  // biome-ignore lint/correctness/useExhaustiveDependencies: mount-only focus
  useLayoutEffect(() => {
    if (autoFocus) focusBox(latest.current.length);
  }, []);

  /** Writes `chars` from box `index` on, and moves focus past them. */
  const writeFrom = (index: number, chars: string) => {
    const code = latest.current;
    const start = Math.min(index, code.length);
    const next = code.slice(0, start) + chars + code.slice(start + chars.length);
    commit(next);
    focusBox(start + chars.length);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const code = latest.current;
    const previous = code[index] ?? '';
    let raw = event.target.value;
    // Typed into a filled box without its text selected: keep only the new character.
    if (previous && raw.length === 2 && raw.includes(previous)) raw = raw.replace(previous, '');
    const chars = clean(raw);
    if (chars.length === 0) {
      if (raw === '' && previous) commit(code.slice(0, index) + code.slice(index + 1));
      return;
    }
    // More than one character lands here when the phone autofills the code into one box.
    writeFrom(index, chars.slice(0, length - Math.min(index, code.length)));
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    const code = latest.current;
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        if (code[index]) {
          commit(code.slice(0, index) + code.slice(index + 1));
        } else if (index > 0) {
          commit(code.slice(0, index - 1) + code.slice(index));
          focusBox(index - 1);
        }
        break;
      }
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(Math.min(index + 1, code.length));
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(code.length);
        break;
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const chars = clean(event.clipboardData.getData('text')).slice(0, length);
    if (chars.length === 0) return;
    commit(chars);
    focusBox(chars.length);
  };

  const handleFocus = (index: number) => () => {
    const filled = latest.current.length;
    if (index > filled) focusBox(filled);
    else inputs.current[index]?.select();
  };

  return (
    // A fieldset is the native group; its legend names it.
    <fieldset className={styles.root} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.boxes}>
        {Array.from({ length }, (_, index) => (
          <input
            // Boxes never reorder: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={styles.box}
            type="text"
            inputMode={alphanumeric ? 'text' : 'numeric'}
            pattern={alphanumeric ? '[0-9A-Za-z]*' : '[0-9]*'}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            aria-label={`${alphanumeric ? 'Carácter' : 'Dígito'} ${index + 1} de ${length}`}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            value={code[index] ?? ''}
            onChange={handleChange(index)}
            onKeyDown={handleKeyDown(index)}
            onPaste={handlePaste}
            onFocus={handleFocus(index)}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
