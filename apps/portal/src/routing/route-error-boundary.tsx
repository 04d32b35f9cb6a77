import { Component, type ReactNode } from 'react';
import { RouterErrorScreen } from './router-error-screen';

interface Props {
  children: ReactNode;
  /** The location: a new one clears the error, so the resident can navigate away from it. */
  resetKey: string;
}

interface State {
  error: unknown;
  failedAt: string | null;
}

/** Whatever a screen throws (a chunk that never came included) ends here, never in a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null };
    return null;
  }

  override render() {
    return this.state.error !== null ? <RouterErrorScreen error={this.state.error} /> : this.props.children;
  }
}
