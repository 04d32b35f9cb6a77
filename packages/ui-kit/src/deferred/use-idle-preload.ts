import { useEffect } from 'react';
import { whenIdle } from './when-idle';

/**
 * Asks for a part once the browser is idle after mounting, so that it is here before the resident
 * needs it, even if the connection drops meanwhile. Only for parts worth that download on every
 * visit (see `deferred-part.ts`). `request` must be stable (e.g. `part.preload`).
 */
export function useIdlePreload(request: () => void): void {
  useEffect(() => whenIdle(request), [request]);
}
