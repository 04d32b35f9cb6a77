import { ChunkTimeoutError, isDownloadFailure } from '@portal/ui-kit';
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
  /** How many times the screen was shown again after its code could not be downloaded. */
  retries: number;
}

const isMissingCode = (error: unknown) => error instanceof ChunkTimeoutError || isDownloadFailure(error);

/**
 * Whatever a screen throws (a chunk that never came included) ends here, never in a blank page.
 * A screen whose code could not be downloaded is shown again, without a reload, when the resident
 * asks ('Reintentar') or the browser comes back online: `lazyScreen` downloads it again.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: null, retries: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failedAt === null && state.error !== null) return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null, retries: 0 };
    return null;
  }

  override componentDidMount() {
    window.addEventListener('online', this.retryMissingCode);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retryMissingCode);
  }

  private retryMissingCode = () => {
    if (!isMissingCode(this.state.error)) return;
    this.setState((state) => ({ error: null, failedAt: null, retries: state.retries + 1 }));
  };

  override render() {
    const { error, retries } = this.state;
    if (error === null) return this.props.children;
    return isMissingCode(error) ? (
      <RouterErrorScreen error={error} onRetry={this.retryMissingCode} retried={retries > 0} />
    ) : (
      <RouterErrorScreen error={error} />
    );
  }
}
