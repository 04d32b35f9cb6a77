import * as RadixDialog from '@radix-ui/react-dialog';
import { CloseIcon } from '../dialog/close-icon';
import { useReturnFocus } from '../dialog/use-return-focus';
import { close, description as descriptionClass, overlay, title as titleClass } from '../dialog/dialog.css';
import type { BottomDrawerProps } from './bottom-drawer-props';
import * as styles from './bottom-drawer.css';

/** `BottomDrawer` as Radix draws it; downloaded apart from the screens that show one (see `BottomDrawer`). */
export function BottomDrawerContent({ open, onOpenChange, title, description, children }: BottomDrawerProps) {
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
