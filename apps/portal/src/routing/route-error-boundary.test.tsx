import { ChunkTimeoutError } from '@portal/ui-kit';
import { expectNoAxeViolations } from '@portal/vitest-config/axe';
import { testStories } from '@portal/vitest-config/stories';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';
import * as stories from './router-error-screen.stories';

testStories(stories);

function Throws({ error }: { error: unknown }): never {
  throw error;
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
});
