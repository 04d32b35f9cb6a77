import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { deferredPart } from '../deferred/deferred-part';
import { Splash } from '../splash/splash';

/** docs/product.md#constants-and-limits: a screen's chunk that has not arrived after 120 s is given up on. */
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

/** What a screen whose chunk never arrived throws; the shell's error screen offers to retry. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super('La página tardó demasiado en cargar.');
    this.name = 'ChunkTimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

export interface LazyScreenOptions {
  /** Shown while the chunk arrives: the full-page splash unless told (a screen inside the signed-in shell shows less). */
  fallback?: ReactNode;
  timeoutMs?: number;
}

/** A lazily loaded screen, which can be asked to start loading before it is rendered. */
export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Starts the download (or joins it) and settles when the screen is there or failed; never rejects. */
  preload(): Promise<void>;
};

/**
 * A screen that is its own chunk, a `deferredPart`: downloaded on first render (or on `preload()`),
 * the fallback showing meanwhile; a chunk that fails or never arrives (after `timeoutMs`) is thrown
 * to the nearest error boundary, and is downloaded again when that boundary renders the screen
 * again (its 'Reintentar', or the browser back online): no reload. A screen whose chunk is already
 * here when it mounts shows at once, with no fallback: React holds back content that follows a
 * fallback by 300 ms, so the shell preloads the first screen of a page instead of revealing it
 * behind the splash. Call it once per screen, at module level.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = <Splash />, timeoutMs = LAZY_CHUNK_TIMEOUT_MS }: LazyScreenOptions = {},
): LazyScreen<P> {
  const screen = deferredPart(() => withTimeout(load(), timeoutMs));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as React.lazy is.
  function LazyScreen(props: P) {
    // Decided once per mount, so the screen below never changes type (and never remounts). React
    // keeps a lazy component's failure for good: each mount has its own, so the error boundary
    // showing the screen again (a new mount) downloads it again.
    const [Screen] = useState<ComponentType<P>>(
      () => screen.loaded() ?? lazy(() => screen.load().then((Loaded) => ({ default: Loaded }))),
    );
    return (
      <Suspense fallback={fallback}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyScreen, {
    preload: () =>
      screen.load().then(
        () => undefined,
        () => undefined,
      ),
  });
}
