import * as RadixToast from '@radix-ui/react-toast';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { CloseIcon } from '../dialog/close-icon';
import { useHydrated } from '../hydration/use-hydrated';
import * as styles from './toast.css';

export type ToastVariant = 'error' | 'success' | 'info';

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; the provider's default otherwise. */
  duration?: number;
  /** A toast whose id is already on screen is not shown again. */
  id?: string;
};

export type ToastApi = {
  show: (toast: ToastOptions) => void;
  dismiss: (id: string) => void;
};

export type ToastProviderProps = {
  children: ReactNode;
  /** Notifications stay 5000 ms (docs/product.md#constants-and-limits). */
  duration?: number;
};

/**
 * `key` is new for every toast shown: a toast shown again under the id of one that has closed
 * must be a new Radix toast, not the closed one reopened (which never shows again).
 */
type ShownToast = ToastOptions & { id: string; key: number; open: boolean };

const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts (Radix's) at the bottom left of the screen; `useToast()` below it shows them. */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const counter = useRef(0);

  const show = useCallback((toast: ToastOptions) => {
    counter.current += 1;
    const id = toast.id ?? `toast-${counter.current}`;
    const key = counter.current;
    setToasts((current) =>
      // docs/product.md#profile-form-rules: an error is not duplicated while one is showing. Closed toasts are forgotten here,
      // once their closing animation is long over.
      current.some((t) => t.id === id && t.open) ? current : [...current.filter((t) => t.open), { ...toast, id, key, open: true }],
    );
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);

  const close = useCallback((key: number) => {
    setToasts((current) => current.map((t) => (t.key === key ? { ...t, open: false } : t)));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  // The viewport carries a style attribute, which a prerendered page may not (its CSP): it is
  // drawn in the browser only, once the page is hydrated.
  const hydrated = useHydrated();

  return (
    <ToastContext.Provider value={api}>
      {children}
      {hydrated ? (
        <RadixToast.Provider duration={duration} swipeDirection="left" label="Notificación">
          {toasts.map((toast) => {
            const variant = toast.variant ?? 'info';
            return (
              <RadixToast.Root
                key={toast.key}
                open={toast.open}
                onOpenChange={(open) => {
                  if (!open) close(toast.key);
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
      ) : null}
    </ToastContext.Provider>
  );
}

/** Shows and dismisses toasts; must be used below a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
