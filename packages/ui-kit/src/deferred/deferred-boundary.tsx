import { Component, type ReactNode } from 'react';

export type DeferredBoundaryProps = {
  /** What stands in for the part if its code cannot be had. */
  fallback: ReactNode;
  /** Told once the part has failed, so its owner can try the download again later. */
  onError?: (error: unknown) => void;
  children: ReactNode;
};

type DeferredBoundaryState = { failed: boolean };

/**
 * Wraps a part whose code is downloaded on demand (`React.lazy`). A download that fails (the
 * resident went offline, a new deploy removed the file) shows `fallback` instead of taking the
 * whole screen down with it: such parts only enhance what is already there.
 */
export class DeferredBoundary extends Component<DeferredBoundaryProps, DeferredBoundaryState> {
  override state: DeferredBoundaryState = { failed: false };

  static getDerivedStateFromError(): DeferredBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
