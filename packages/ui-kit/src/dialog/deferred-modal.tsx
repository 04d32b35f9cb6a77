import { type ComponentType, type ReactNode, Suspense } from 'react';
import { DeferredBoundary } from '../deferred/deferred-boundary';
import type { DeferredPart } from '../deferred/deferred-part';
import { useDeferredModal } from './use-deferred-modal';

export type DeferredModalProps<P extends { open: boolean }> = {
  /** Where the modal's Radix side comes from. */
  part: DeferredPart<ComponentType<P>>;
  /** The modal's props, handed to the Radix side once it is here. */
  props: P;
  /** The same modal without Radix, shown if the Radix side could not be downloaded. */
  fallback: ReactNode;
  /** False when the screen asks for the Radix side itself (see `Dialog`'s `preloadWhenIdle`). */
  preloadWhenIdle?: boolean;
};

/**
 * What `Dialog` and `BottomDrawer` render: nothing before the first opening, then the Radix side
 * (waited for, if still on its way), or the fallback if it could not be downloaded.
 */
export function DeferredModal<P extends { open: boolean }>({ part, props, fallback, preloadWhenIdle }: DeferredModalProps<P>) {
  const { Content, attempt, onError } = useDeferredModal(part, props.open, { preloadWhenIdle });
  if (!Content) return null;
  return (
    <DeferredBoundary key={attempt} fallback={fallback} onError={onError}>
      <Suspense fallback={null}>
        <Content {...props} />
      </Suspense>
    </DeferredBoundary>
  );
}
