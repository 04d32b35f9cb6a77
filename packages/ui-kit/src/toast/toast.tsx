import { type ComponentType, createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { deferredPart } from '../deferred/deferred-part';
import { useDeferredPart } from '../deferred/use-deferred-part';
import { useIdlePreload } from '../deferred/use-idle-preload';
import { CloseIcon } from '../dialog/close-icon';
import * as styles from './toast.css';
import type { ShownToast, ToastOptions, ToastRegionProps } from './toast-types';

export type { ShownToast, ToastOptions, ToastRegionProps, ToastVariant } from './toast-types';

export type ToastApi = {
  show: (toast: ToastOptions) => void;
  dismiss: (id: string) => void;
};

export type ToastProviderProps = {
  children: ReactNode;
  /** Notifications stay 5000 ms (docs/product.md#constants-and-limits). */
  duration?: number;
};

/** Radix's toasts (`./toast-region`), downloaded apart from the first screen. */
export const toastRegionPart = deferredPart<ComponentType<ToastRegionProps>>(() =>
  import('./toast-region').then((module) => module.ToastRegion),
);

/** One toast without Radix: the same look, read out as it appears, closed by its button or its time. */
function PlainToast({ toast, duration, onClose }: { toast: ShownToast; duration: number; onClose: (key: number) => void }) {
  const { key } = toast;
  const variant = toast.variant ?? 'info';
  const time = toast.duration ?? duration;
  useEffect(() => {
    const timer = setTimeout(() => onClose(key), time);
    return () => clearTimeout(timer);
  }, [key, time, onClose]);
  return (
    <li className={`${styles.toast} ${styles.variant[variant]}`} data-state="open">
      <div role={variant === 'error' ? 'alert' : 'status'}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
      </div>
      <button type="button" className={styles.close} aria-label="Cerrar" onClick={() => onClose(key)}>
        <CloseIcon />
      </button>
    </li>
  );
}

/** The toasts while Radix's cannot be downloaded (offline): no message is lost for want of it. */
function PlainToasts({ toasts, duration, onClose }: ToastRegionProps) {
  return (
    <section aria-label="Notificaciones">
      <ol className={styles.viewport}>
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <PlainToast key={toast.key} toast={toast} duration={duration} onClose={onClose} />
          ))}
      </ol>
    </section>
  );
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows toasts at the bottom left of the screen; `useToast()` below it shows them.
 *
 * Radix's toasts are downloaded apart from the first screen: once the browser is idle after
 * mounting (so an error can still be shown after the connection drops), or at the first toast if
 * that comes sooner. Toasts shown before they arrive appear when they do. If the download fails
 * (offline), the toasts show in plain markup with the same look, and the download is tried again
 * when the browser is back online or at the next toast.
 */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const { part: Region, failed, request: requestRegion } = useDeferredPart(toastRegionPart);
  // An error toast often says the connection dropped: the region is fetched while it still works.
  useIdlePreload(toastRegionPart.preload);
  const counter = useRef(0);

  const show = useCallback(
    (toast: ToastOptions) => {
      counter.current += 1;
      const id = toast.id ?? `toast-${counter.current}`;
      setToasts((current) =>
        // docs/product.md#profile-form-rules: an error is not duplicated while one is showing. Closed toasts are forgotten here,
        // once their closing animation is long over.
        current.some((t) => t.id === id && t.open)
          ? current
          : [...current.filter((t) => t.open), { ...toast, id, key: counter.current, open: true }],
      );
      requestRegion();
    },
    [requestRegion],
  );

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);

  const close = useCallback((key: number) => {
    setToasts((current) => current.map((t) => (t.key === key ? { ...t, open: false } : t)));
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Beside the children, not around them: its download never holds up the screen. */}
      {Region ? (
        <Region toasts={toasts} duration={duration} onClose={close} />
      ) : failed ? (
        <PlainToasts toasts={toasts} duration={duration} onClose={close} />
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
