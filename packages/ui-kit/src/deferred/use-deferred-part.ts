import { useCallback, useSyncExternalStore } from 'react';
import type { DeferredPart } from './deferred-part';

export type DeferredPartState<T> = {
  /** The part, once it has arrived (at once if it had before this component mounted). */
  part: T | undefined;
  /** The last download failed (offline): show what stands in for the part. */
  failed: boolean;
  /** Asks for the part now; it is asked for again by itself once the browser is back online. */
  request: () => void;
};

/**
 * A part downloaded apart from the screen, as component state: the component draws again when it
 * arrives or a download fails. A failure is state, not an error thrown to a boundary: nothing is
 * logged, and the component draws its stand-in until a later download succeeds (at the next
 * `request`, or by itself back online). Asking ahead, when idle, is `useIdlePreload`'s job.
 */
export function useDeferredPart<T>(source: DeferredPart<T>): DeferredPartState<T> {
  const { value, failed } = useSyncExternalStore(source.subscribe, source.state, source.state);
  const request = useCallback(() => source.preload(), [source]);
  return { part: value, failed, request };
}
