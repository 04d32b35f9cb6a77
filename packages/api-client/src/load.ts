// How a screen holds what it asked a service for, written once for every package.
import { use } from 'react';
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

/** What a load came to, as a loader hands it to its screen: the answer, or the failure the screen shows (data, not thrown). */
export type Settled<T> = { data: T } | { failure: PortalError };

/**
 * A load as a loader returns it: settled and in hand when its answer was already held (nothing
 * suspends: the screen draws it at once), or on its way (the screen shows its loading state
 * meanwhile). It never rejects.
 */
export type Reading<T> = Settled<T> | Promise<Settled<T>>;

/** An answer in hand, or a request under way, as a `Reading`. */
export function settle<T>(load: T | Promise<T>): Reading<T> {
  if (!(load instanceof Promise)) return { data: load };
  return load.then(
    (data) => ({ data }),
    (reason: unknown) => ({ failure: toPortalError(reason) }),
  );
}

/**
 * For a screen: how a `Reading` came out, suspending (React's `use`) while it is on its way. Drawn
 * in a transition (a navigation) after it has arrived, React replays the screen as soon as the
 * settled promise answers, without showing the boundary's fallback.
 */
export function useReading<T>(reading: Reading<T>): Settled<T> {
  return reading instanceof Promise ? use(reading) : reading;
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
