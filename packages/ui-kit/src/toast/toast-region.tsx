import * as RadixToast from '@radix-ui/react-toast';
import { CloseIcon } from '../dialog/close-icon';
import type { ToastRegionProps } from './toast-types';
import * as styles from './toast.css';

/**
 * What the toasts look like on screen. Downloaded on its own, after the first screen (see
 * `ToastProvider`), so Radix's toasts do not weigh on the screens' first load.
 */
export function ToastRegion({ toasts, duration, onClose }: ToastRegionProps) {
  return (
    <RadixToast.Provider duration={duration} swipeDirection="left" label="Notificación">
      {toasts.map((toast) => {
        const variant = toast.variant ?? 'info';
        return (
          <RadixToast.Root
            key={toast.key}
            open={toast.open}
            onOpenChange={(open) => {
              if (!open) onClose(toast.key);
            }}
            duration={toast.duration}
            // Errors interrupt the screen reader; the rest wait their turn.
            type={variant === 'error' ? 'foreground' : 'background'}
            className={`${styles.toast} ${styles.variant[variant]}`}
          >
            <RadixToast.Title className={styles.title}>{toast.title}</RadixToast.Title>
            <RadixToast.Close className={styles.close} aria-label="Cerrar">
              <CloseIcon />
            </RadixToast.Close>
            {toast.description ? (
              <RadixToast.Description className={styles.description}>{toast.description}</RadixToast.Description>
            ) : null}
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={styles.viewport} label="Notificaciones ({hotkey})" />
    </RadixToast.Provider>
  );
}
