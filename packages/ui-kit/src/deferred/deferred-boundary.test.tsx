import { render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeferredBoundary } from './deferred-boundary';

describe('DeferredBoundary', () => {
  it('shows its fallback and reports the error when a part cannot be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const Missing = lazy(() => Promise.reject(failure));
    const onError = vi.fn();
    render(
      <main>
        <h1>Ingresá</h1>
        <DeferredBoundary fallback={<p>Sin animación</p>} onError={onError}>
          <Suspense fallback={<p>Cargando</p>}>
            <Missing />
          </Suspense>
        </DeferredBoundary>
      </main>,
    );
    expect(await screen.findByText('Sin animación')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ingresá' })).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('shows the part once it has arrived', async () => {
    const Part = lazy(() => Promise.resolve({ default: () => <p>Listo</p> }));
    render(
      <DeferredBoundary fallback={<p>Sin animación</p>}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </DeferredBoundary>,
    );
    expect(await screen.findByText('Listo')).toBeInTheDocument();
    expect(screen.queryByText('Sin animación')).not.toBeInTheDocument();
  });
});
