import type { DeferredPart } from '@portal/ui-kit';

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
