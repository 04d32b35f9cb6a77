import { useId } from 'react';
import { CloseIcon } from '../dialog/close-icon';
import { DeferredModal } from '../dialog/deferred-modal';
import { close, description as descriptionClass, title as titleClass } from '../dialog/dialog.css';
import { ModalFallback } from '../dialog/modal-fallback';
import * as styles from './bottom-drawer.css';
import { bottomDrawerPart } from './bottom-drawer-part';
import type { BottomDrawerProps } from './bottom-drawer-props';

export type { BottomDrawerProps } from './bottom-drawer-props';

/**
 * A modal sheet rising from the bottom of the screen (the privacy policy lives in one).
 *
 * Like `Dialog`, its Radix side (`./bottom-drawer-content`) is downloaded once the browser is idle
 * after the drawer has mounted; nothing is rendered before the first opening, and if it cannot
 * be downloaded the drawer still shows its content (`BottomDrawerFallback`).
 */
export function BottomDrawer(props: BottomDrawerProps) {
  return <DeferredModal part={bottomDrawerPart} props={props} fallback={<BottomDrawerFallback {...props} />} />;
}

/** The drawer without Radix, for when Radix's dialog could not be downloaded; also for its story. */
export function BottomDrawerFallback({ open, onOpenChange, title, description, children }: BottomDrawerProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalFallback
      open={open}
      onOpenChange={onOpenChange}
      role="dialog"
      className={styles.sheet}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
    >
      <div className={styles.handle} aria-hidden="true" />
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={titleClass}>
            {title}
          </h2>
          {description ? (
            typeof description === 'string' ? (
              <p id={descriptionId} className={descriptionClass}>
                {description}
              </p>
            ) : (
              <div id={descriptionId} className={descriptionClass}>
                {description}
              </div>
            )
          ) : null}
        </div>
        <button type="button" className={close} aria-label="Cerrar" onClick={() => onOpenChange(false)}>
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </ModalFallback>
  );
}
