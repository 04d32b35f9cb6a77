import { useId } from 'react';
import { CloseIcon } from './close-icon';
import { DeferredModal } from './deferred-modal';
import * as styles from './dialog.css';
import { dialogPart } from './dialog-part';
import type { DialogProps } from './dialog-props';
import { ModalFallback } from './modal-fallback';

export type { DialogProps } from './dialog-props';

/**
 * A modal dialog: focus is trapped inside, Escape closes it, focus returns on close.
 *
 * Radix's dialog (`./dialog-content`) is not part of the screen's first load: it is downloaded
 * once the browser is idle after the dialog has mounted (or when the screen asks, see
 * `preloadWhenIdle`), so it is there when the dialog opens even if the connection has dropped by
 * then. Nothing is rendered before the first opening; an opening before the download has finished
 * waits for it. If it cannot be downloaded at all, the dialog still shows its message
 * (`DialogFallback`).
 */
export function Dialog({ preloadWhenIdle = true, ...props }: DialogProps & DialogLoading) {
  return <DeferredModal part={dialogPart} props={props} fallback={<DialogFallback {...props} />} preloadWhenIdle={preloadWhenIdle} />;
}

export type DialogLoading = {
  /**
   * False for a dialog that answers a form the resident may never send (registration's success):
   * its Radix side is then not downloaded on every visit, and the screen asks for it with
   * `preloadDialog()` when the form is sent, so it arrives with the answer.
   */
  preloadWhenIdle?: boolean;
};

/** Asks for Radix's side of the dialogs now: a screen calls it when it sends the form a dialog answers. */
export function preloadDialog(): void {
  dialogPart.preload();
}

/** The dialog without Radix, for when Radix's dialog could not be downloaded; also for its story. */
export function DialogFallback({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  closeLabel = 'Cerrar',
  hideClose = false,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalFallback
      open={open}
      onOpenChange={onOpenChange}
      role={role}
      className={styles.content}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {hideClose ? null : (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onOpenChange(false)}>
            <CloseIcon />
          </button>
        )}
      </div>
      {description ? (
        typeof description === 'string' ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : (
          <div id={descriptionId} className={styles.description}>
            {description}
          </div>
        )
      ) : null}
      {children}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </ModalFallback>
  );
}
