import { vi } from 'vitest';

/**
 * Stands in for the browser's idle callback: what the page asks to run when idle is kept, and
 * runs only when the test says the browser has become idle (`becomeIdle()`).
 */
export function stubIdleCallback() {
  let pending: IdleRequestCallback | undefined;
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback) => {
      pending = callback;
      return 1;
    }),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return {
    get requested() {
      return pending !== undefined;
    },
    becomeIdle() {
      pending?.({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}
