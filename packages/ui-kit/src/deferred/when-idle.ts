/**
 * Browsers without `requestIdleCallback` (Safari, jsdom) wait this long after the first screen
 * has mounted instead.
 */
export const IDLE_FALLBACK_MS = 300;
/** A browser that is never idle still gets the deferred parts within this time. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `task` once the browser is idle; returns how to cancel it. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}
