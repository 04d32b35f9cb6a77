import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ToastApi, ToastProvider, useToast } from './toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return <p>Formulario</p>;
}

describe('Toasts whose code could not be downloaded', () => {
  afterEach(() => {
    vi.doUnmock('./toast-region');
  });

  it('keep the screen up, and show once the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The download of the region fails, as it does offline.
    vi.doMock('./toast-region', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    render(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => api.show({ id: 'validation', title: 'Error', description: 'Debe ingresar un apellido', variant: 'error' }));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByText('Formulario')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notificaciones/ })).not.toBeInTheDocument();

    vi.doUnmock('./toast-region');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    const region = await screen.findByRole('region', { name: /Notificaciones/ });
    expect(await within(region).findByText('Debe ingresar un apellido')).toBeInTheDocument();
  });
});
