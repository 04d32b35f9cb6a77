import type { DeferredPart } from '@portal/ui-kit';
import { vi } from 'vitest';

/**
 * A stand-in for a deferred part's download that the test settles by hand: `arrive(value)` or
 * `fail()` settles the download under way; `calls` counts how many were started.
 */
export function holdPart<T>(part: DeferredPart<T>) {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | undefined;
  let calls = 0;
  part.replaceLoader(() => {
    calls += 1;
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    get calls() {
      return calls;
    },
    arrive(value: T) {
      settle?.resolve(value);
    },
    fail() {
      settle?.reject(new TypeError('Failed to fetch dynamically imported module'));
    },
  };
}

/**
 * Stands in for the browser's idle callback: what the page asks to run when idle is kept, and
 * runs only when the test says the browser has become idle (`becomeIdle()`).
 */
export function stubIdleCallback() {
  const pending = new Map<number, IdleRequestCallback>();
  let next = 0;
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: IdleRequestCallback) => {
      next += 1;
      pending.set(next, callback);
      return next;
    }),
  );
  vi.stubGlobal(
    'cancelIdleCallback',
    vi.fn((handle: number) => pending.delete(handle)),
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
