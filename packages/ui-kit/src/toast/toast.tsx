import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { DeferredBoundary } from '../deferred/deferred-boundary';
import { useIdlePreload } from '../deferred/use-idle-preload';

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
  /** Spec: notifications stay 5000 ms. */
  duration?: number;
};

/**
 * `key` is new for every toast shown: a toast shown again under the id of one that has closed
 * must be a new Radix toast, not the closed one reopened (which never shows again).
 */
export type ShownToast = ToastOptions & { id: string; key: number; open: boolean };

/** What `./toast-region` renders: the toasts' state stays here, so none is lost while it downloads. */
export type ToastRegionProps = {
  toasts: ShownToast[];
  duration: number;
  onClose: (key: number) => void;
};

type Region = LazyExoticComponent<ComponentType<ToastRegionProps>>;

/** A new lazy component per attempt: React keeps a failed one failed. */
function loadRegion(): Region {
  return lazy(() => import('./toast-region').then((module) => ({ default: module.ToastRegion })));
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Shows toasts at the bottom left of the screen; `useToast()` below it shows them.
 *
 * Radix's toasts are downloaded apart from the first screen: as soon as the browser is idle after
 * mounting (so an error can still be shown after the connection drops), or at the first toast if
 * that comes sooner. Toasts shown before they arrive appear when they do. If the download fails,
 * it is tried again when the browser is back online or at the next toast.
 */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const [region, setRegion] = useState<Region | null>(null);
  const counter = useRef(0);

  const requestRegion = useCallback(() => {
    setRegion((current: Region | null) => current ?? loadRegion());
  }, []);

  useIdlePreload(requestRegion);

  const show = useCallback(
    (toast: ToastOptions) => {
      counter.current += 1;
      const id = toast.id ?? `toast-${counter.current}`;
      setToasts((current) =>
        // Spec: an error is not duplicated while one is showing. Closed toasts are forgotten here,
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

  const forgetRegion = useCallback(() => setRegion(null), []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const ToastRegion = region;

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Beside the children, not around them: its download never suspends the screen. */}
      {ToastRegion ? (
        <DeferredBoundary fallback={null} onError={forgetRegion}>
          <Suspense fallback={null}>
            <ToastRegion toasts={toasts} duration={duration} onClose={close} />
          </Suspense>
        </DeferredBoundary>
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
