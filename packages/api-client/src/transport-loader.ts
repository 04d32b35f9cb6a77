import { ERROR_MESSAGES, portalError } from './errors';

/** The transport: ky, its clients, the answer checks and every call's implementation. */
export type Transport = typeof import('./calls');

/** How the transport's module is fetched. */
export type TransportImporter = () => Promise<Transport>;

// The transport is not part of the page's first download (the login must be usable with as
// little JS as possible): one dynamic import brings all of it, on the first call or when idle.
const importTransportChunk: TransportImporter = () => import('./calls');

let importer: TransportImporter = importTransportChunk;
let loading: Promise<Transport> | null = null;

/**
 * The transport, downloaded once and shared by every call. A failed download (offline before it
 * arrived) rejects with the network error every unreachable call gives, and is not remembered:
 * the next call tries again.
 */
export function loadTransport(): Promise<Transport> {
  if (!loading) {
    const attempt: Promise<Transport> = importer().catch((error: unknown) => {
      if (loading === attempt) loading = null;
      throw portalError(ERROR_MESSAGES.network, 0, {}, error);
    });
    loading = attempt;
  }
  return loading;
}

/**
 * Starts the transport's download now, if it is not here or on its way, so that a resident who
 * loses the connection afterwards still gets a real request attempt and its message. The portal
 * asks for it once its first screen is drawn and the browser is idle, so it never competes with
 * that screen. A failure is not reported here: the first call tries again and reports it.
 */
export function preloadTransport(): void {
  loadTransport().catch(() => undefined);
}

/** Swaps how the transport is imported and forgets what was loaded; for tests. Returns the undo. */
export function replaceTransportImporter(next: TransportImporter): () => void {
  importer = next;
  loading = null;
  return () => {
    importer = importTransportChunk;
    loading = null;
  };
}

type AsyncCall = (...args: never[]) => Promise<unknown>;

/** The transport's exports that are calls (all of them; the constraint keeps it so). */
export type CallName = { [K in keyof Transport]: Transport[K] extends AsyncCall ? K : never }[keyof Transport];

/**
 * A public call that waits for the transport and runs its implementation, typed from it. Being
 * async, anything that goes wrong (the download included) is a rejection, never a throw.
 */
export function deferredCall<K extends CallName>(name: K): Transport[K] {
  const forward = async (...args: unknown[]): Promise<unknown> => {
    const transport = await loadTransport();
    return (transport[name] as (...args: unknown[]) => Promise<unknown>)(...args);
  };
  return forward as Transport[K];
}
