import type ky from 'ky';
import { ERROR_MESSAGES, portalError } from './errors';

export type KyStatic = typeof ky;

/** How ky's module is fetched. */
export type KyImporter = () => Promise<{ default: KyStatic }>;

/**
 * ky is not part of the page's first download (the login must be usable with as little JS as
 * possible): it is imported on the first request, or earlier when the browser is idle.
 */
const importKyChunk: KyImporter = () => import('ky');

let importer: KyImporter = importKyChunk;
let loading: Promise<KyStatic> | null = null;
let warmUpScheduled = false;

/**
 * ky, downloaded once and shared by every call. A failed download (offline before it arrived)
 * rejects with the network error every unreachable call gives, and is not remembered: the next
 * call tries again.
 */
export function loadKy(): Promise<KyStatic> {
  if (!loading) {
    const attempt: Promise<KyStatic> = importer().then(
      (module) => module.default,
      (error: unknown) => {
        if (loading === attempt) loading = null;
        throw portalError(ERROR_MESSAGES.network, 0, {}, error);
      },
    );
    loading = attempt;
  }
  return loading;
}

/**
 * Starts the download when the browser is idle, so a resident who loses the connection after
 * the page loaded still has ky, and gets a real request attempt and its message.
 */
export function warmUpKy(): void {
  if (loading || warmUpScheduled) return;
  warmUpScheduled = true;
  const run = () => {
    warmUpScheduled = false;
    // A failure here is not the resident's: the first call retries and reports it.
    loadKy().catch(() => undefined);
  };
  // After the page has loaded: the first screen is drawn before anything it does not need.
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
    else setTimeout(run, 200);
  };
  if (typeof document === 'undefined' || document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}

/** Swaps how ky is imported and forgets what was loaded; for tests. Returns the undo. */
export function replaceKyImporter(next: KyImporter): () => void {
  importer = next;
  loading = null;
  return () => {
    importer = importKyChunk;
    loading = null;
  };
}
