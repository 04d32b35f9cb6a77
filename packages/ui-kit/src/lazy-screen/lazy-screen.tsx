import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Splash } from '../splash/splash';

/** Spec section 9: a screen's chunk that has not arrived after 120 s is given up on. */
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

/**
 * A screen that is its own chunk: `load` imports it on first render, the fallback shows meanwhile,
 * and a chunk that fails or never arrives (after `timeoutMs`) is thrown to the nearest error
 * boundary. Call it once per screen, at module level: each call is a new lazy component.
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { fallback = <Splash />, timeoutMs = LAZY_CHUNK_TIMEOUT_MS }: LazyScreenOptions = {},
): ComponentType<P> {
  const Screen = lazy(async () => ({ default: await withTimeout(load(), timeoutMs) }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as React.lazy is.
  function LazyScreen(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}
