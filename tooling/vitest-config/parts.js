/**
 * A stand-in for a deferred part's download (ui-kit's `deferredPart`) that the test settles by
 * hand: `arrive(value)` or `fail()` settles the download under way; `calls` counts how many were
 * started.
 */
export function holdPart(part) {
  let settle;
  let calls = 0;
  part.replaceLoader(() => {
    calls += 1;
    return new Promise((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    get calls() {
      return calls;
    },
    arrive(value) {
      settle?.resolve(value);
    },
    fail() {
      settle?.reject(new TypeError('Failed to fetch dynamically imported module'));
    },
  };
}
