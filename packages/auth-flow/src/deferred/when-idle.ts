// A copy of ui-kit's `whenIdle` and `useIdlePreload` (packages/ui-kit/src/deferred/), which the
// kit's public entry does not export yet; to be replaced by the kit's once they are exported.
import { useEffect } from 'react';

/** Browsers without `requestIdleCallback` (Safari, jsdom) wait this long instead. */
const IDLE_FALLBACK_MS = 300;
/** A browser that is never idle still gets the deferred parts within this time. */
const IDLE_TIMEOUT_MS = 2000;

function idle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` once the page has loaded and the browser is then idle; returns how to cancel it.
 * Deferred parts must not compete with drawing the first screen on a slow phone.
 */
export function whenIdle(task: () => void): () => void {
  if (document.readyState === 'complete') return idle(task);
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = idle(task);
  };
  window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}

/**
 * Asks for a deferred part once the browser is idle after mounting, and again whenever it comes
 * back online (in case that download failed). `request` must be stable and cheap when repeated.
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
