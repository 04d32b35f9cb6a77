import type { Street } from '@portal/api-client';
import { VisuallyHidden } from '@portal/ui-kit';
import * as fieldStyles from '@portal/ui-kit/field-styles';
import { type KeyboardEvent, type Ref, useId, useMemo, useState } from 'react';
import * as styles from './street-picker.css';
import { indexStreets, searchStreets } from './street-search';

const STREET_RESULTS_LIMIT = 50;

export type StreetPickerProps = {
  label: string;
  streets: readonly Street[];
  /** While the list loads the field waits; a failure is told by the form beside it. */
  loading?: boolean;
  /** The chosen street's label ('Sarmiento - BB'), or '' when none is chosen. */
  valueLabel: string;
  onChange: (street: Street) => void;
  disabled?: boolean;
  /** Shown under the field and announced with it. */
  error?: string;
  hint?: string;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** How many matches are rendered at most; typing narrows the rest. */
  limit?: number;
};

/**
 * A searchable street choice, the ARIA 1.2 combobox pattern: typing filters thousands of streets
 * and only the first matches are rendered. A Radix select cannot host a text input (its own
 * type-ahead takes the keys), hence a combobox.
 */
export function StreetPicker({
  label,
  streets,
  loading = false,
  valueLabel,
  onChange,
  disabled = false,
  error,
  hint,
  id,
  inputRef,
  limit = STREET_RESULTS_LIMIT,
}: StreetPickerProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const listboxId = `${inputId}-opciones`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describers = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean);
  const optionId = (index: number) => `${inputId}-opcion-${index}`;

  // null: nothing typed since the last choice, the input shows the chosen street.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const index = useMemo(() => indexStreets(streets), [streets]);
  const matches = useMemo(() => searchStreets(index, query ?? '', limit), [index, query, limit]);
  const shown = matches.shown;
  const expanded = open && !loading && !disabled;

  function openList(activeIndex: number) {
    setOpen(true);
    setActive(activeIndex);
  }

  function close() {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  }

  function choose(street: Street) {
    onChange(street);
    close();
  }

  function moveTo(next: number) {
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) openList(shown.length > 0 ? 0 : -1);
        else if (shown.length > 0) moveTo(Math.min(active + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) close();
        else if (!expanded) openList(shown.length - 1);
        else if (shown.length > 0) moveTo(Math.max(active - 1, 0));
        break;
      case 'Enter': {
        const chosen = expanded && active >= 0 ? shown[active] : undefined;
        if (chosen) {
          // Choosing a street must not submit the form around the field.
          event.preventDefault();
          choose(chosen.street);
        }
        break;
      }
      case 'Escape':
        if (expanded || query !== null) {
          event.preventDefault();
          close();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  }

  const status = loading
    ? 'Cargando...'
    : shown.length === 0
      ? 'Sin opciones'
      : matches.total > shown.length
        ? `Se muestran ${shown.length} de ${matches.total} calles. Seguí escribiendo para ver más`
        : `${matches.total} ${matches.total === 1 ? 'calle' : 'calles'}`;

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.anchor}>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded && shown.length > 0 ? listboxId : undefined}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describers.length > 0 ? describers.join(' ') : undefined}
          className={fieldStyles.input}
          placeholder={loading ? 'Cargando...' : 'Escribí para buscar tu calle'}
          value={query ?? valueLabel}
          disabled={disabled || loading}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(event.target.value.trim() ? 0 : -1);
          }}
          onClick={() => {
            if (!expanded) openList(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        {expanded ? (
          <div className={styles.popup}>
            {shown.length > 0 ? (
              <div id={listboxId} role="listbox" aria-label={label} className={styles.listbox}>
                {shown.map((entry, position) => (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (aria-activedescendant)
                  <div
                    key={entry.street.id}
                    id={optionId(position)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={position === active}
                    className={styles.option}
                    // Keeps the focus in the input, so the click lands as a choice.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => {
                      if (active !== position) setActive(position);
                    }}
                    onClick={() => choose(entry.street)}
                  >
                    {entry.label}
                  </div>
                ))}
              </div>
            ) : (
              <p className={styles.note}>Sin opciones</p>
            )}
            {matches.total > shown.length ? <p className={styles.note}>Seguí escribiendo para ver más</p> : null}
          </div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {/* Tells screen readers how many streets match as the resident types. */}
      <VisuallyHidden>
        <span role="status">{expanded ? status : ''}</span>
      </VisuallyHidden>
    </div>
  );
}
