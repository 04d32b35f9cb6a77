import { vi } from 'vitest';

/**
 * Stands in for the browser's idle callback (ui-kit's `whenIdle`): what the page asks to run
 * when idle is kept, and runs only when the test says the browser has become idle
 * (`becomeIdle()`), with a long idle period, as when nothing is left to draw.
 */
export function stubIdleCallback() {
  const pending = new Map();
  let next = 0;
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback) => {
      next += 1;
      pending.set(next, callback);
      return next;
    }),
  );
  vi.stubGlobal(
    'cancelIdleCallback',
    vi.fn((handle) => pending.delete(handle)),
  );
  return {
    get requested() {
      return pending.size > 0;
    },
    becomeIdle() {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}
