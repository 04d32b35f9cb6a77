import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/**
 * Asks for a part that is downloaded on demand once the browser is idle after mounting, and again
 * whenever the browser comes back online (in case that first download failed): a resident who
 * loses the connection after the screen has loaded still has it. `request` must be stable and
 * must do nothing when the part is already here or on its way.
 */
export function useIdlePreload(request: () => void): void {
  useEffect(() => {
    const cancel = whenIdle(request);
    window.addEventListener('online', request);
    return () => {
      cancel();
      window.removeEventListener('online', request);
    };
  }, [request]);
}
