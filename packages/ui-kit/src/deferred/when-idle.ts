/**
 * Browsers without `requestIdleCallback` (Safari, jsdom) wait this long after the first screen
 * has mounted instead.
 */
export const IDLE_FALLBACK_MS = 300;
/** A browser that is never idle still gets the deferred parts within this time. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * An idle period this long only comes when the browser has no frame to draw (its longest is
 * 50 ms): the screen is painted, not merely rendered and waiting for its paint.
 */
const SETTLED_IDLE_MS = 40;

function idle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    let handle = 0;
    const giveUpAt = performance.now() + IDLE_TIMEOUT_MS;
    const ask = () => {
      handle = requestIdleCallback(
        (deadline) => {
          const settled = deadline.timeRemaining() >= SETTLED_IDLE_MS;
          if (settled || deadline.didTimeout || performance.now() >= giveUpAt) task();
          else ask();
        },
        { timeout: Math.max(giveUpAt - performance.now(), 1) },
      );
    };
    ask();
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, IDLE_FALLBACK_MS);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` once the page has loaded and the browser is then idle; returns how to cancel it.
 * Deferred parts are extras: on a slow phone they must not compete with drawing the first screen.
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
