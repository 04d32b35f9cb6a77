import { closeIcon } from './dialog.css';

/** The cross of every close button; its name comes from the button. */
export function CloseIcon() {
  return (
    <svg className={closeIcon} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}
