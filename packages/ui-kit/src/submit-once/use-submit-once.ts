import { useEffect, useRef } from 'react';
import type { FetcherWithComponents, SubmitFunction } from 'react-router';

/**
 * A fetcher's `submit` that sends nothing while an earlier submission of it is under way, so a
 * double click files one request. `fetcher.state` alone cannot say so in time: the router marks a
 * submission as under way only after a step of its own (the navigation's context), and draws it in
 * a transition, so a second click in the same moment still finds the fetcher idle.
 */
export function useSubmitOnce(fetcher: Pick<FetcherWithComponents<unknown>, 'state' | 'data' | 'submit'>): SubmitFunction {
  const pending = useRef(false);
  const { state, data, submit } = fetcher;
  // Free again once the fetcher is idle with its answer: `data` too, since the router may draw
  // 'submitting' and 'idle' in one render, and a new answer is a new object.
  // biome-ignore lint/correctness/useExhaustiveDependencies: data is what says an answer arrived.
  useEffect(() => {
    if (state === 'idle') pending.current = false;
  }, [state, data]);
  return (target, options) => {
    if (pending.current) return Promise.resolve();
    pending.current = true;
    return submit(target, options);
  };
}
