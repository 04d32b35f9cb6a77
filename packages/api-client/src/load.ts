// How a screen holds what it asked a service for, written once for every package.
import type { PortalError } from './types';

/** One load of data from a service: what a screen shows follows its status (loading, success, error). */
export type Load<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: PortalError };

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
