/*
 * What the portal downloads when, and how a failed download is tried again. The whole design:
 *
 * - With the page: the entry (React, the router, the stores) and the first screen's chunk with
 *   everything it imports statically, the HTTP client included, fetched before the portal
 *   renders. Signing in (password, then the mailed code) needs nothing more, so a resident who
 *   loses the connection on /login signs in as soon as it is back, in any browser.
 * - On demand, through `deferredPart` (and `lazyScreen`, built on it): every other screen, when it
 *   is navigated to, and the parts of a screen that are closed or only enhance it: Radix's side of
 *   dialogs and of the drawer, the toasts' region, keen-slider, the support form, the lock dialog,
 *   the privacy policy.
 * - Ahead of use, once the browser is idle (`useIdlePreload`), only where it spares a resident a
 *   wait when it matters: the toasts' region and the dialogs' Radix side (the answer to a form,
 *   often an error after the connection dropped) and keen-slider where the carousel is displayed
 *   (a phone's login screen hides it; the carousel also asks for it when the resident uses it).
 *   The lock dialog is asked for with the password it may follow, the support form and the
 *   privacy policy on hover or focus of their button.
 * - Once the page works (hydrated or rendered): Kanit's files (`useKanit`, global/use-kanit.ts).
 *   Until then text is drawn in a local font shaped to Kanit's measures, and the 60 KB of fonts
 *   do not take a slow line's bandwidth ahead of the scripts.
 * - A failed download is not kept. The part is fetched again at its next use, and by itself when
 *   the browser fires `online` (every part whose last download failed). One download at a time
 *   per part: every caller joins the one under way. While `navigator.onLine` is false no download
 *   starts at all: the attempt fails at once, and `online` brings the real one.
 * - While a part is missing, something stands in and nothing typed is lost: plain toasts, a dialog
 *   without Radix, a still carousel, a message by the button; for a screen, the shell's error
 *   screen, which shows it again on 'Reintentar' or back online.
 *
 * Why sign-in comes with the page, and why nothing starts offline: the module map. Chromium (156
 * here) and Firefox 155+ fetch a module again after a failed import (whatwg/html#10327). Safari
 * and older Chromium and Firefox keep the failure for the page's life, for the chunk and for each
 * shared chunk it imports (or that Vite's modulepreload asked for) that failed; renaming the chunk
 * (`?retry=1`) does not help there, its static imports keep their URLs. In those browsers a part
 * that failed on a flaky line keeps its stand-in until a reload, and so may any part sharing a
 * chunk with a download the drop cut off (an idle preload under way): one more reason to preload
 * little. A part never attempted offline recovers like everywhere else.
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
  /** Replaces how the part is fetched (`null`: the original way) and forgets what was fetched. */
  replaceLoader: (loader: PartLoader<T> | null) => void;
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
 * A part whose code is downloaded apart from the screen that uses it: one download shared by every
 * caller, kept once it has arrived (so a part preloaded while online is still there offline), and
 * forgotten when it fails. Call once per part, at module level.
 */
export function deferredPart<T>(original: PartLoader<T>): DeferredPart<T> {
  let loader = original;
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
    replaceLoader: (next) => {
      loader = next ?? original;
      pending = null;
      settle(INITIAL);
    },
  };
}
