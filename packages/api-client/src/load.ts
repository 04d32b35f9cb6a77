// How a screen holds what it asked a service for, written once for every package.
import { useEffect, useState } from 'react';
import { toPortalError } from './errors';
import type { PortalError } from './types';

/** One load of data from a service: what a screen shows follows its status (loading, success, error). */
export type Load<T> = { status: 'idle' } | { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: PortalError };

/** Nothing asked for yet. */
export const IDLE: Load<never> = { status: 'idle' };

/** The answer a request may still store, and how to make every answer under way stale. */
export interface LatestAnswer {
  /** Begins a request: the function returned says whether its answer is still the one to keep. */
  begin: () => () => boolean;
  /** Makes every answer under way stale (a reset, a sign-out, another resident). */
  drop: () => void;
}

/**
 * Latest answer wins: of the requests begun for one thing (a DNI check, a load), only the answer
 * of the last one begun is kept, and none once dropped. An answer that arrives after the
 * resident typed another DNI, signed out or moved on belongs to a question nobody asks any more.
 */
export function latestAnswer(): LatestAnswer {
  let latest = 0;
  return {
    begin: () => {
      const mine = ++latest;
      return () => mine === latest;
    },
    drop: () => {
      latest++;
    },
  };
}

/** A promise that says how it settled, as React and React Router read a thenable's state. */
type Settling<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * A load a route's loader begins and does not await, for the screen to read (`<Await>`, `use`):
 * it records how it settled on itself (`status`, `value`, `reason`, the thenable convention React
 * and React Router read), so a screen drawn after the answer arrived shows it at once instead of a
 * loading state first, which React would keep on screen a further 300 ms; and a rejection nobody
 * reads (the resident left) is not reported as unhandled.
 */
export function deferred<T>(load: Promise<T>): Promise<T> {
  const settling = load as Settling<T>;
  settling.status = 'pending';
  load.then(
    (value) => {
      settling.status = 'fulfilled';
      settling.value = value;
    },
    (reason: unknown) => {
      settling.status = 'rejected';
      settling.reason = reason;
    },
  );
  return load;
}

/** How a `deferred` load stands now: loading until it has settled, then its answer or its failure. */
export function settledLoad<T>(load: Promise<T>): Load<T> {
  const settling = load as Settling<T>;
  if (settling.status === 'fulfilled') return { status: 'success', data: settling.value as T };
  if (settling.status === 'rejected') return { status: 'error', error: toPortalError(settling.reason) };
  return { status: 'loading' };
}

/** How a `deferred` load stands, drawn again once it settles: for a part of a screen that shows it as it arrives. */
export function useSettledLoad<T>(load: Promise<T>): Load<T> {
  const [, settled] = useState(0);
  useEffect(() => {
    let current = true;
    const drawAgain = () => current && settled((count) => count + 1);
    load.then(drawAgain, drawAgain);
    return () => {
      current = false;
    };
  }, [load]);
  return settledLoad(load);
}

/** The query naming the one part of a route's loads that a retry asks for again. */
const RETRY_KEY = 'cargar';

/** Where a route's loader is asked for one part of its loads alone (a card's or a list's 'Reintentar', through a fetcher). */
export function retryAddress(path: string, part: string): string {
  return `${path}?${RETRY_KEY}=${part}`;
}

/** The part a loader's request asks for alone, or null when it asks for all of them. */
export function retriedPart(request: Request): string | null {
  return new URL(request.url).searchParams.get(RETRY_KEY);
}
