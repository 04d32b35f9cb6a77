// What the toasts' state and their Radix side (`./toast-region`) share.

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
