import { ToastProvider, useToast } from '@portal/ui-kit';
import type { ReactNode } from 'react';

/** True below a ToastProvider (useToast throws only after reading the context, so this is safe). */
function useHasToasts(): boolean {
  try {
    // biome-ignore lint/correctness/useHookAtTopLevel: called on every render; it reads the context, then throws when there is none.
    useToast();
    return true;
  } catch {
    return false;
  }
}

/**
 * For stories: the shared Storybook already wraps every story in a ToastProvider; the vitest
 * story run does not. A second provider would add a second 'Notificaciones' landmark.
 */
export function EnsureToasts({ children }: { children: ReactNode }) {
  return useHasToasts() ? children : <ToastProvider>{children}</ToastProvider>;
}
