import { type ComponentType, type LazyExoticComponent, lazy, useCallback, useState } from 'react';
import type { DeferredPart } from '../deferred/deferred-part';
import { useIdlePreload } from '../deferred/use-idle-preload';

type Content<P> = ComponentType<P> | LazyExoticComponent<ComponentType<P>>;

export type DeferredModal<P> = {
  /** Null until the modal is first opened: until then nothing is rendered. */
  Content: Content<P> | null;
  /** Changes with every new try of the download; key the boundary with it so it starts afresh. */
  attempt: number;
  /** For the `DeferredBoundary`: the download failed and its fallback is showing. */
  onError: () => void;
};

const doNothing = () => {};

type State<P> = { wasOpen: boolean; failed: boolean; attempt: number; Content: Content<P> | null };

/**
 * The component itself if it has already arrived (it then opens in the same render as before it
 * was deferred), else a lazy one that waits for it. A new lazy one per attempt: React keeps a
 * failed one failed.
 */
function contentOf<P>(part: DeferredPart<ComponentType<P>>): Content<P> {
  return part.loaded() ?? lazy(() => part.load().then((Loaded) => ({ default: Loaded })));
}

/**
 * The Radix side of a modal (Dialog, BottomDrawer), downloaded apart from the screen: preloaded
 * once the browser is idle after the modal has mounted (a modal is often the answer to the form
 * just sent), unless the screen asks for it itself (`preloadWhenIdle: false`), then kept mounted from the first opening on, so closing animations and focus return
 * work as usual. If it could not be downloaded, the boundary shows the modal's fallback; the
 * download is tried again back online and at the next opening, and Radix takes over only at an
 * opening, never under a fallback that is showing.
 */
export function useDeferredModal<P>(
  part: DeferredPart<ComponentType<P>>,
  open: boolean,
  { preloadWhenIdle = true }: { preloadWhenIdle?: boolean } = {},
): DeferredModal<P> {
  useIdlePreload(preloadWhenIdle ? part.preload : doNothing);
  const [state, setState] = useState<State<P>>(() => ({
    wasOpen: open,
    failed: false,
    attempt: 0,
    Content: open ? contentOf(part) : null,
  }));

  let current = state;
  if (open !== state.wasOpen) {
    const retry = open && state.failed;
    current = {
      wasOpen: open,
      failed: retry ? false : state.failed,
      attempt: retry ? state.attempt + 1 : state.attempt,
      Content: open && (retry || !state.Content) ? contentOf(part) : state.Content,
    };
    setState(current);
  }

  const onError = useCallback(() => setState((latest) => ({ ...latest, failed: true })), []);

  return { Content: current.Content, attempt: current.attempt, onError };
}
