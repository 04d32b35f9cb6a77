import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '../dialog/close-icon';
import { close, description as descriptionClass, overlay, title as titleClass } from '../dialog/dialog.css';
import { useReturnFocus } from '../dialog/use-return-focus';
import * as styles from './bottom-drawer.css';

export type BottomDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/** A modal sheet rising from the bottom of the screen (the privacy policy lives in one): Radix's dialog. */
export function BottomDrawer({ open, onOpenChange, title, description, children }: BottomDrawerProps) {
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlay} />
        <RadixDialog.Content className={styles.sheet} {...returnFocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <div className={styles.handle} aria-hidden="true" />
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={titleClass}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={descriptionClass} asChild={typeof description !== 'string'}>
                  {typeof description === 'string' ? description : <div>{description}</div>}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close className={close} aria-label="Cerrar">
              <CloseIcon />
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
