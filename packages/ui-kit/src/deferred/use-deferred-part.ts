import { useCallback, useState } from 'react';
import type { DeferredPart } from './deferred-part';
import { useIdlePreload } from './use-idle-preload';

export type DeferredPartState<T> = {
  /** The part, once it has arrived (at once if it had before this component mounted). */
  part: T | undefined;
  /** The last download failed (offline): show what stands in for the part. */
  failed: boolean;
  /** Asks for the part now (it is already asked for once the browser is idle, and back online). */
  request: () => void;
};

/**
 * A part downloaded apart from the screen, as component state: asked for once the browser is idle
 * after mounting, again when it comes back online, and whenever `request` is called. A failed
 * download is state, not an error thrown to a boundary: nothing is logged, and the component
 * draws its stand-in until a later attempt succeeds.
 */
export function useDeferredPart<T>(source: DeferredPart<T>, { enabled = true }: { enabled?: boolean } = {}): DeferredPartState<T> {
  // Functions are kept in a box: a state setter given a function would call it.
  const [arrived, setArrived] = useState<{ value: T } | null>(() => {
    const loaded = source.loaded();
    return loaded === undefined ? null : { value: loaded };
  });
  const [failed, setFailed] = useState(false);

  const request = useCallback(() => {
    if (!enabled) return;
    source.load().then(
      (value) => {
        setArrived((current) => (current?.value === value ? current : { value }));
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [source, enabled]);

  useIdlePreload(request);
  return { part: arrived?.value, failed, request };
}
