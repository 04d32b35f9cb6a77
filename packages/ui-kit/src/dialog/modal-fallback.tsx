import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { overlay } from './dialog.css';

export type ModalFallbackProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: 'dialog' | 'alertdialog';
  className: string;
  /** Id of the title inside `children`. */
  labelledBy: string;
  /** Id of the description inside `children`, if there is one. */
  describedBy: string | undefined;
  children: ReactNode;
};

/**
 * What a modal is when its Radix implementation could not be downloaded (the resident went
 * offline before it arrived): the same message, named and described, with focus moved into it,
 * Escape and the close button closing it and focus given back on close. It does not trap focus
 * or lock the page's scroll; it only has to get its message across until the next opening.
 */
export function ModalFallback({ open, onOpenChange, role, className, labelledBy, describedBy, children }: ModalFallbackProps) {
  const dialog = useRef<HTMLDivElement>(null);

  // Read through a ref so that a new `onOpenChange` on every render does not refocus the dialog.
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onOpenChangeRef.current(false);
    };
    element.addEventListener('keydown', onKeyDown);
    element.focus();
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <>
      <div className={overlay} data-state="open" />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal */}
      <div
        ref={dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className}
        data-state="open"
      >
        {children}
      </div>
    </>,
    document.body,
  );
}
