import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkTimeoutError, LAZY_CHUNK_TIMEOUT_MS, lazyScreen, withTimeout } from './lazy-screen';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div>
        <p>{error instanceof ChunkTimeoutError ? 'tiempo agotado' : 'falló'}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Reintentar
        </button>
      </div>
    );
  }
}

describe('lazy chunk time-out', () => {
  it('is 120 seconds', () => {
    expect(LAZY_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects with ChunkTimeoutError when a chunk never arrives', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise<never>(() => {}), LAZY_CHUNK_TIMEOUT_MS);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkTimeoutError);
    await vi.advanceTimersByTimeAsync(LAZY_CHUNK_TIMEOUT_MS);
    await assertion;
  });

  it('passes a chunk that arrives in time through untouched', async () => {
    await expect(withTimeout(Promise.resolve('chunk'), 1000)).resolves.toBe('chunk');
  });
});

describe('lazyScreen', () => {
  it('shows the splash while the chunk arrives, then the screen with its props', async () => {
    let arrive: (screen: (props: { name: string }) => ReactNode) => void = () => {};
    const Greeting = lazyScreen(() => new Promise<(props: { name: string }) => ReactNode>((resolve) => (arrive = resolve)));
    render(<Greeting name="María" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...');
    await act(async () => arrive(({ name }) => <h1>Hola, {name}</h1>));
    expect(await screen.findByRole('heading', { name: 'Hola, María' })).toBeInTheDocument();
  });

  it('shows a preloaded screen at once, without the splash, and downloads it once', async () => {
    const load = vi.fn(async () => ({ name }: { name: string }) => <h1>Hola, {name}</h1>);
    const Greeting = lazyScreen(load);
    await Greeting.preload();
    render(<Greeting name="María" />);
    expect(screen.getByRole('heading', { name: 'Hola, María' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await Greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles a failed preload quietly and throws the failure when the screen renders', async () => {
    const Broken = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(Broken.preload()).resolves.toBeUndefined();
    render(
      <Catch>
        <Broken />
      </Catch>,
    );
    expect(await screen.findByText('falló')).toBeInTheDocument();
  });

  it('shows the fallback it is given', () => {
    const Never = lazyScreen(() => new Promise<() => ReactNode>(() => {}), { fallback: <p>Un momento</p> });
    render(<Never />);
    expect(screen.getByText('Un momento')).toBeInTheDocument();
  });

  it('throws a chunk that never arrives to the error boundary as ChunkTimeoutError', async () => {
    vi.useFakeTimers();
    const Never = lazyScreen(() => new Promise<() => ReactNode>(() => {}), { timeoutMs: 50 });
    render(
      <Catch>
        <Never />
      </Catch>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('tiempo agotado')).toBeInTheDocument();
  });

  it('downloads a failed chunk again when the boundary shows the screen again, without a reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn(async () => ({ name }: { name: string }) => <h1>Hola, {name}</h1>)
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Greeting = lazyScreen(load);
    render(
      <Catch>
        <Greeting name="María" />
      </Catch>,
    );
    expect(await screen.findByText('falló')).toBeInTheDocument();
    // React renders the failed screen again before giving up: still one download.
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => screen.getByRole('button', { name: 'Reintentar' }).click());
    expect(await screen.findByRole('heading', { name: 'Hola, María' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('downloads a failed chunk again by itself once the browser is back online', async () => {
    const load = vi
      .fn(async () => ({ name }: { name: string }) => <h1>Hola, {name}</h1>)
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Greeting = lazyScreen(load);
    await Greeting.preload();
    expect(load).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(load).toHaveBeenCalledTimes(2);
    await Greeting.preload();
    render(<Greeting name="María" />);
    expect(screen.getByRole('heading', { name: 'Hola, María' })).toBeInTheDocument();
  });

  it('throws a chunk that fails to the error boundary', async () => {
    const Broken = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <Catch>
        <Broken />
      </Catch>,
    );
    expect(await screen.findByText('falló')).toBeInTheDocument();
  });
});
