import { ChunkTimeoutError, routeCode } from '@portal/ui-kit';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { renderRouter } from '@portal/vitest-config/router';
import { testStories } from '@portal/vitest-config/stories';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';
import * as stories from './router-error-screen.stories';

testStories(stories);

function Throws(): never {
  throw new Error('boom');
}

afterEach(() => {
  vi.restoreAllMocks();
});

const lostChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/registration-screen.js'));

/** `/registrarse` a lazy route whose downloads go as `load` says; `/perfil` a screen with a bug. */
function routes(load: () => Promise<unknown>): RouteObject[] {
  return [
    {
      ErrorBoundary: RouteErrorBoundary,
      children: [
        {
          path: '/registrarse',
          lazy: async () => {
            await routeCode(load);
            return { element: <h1>Registrate</h1> };
          },
        },
        { path: '/perfil', Component: Throws },
        { path: '/dashboard', element: <p>Escritorio</p> },
      ],
    },
  ];
}

/** A screen whose first download fails as a lost chunk does, and whose later ones arrive. */
const lostOnce = () => vi.fn(() => Promise.resolve()).mockImplementationOnce(lostChunk);

describe('RouteErrorBoundary', () => {
  it('shows the connection message with Reintentar when a chunk failed or timed out', async () => {
    renderRouter(
      routes(() => Promise.reject(new ChunkTimeoutError())),
      { path: '/registrarse' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar esta página' })).toBeInTheDocument();
    expect(screen.getByText('La conexión es lenta o se interrumpió. Revisá tu conexión e intentá de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows the unexpected-error screen for anything else', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRouter(routes(lostChunk), { path: '/perfil' });
    expect(await screen.findByRole('heading', { level: 1, name: '¡Error inesperado de la aplicación!' })).toBeInTheDocument();
  });

  it('clears the error when the resident goes to another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { router } = renderRouter(routes(lostChunk), { path: '/perfil' });
    expect(await screen.findByRole('heading', { name: '¡Error inesperado de la aplicación!' })).toBeInTheDocument();
    await router.navigate('/dashboard');
    expect(screen.getByText('Escritorio')).toBeInTheDocument();
  });

  it("'Reintentar' downloads a screen whose code was lost again and shows it, without a reload", async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const load = lostOnce();
    renderRouter(routes(load), { path: '/registrarse' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar esta página' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrate' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('downloads it again at the next navigation to it', async () => {
    const load = lostOnce();
    const { router } = renderRouter(routes(load), { path: '/dashboard' });
    expect(await screen.findByText('Escritorio')).toBeInTheDocument();
    await router.navigate('/registrarse');
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar esta página' })).toBeInTheDocument();
    await router.navigate('/dashboard');
    await router.navigate('/registrarse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrate' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows that screen by itself once the browser is back online, and sent nothing while offline', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn(() => Promise.resolve());
    renderRouter(routes(load), { path: '/registrarse' });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos cargar esta página' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    offline.mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Registrate' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("gives 'Reintentar' the focus when a retry fails again", async () => {
    const load = vi.fn(lostChunk);
    renderRouter(routes(load), { path: '/registrarse' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toHaveFocus();
  });
});
