import { ChunkTimeoutError, lazyScreen } from '@portal/ui-kit';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { testStories } from '@portal/vitest-config/stories';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';
import * as stories from './router-error-screen.stories';

testStories(stories);

function Throws({ error }: { error: unknown }): never {
  throw error;
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A screen whose first download fails as a lost chunk does, and whose later ones arrive. */
function screenLostOnce() {
  const load = vi
    .fn(async () => () => <h1>Registrate</h1>)
    .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/registration-screen.js')));
  return { load, Screen: lazyScreen(load) };
}

describe('RouteErrorBoundary', () => {
  it('shows the connection message with Reintentar when a chunk failed or timed out', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/registrarse">
        <Throws error={new ChunkTimeoutError()} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos cargar esta página' })).toBeInTheDocument();
    expect(screen.getByText('La conexión es lenta o se interrumpió. Revisá tu conexión e intentá de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows the unexpected-error screen for anything else', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RouteErrorBoundary resetKey="/perfil">
        <Throws error={new Error('boom')} />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '¡Error inesperado de la aplicación!' })).toBeInTheDocument();
  });

  it('clears the error when the resident goes to another address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/perfil">
        <Throws error={new Error('boom')} />
      </RouteErrorBoundary>,
    );
    rerender(
      <RouteErrorBoundary resetKey="/perfil">
        <p>Mi perfil</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: '¡Error inesperado de la aplicación!' })).toBeInTheDocument();
    rerender(
      <RouteErrorBoundary resetKey="/dashboard">
        <p>Escritorio</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Escritorio')).toBeInTheDocument();
  });

  it("'Reintentar' downloads a screen whose code was lost again and shows it, without a reload", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const { load, Screen } = screenLostOnce();
    render(
      <RouteErrorBoundary resetKey="/registrarse">
        <Screen />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar esta página' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrate' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows that screen by itself once the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { load, Screen } = screenLostOnce();
    render(
      <RouteErrorBoundary resetKey="/registrarse">
        <Screen />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar esta página' })).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrate' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("gives 'Reintentar' the focus when a retry fails again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Screen = lazyScreen(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <RouteErrorBoundary resetKey="/registrarse">
        <Screen />
      </RouteErrorBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toHaveFocus();
  });
});
