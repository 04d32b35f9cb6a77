import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from './close-icon';
import * as styles from './dialog.css';
import { useReturnFocus } from './use-return-focus';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, aligned at the end under the content. */
  footer?: ReactNode;
  /** `alertdialog` for messages that need an answer: a click outside does not close it. */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  hideClose?: boolean;
};

/** A modal dialog (Radix's): focus is trapped inside, Escape closes it, focus returns on close. */
export function Dialog({
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
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={styles.content}
          role={role}
          // Without a description there is nothing to point at; Radix asks for it explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
          onPointerDownOutside={role === 'alertdialog' ? (event) => event.preventDefault() : undefined}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {hideClose ? null : (
              <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                <CloseIcon />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description} asChild={typeof description !== 'string'}>
              {typeof description === 'string' ? description : <div>{description}</div>}
            </RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
