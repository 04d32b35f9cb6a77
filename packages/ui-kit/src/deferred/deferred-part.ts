/*
 * What the portal downloads when, and how a failed download is tried again:
 *
 * - With the page: the entry (React, the router, the stores, the providers) and the first
 *   screen's chunk with everything it imports statically: its dialogs, drawer, toasts, support
 *   form, lock dialog and privacy policy, and the HTTP client. Signing in (password, then the
 *   mailed code) needs nothing more, so a resident who loses the connection on /login signs in as
 *   soon as it is back, in any browser. Nothing is preloaded when idle, on hover or on submit, and
 *   no component has a stand-in copy for a chunk that did not arrive: a part that comes with its
 *   screen cannot fail on its own.
 * - On demand: every other screen, when it is navigated to (`lazyScreen`, built on this file),
 *   and keen-slider, imported by the carousel once it is displayed (the carousel works without it).
 * - Once the page works (hydrated or rendered): Kanit's files (`useKanit`, global/use-kanit.ts).
 * - A screen whose download failed is not kept. It is fetched again at its next use (the error
 *   screen's 'Reintentar', the next navigation), and by itself when the browser fires `online`.
 *   One download at a time per screen. While `navigator.onLine` is false no download starts at
 *   all: the attempt fails at once, and `online` brings the real one.
 *
 * Why nothing starts offline: the module map. Chromium (156 here) and Firefox 155+ fetch a module
 * again after a failed import (whatwg/html#10327). Safari and older Chromium and Firefox keep the
 * failure for the page's life, for the chunk and for each shared chunk it imports that failed;
 * renaming the chunk (`?retry=1`) does not help there, its static imports keep their URLs. A
 * screen never attempted offline recovers like everywhere else.
 */

/** How a part's code is fetched: a dynamic `import()` in the app, anything at all in tests. */
export type PartLoader<T> = () => Promise<T>;

/** What a part is now: `failed` is the last finished download, kept until one succeeds. */
export type PartState<T> = { readonly value: T | undefined; readonly failed: boolean };

export type DeferredPart<T> = {
  /** Starts the download, or joins the one under way or done; a failed one is tried again. */
  load: () => Promise<T>;
  /** What has arrived, if it has: lets a preloaded part be rendered at once, without suspending. */
  loaded: () => T | undefined;
  /** `load` for when nobody waits for the result: a failure is left for the next `load`. */
  preload: () => void;
  /** The part's state, the same object until it changes (for `useSyncExternalStore`). */
  state: () => PartState<T>;
  /** Told whenever the part arrives or a download fails; returns how to stop listening. */
  subscribe: (listener: () => void) => () => void;
};

/** The attempt made while the browser says it is offline: no request is sent. */
export class OfflineDownloadError extends Error {
  constructor() {
    super('Offline: the part was not downloaded');
    this.name = 'OfflineDownloadError';
  }
}

/**
 * A download of code that failed: offline, a chunk that did not arrive (each browser words it
 * differently), or a stylesheet Vite could not preload with it.
 */
export function isDownloadFailure(error: unknown): boolean {
  if (error instanceof OfflineDownloadError) return true;
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** Parts whose last download failed, each with how to try it again once the browser is online. */
const waitingForNetwork = new Set<() => void>();
let listening = false;

function retryOnceOnline(retry: () => void) {
  waitingForNetwork.add(retry);
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('online', () => {
    const retries = [...waitingForNetwork];
    waitingForNetwork.clear();
    for (const again of retries) again();
  });
}

/** A loader that throws instead of rejecting fails the same way. */
function start<T>(loader: PartLoader<T>): Promise<T> {
  try {
    return loader();
  } catch (error) {
    return Promise.reject(error);
  }
}

const INITIAL: PartState<never> = { value: undefined, failed: false };

/**
 * Code downloaded on demand (a screen): one download shared by every
 * caller, kept once it has arrived (so a part preloaded while online is still there offline), and
 * forgotten when it fails. Call once per part, at module level.
 */
export function deferredPart<T>(loader: PartLoader<T>): DeferredPart<T> {
  let pending: Promise<T> | null = null;
  let current: PartState<T> = INITIAL;
  const listeners = new Set<() => void>();

  const settle = (next: PartState<T>) => {
    current = next;
    for (const listener of listeners) listener();
  };

  const preload = () => {
    load().catch(() => {});
  };

  const load = (): Promise<T> => {
    if (pending) return pending;
    const attempt = isOffline() ? Promise.reject(new OfflineDownloadError()) : start(loader);
    pending = attempt;
    attempt.then(
      (value) => {
        if (pending === attempt) settle({ value, failed: false });
      },
      () => {
        if (pending !== attempt) return;
        pending = null;
        settle({ value: undefined, failed: true });
        retryOnceOnline(preload);
      },
    );
    return attempt;
  };

  return {
    load,
    loaded: () => current.value,
    preload,
    state: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
