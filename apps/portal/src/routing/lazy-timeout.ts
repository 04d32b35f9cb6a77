import type { RouteObject } from 'react-router';

/** Spec section 9: a lazy chunk that has not arrived after 120 s is given up on. */
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;

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

/**
 * Wraps every `lazy` of a route tree (the packages' routes included) so a chunk that never
 * arrives ends in the router's error screen, with its retry, instead of a page that waits forever.
 */
export function withLazyTimeouts(routes: RouteObject[], ms = LAZY_CHUNK_TIMEOUT_MS): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withLazyTimeouts(route.children, ms) : undefined;
    const { lazy } = route;
    if (typeof lazy === 'function') {
      return { ...route, children, lazy: () => withTimeout(lazy(), ms) } as RouteObject;
    }
    return { ...route, children } as RouteObject;
  });
}
