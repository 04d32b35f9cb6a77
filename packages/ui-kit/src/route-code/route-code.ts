/*
 * What the portal downloads when, and how a failed download is tried again:
 *
 * - With the page: the entry (React, the router, the stores, the providers) and the first
 *   screen's chunk with everything it imports statically: its dialogs, drawer, toasts, support
 *   form, lock dialog and privacy policy, and the HTTP client. Signing in (password, then the
 *   mailed code) needs nothing more, so a resident who loses the connection on /login signs in as
 *   soon as it is back. No component has a stand-in copy for a chunk that did not arrive: a part
 *   that comes with its screen cannot fail on its own.
 * - Ahead, when idle (the portal's `signed-in/screens.tsx`, through the routes' own `lazy`): the
 *   signed-in layout and the desktop while the code step waits for the mail, the navigation's
 *   screens once a signed-in screen has shown. Requests after a page works, never bytes before
 *   it; offline nothing starts (below), and a fetch that failed is made again by the navigation
 *   (where the browser keeps a failed module, below, one that failed on a flaky line stays failed
 *   as a failed navigation's does).
 * - On demand: every other screen, through React Router's `lazy` route property, its import
 *   passed through `routeCode`; and keen-slider, imported by the carousel once it is displayed
 *   (the carousel works without it).
 * - A screen whose download failed is not kept (React Router forgets a failed `lazy`): the
 *   route's error screen shows, and the next navigation to it, the error screen's 'Reintentar'
 *   or the browser's `online` event fetches it again. While `navigator.onLine` is false no
 *   download starts at all: the attempt fails at once.
 *
 * Why nothing starts offline: the module map. Chromium and Firefox 155+ fetch a module again
 * after a failed import (whatwg/html#10327). Safari and older Chromium and Firefox keep the
 * failure for the page's life, for the chunk and for each shared chunk it imports that failed;
 * renaming the chunk (`?retry=1`) does not help there, its static imports keep their URLs. A
 * screen never attempted offline recovers like everywhere else.
 */

/** docs/product.md#constants-and-limits: a screen's chunk that has not arrived after 120 s is given up on. */
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

/** What a screen whose chunk never arrived fails with; the shell's error screen offers to retry. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('La página tardó demasiado en cargar.');
    this.name = 'ChunkTimeoutError';
  }
}

/** The attempt made while the browser says it is offline: no request is sent. */
export class OfflineDownloadError extends Error {
  constructor() {
    super('Offline: the screen was not downloaded');
    this.name = 'OfflineDownloadError';
  }
}

/**
 * Code that could not be downloaded: offline, a chunk that did not arrive (each browser words it
 * differently), a stylesheet Vite could not preload with it, or one that never came in time.
 */
export function isDownloadFailure(error: unknown): boolean {
  if (error instanceof OfflineDownloadError || error instanceof ChunkTimeoutError) return true;
  return (
    error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * A route's code for React Router's `lazy`: `load` (a dynamic `import()`) when the browser is
 * online, given up on after `timeoutMs`; an offline attempt fails at once, without a request.
 *
 *     lazy: async () => {
 *       const { LoginScreen } = await routeCode(() => import('./login/login-screen'));
 *       return { element: <LoginScreen footer={footer} /> };
 *     }
 */
export function routeCode<T>(load: () => Promise<T>, timeoutMs = LAZY_CHUNK_TIMEOUT_MS): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.reject(new OfflineDownloadError());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeoutError()), timeoutMs);
  });
  // An async wrapper: a loader that throws instead of rejecting fails the same way.
  return Promise.race([(async () => load())(), late]).finally(() => clearTimeout(timer));
}

/**
 * What a route's `handle` tells the build about the pages it draws, and everything beneath it
 * (the portal's build writes one HTML file per route of its table, and a pages manifest that
 * nginx and the budgets read).
 */
export interface PageHandle {
  /** For a signed-in resident only: the client draws it (never prerendered), held to the signed-in budget. */
  signedIn?: boolean;
  /** Its address carries a one-time code (a provider's return): answered without a referrer. */
  noReferrer?: boolean;
}
